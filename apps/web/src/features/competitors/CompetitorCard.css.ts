import { mediaQuery, vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({ height: '100%', display: 'flex', flexDirection: 'column' });

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({ overflowWrap: 'anywhere' });

export const industry = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const content = style({ flexGrow: 1 });

/** SPEC §2: the description is clamped to three lines. */
export const description = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  color: vars.color.text,
});

export const noDescription = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  '@media': {
    // SPEC §2: one column on small screens, two from medium, three from large.
    [mediaQuery.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.large]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '28rem' });
