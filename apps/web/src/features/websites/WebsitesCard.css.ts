import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/**
 * The whole row is clickable (SPEC §2: a click opens the website), through the
 * name link's stretched hit area; the menu and the external link sit above it.
 */
export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.small}`,
  borderTop: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&:first-child': { borderTop: 'none' },
    '&:hover': { backgroundColor: vars.color.surfaceHover },
  },
});

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const nameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const name = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    // Stretches the link over the row so a click anywhere opens the website.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.small },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

/** Interactive parts above the stretched link, so they stay clickable on their own. */
export const raised = style({ position: 'relative', zIndex: 1 });

export const url = style([
  raised,
  { fontSize: vars.font.size.small, overflowWrap: 'anywhere', alignSelf: 'flex-start' },
]);
