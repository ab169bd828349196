import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const caption = style({ fontSize: vars.font.size.medium, fontWeight: vars.font.weight.semibold });

export const plot = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.xsmall,
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
  },
});

export const axis = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});

export const svg = style({
  display: 'block',
  width: '100%',
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  cursor: 'crosshair',
});

export const ticks = style({
  gridColumn: 2,
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
});

export const readout = style({
  minHeight: `calc(${vars.font.size.small} * 1.5)`,
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.small,
  flexShrink: 0,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const headCell = style([cell, { fontWeight: vars.font.weight.semibold, color: vars.color.textMuted }]);

export const tableScroll = style({ overflowX: 'auto', maxHeight: '24rem', overflowY: 'auto' });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
