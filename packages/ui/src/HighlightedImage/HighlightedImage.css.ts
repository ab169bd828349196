import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  minWidth: 0,
});

/** The image and its outlines share one box, so the outlines scale with the image. */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
});

/**
 * A changed region: a thick dashed outline over a light wash, so it reads
 * without colour too (the dashes), on light and dark pictures alike (a white
 * rim around the coloured line).
 */
export const region = style({
  position: 'absolute',
  boxSizing: 'border-box',
  border: `3px dashed ${vars.tone.warning.solid}`,
  outline: '1px solid rgba(255, 255, 255, 0.9)',
  background: 'rgba(250, 204, 21, 0.14)',
  pointerEvents: 'none',
});

export const caption = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});
