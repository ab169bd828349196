import { mediaQuery, vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

/** Shared layout of the signed-in screens: a header row, then content. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.large,
});

export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({ color: vars.color.textMuted, marginTop: vars.space.xsmall });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const center = style({ display: 'grid', placeItems: 'center', padding: vars.space.xxxlarge });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': {
    [mediaQuery.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
