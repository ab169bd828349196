import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.primary,
  verticalAlign: 'middle',
});

export const graphic = style({
  display: 'block',
  flexShrink: 0,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Slower rotation still signals progress without rapid motion.
    [reducedMotion]: { animationDuration: '2.4s' },
  },
});

export const size = styleVariants({
  small: { width: vars.space.large, height: vars.space.large },
  medium: { width: vars.space.xlarge, height: vars.space.xlarge },
  large: { width: vars.space.xxlarge, height: vars.space.xxlarge },
});

export const track = style({ opacity: 0.25 });
