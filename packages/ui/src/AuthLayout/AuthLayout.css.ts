import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../theme';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100dvh',
  background: vars.color.background,
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xlarge,
  outline: 'none',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  width: '100%',
  maxWidth: '28rem',
});

// SPEC §2: the branding panel shows only on medium and wider screens.
export const panel = style({
  position: 'relative',
  display: 'none',
  overflow: 'hidden',
  padding: vars.space.xxxlarge,
  // Decorative light on a primary-blue field: tokens only, no image files.
  background: [
    `radial-gradient(circle at 85% 15%, ${vars.tone.info.solid} 0, transparent 45%)`,
    `radial-gradient(circle at 10% 90%, ${vars.color.primaryHover} 0, transparent 50%)`,
    vars.color.primary,
  ].join(', '),
  color: vars.color.primaryText,
  '@media': { [mediaQuery.medium]: { display: 'flex', alignItems: 'flex-end' } },
});

export const rings = style({
  position: 'absolute',
  top: '12%',
  right: '-6rem',
  width: '24rem',
  height: '24rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.primaryText}`,
  boxShadow: `0 0 0 3rem transparent, 0 0 0 3rem ${vars.color.primaryHover}`,
  opacity: 0.25,
  pointerEvents: 'none',
});

export const panelContent = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
  maxWidth: '30rem',
});

export const panelTitle = style({
  fontSize: vars.font.size.xxxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const panelDescription = style({ fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.relaxed });
