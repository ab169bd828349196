import { mediaQuery, vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

/** Sections above the content on small screens, beside it from medium up. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: '12rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });
