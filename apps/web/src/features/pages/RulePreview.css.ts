import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.small,
});

export const heading = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold, margin: 0 });

export const list = style({
  margin: 0,
  paddingLeft: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const examples = style({
  margin: `${vars.space.xxsmall} 0 0`,
  paddingLeft: vars.space.medium,
  color: vars.color.textMuted,
  fontFamily: vars.font.family.mono,
  overflowWrap: 'anywhere',
});

export const total = style({ margin: 0, fontWeight: vars.font.weight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.tone.danger.foreground });
