import { vars } from '@spyglass/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const columns = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.small });

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.small });

export const fileInput = style({
  fontSize: vars.font.size.small,
  maxWidth: '100%',
  selectors: {
    '&::file-selector-button': {
      marginRight: vars.space.small,
      padding: `${vars.space.xsmall} ${vars.space.medium}`,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      background: vars.color.surface,
      color: vars.color.text,
      font: 'inherit',
      cursor: 'pointer',
    },
  },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const report = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const reportHeading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const summary = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const tableWrap = style({ overflowX: 'auto', maxHeight: '60vh', overflowY: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small });

export const caption = style({ textAlign: 'left', color: vars.color.textMuted, paddingBottom: vars.space.small });

export const cell = style({
  padding: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: vars.font.weight.semibold }]);

export const rowNumber = style([cell, { fontVariantNumeric: 'tabular-nums', width: '3.5rem' }]);

export const url = style({ display: 'block', color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const detail = style({ overflowWrap: 'anywhere' });

export const errorDetail = style([detail, { color: vars.tone.danger.foreground }]);

globalStyle(`${table} tbody tr:last-child td`, { borderBottom: 'none' });
