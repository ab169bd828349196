import { mediaQuery, vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

/** Details beside the pages on wide screens; stacked on narrow ones. */
export const content = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': {
    [mediaQuery.large]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
  },
});
