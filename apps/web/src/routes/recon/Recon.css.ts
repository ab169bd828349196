import { vars } from '@spyglass/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium });

export const select = style({ flex: '1 1 14rem', maxWidth: '22rem' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const progressRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium });

export const bar = style({
  flex: '1 1 16rem',
  height: '0.75rem',
  accentColor: vars.color.primary,
});

export const tableTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });

export const caption = style({
  textAlign: 'left',
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.small,
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: vars.font.weight.semibold }]);

export const checkCell = style([cell, { width: '2.5rem' }]);

globalStyle(`${checkCell} input`, { width: '1rem', height: '1rem', accentColor: vars.color.primary });

export const title = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const url = style({ overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const names = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxHeight: '50vh',
  overflowY: 'auto',
});

export const nameUrl = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  overflowWrap: 'anywhere',
});

export const dialogActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginTop: vars.space.large,
});
