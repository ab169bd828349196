import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../theme';

export const widthVar = createVar();
export const heightVar = createVar();

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const root = style({
  display: 'block',
  width: widthVar,
  height: heightVar,
  maxWidth: '100%',
  background: vars.color.surfaceHover,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const radius = styleVariants({
  none: { borderRadius: 0 },
  small: { borderRadius: vars.radius.small },
  medium: { borderRadius: vars.radius.medium },
  large: { borderRadius: vars.radius.large },
  full: { borderRadius: vars.radius.full },
});
