import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

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

export const error = style({ color: vars.tone.danger.foreground, fontSize: vars.font.size.small });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.large,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const itemTop = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const target = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const secret = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  padding: vars.space.medium,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.small} ${vars.space.small}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const headCell = style([
  cell,
  { color: vars.color.textMuted, fontWeight: vars.font.weight.medium, borderTop: 'none' },
]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const row = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const preview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const previewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

/** The delivery log's table needs more room than a form. */
export const wideDialog = style({ maxWidth: 'min(48rem, calc(100vw - 2rem))', width: '100%' });
