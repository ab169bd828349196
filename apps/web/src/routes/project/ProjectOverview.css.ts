import { mediaQuery, vars } from '@spyglass/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.large,
  paddingTop: vars.space.large,
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.link, textDecoration: 'underline' });

export const stats = style({ display: 'flex', gap: vars.space.xxlarge, margin: 0 });

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
});
globalStyle(`${stat} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.small });
globalStyle(`${stat} dd`, { margin: 0, fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.bold });

export const subheading = style({
  marginTop: vars.space.xlarge,
  marginBottom: vars.space.small,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
});

export const updates = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const update = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBottom: vars.space.small,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, whiteSpace: 'nowrap' });

export const changes = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const week = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold });

/** The card of recorded changes spans the whole row under details and summary. */
export const wide = style({ '@media': { [mediaQuery.large]: { gridColumn: '1 / -1' } } });
