import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'middle',
  padding: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});

export const headCell = style([
  cell,
  { color: vars.color.textMuted, fontWeight: vars.font.weight.medium, borderTop: 'none' },
]);

export const name = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const prefix = style({ display: 'block', fontFamily: vars.font.family.mono, color: vars.color.textMuted });

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const legend = style({
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.small,
  marginBottom: vars.space.xsmall,
});

export const radio = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-start', cursor: 'pointer' });

export const radioInput = style({ marginTop: '0.2em', accentColor: vars.color.primary });

export const hint = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.small });

export const key = style({
  display: 'block',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  padding: vars.space.medium,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const keyBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
