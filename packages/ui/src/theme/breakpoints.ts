/** Breakpoints in px (media queries cannot read CSS variables). */
export const breakpoints = { small: 640, medium: 768, large: 1024 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** A min-width media query for use inside vanilla-extract `@media` blocks. */
export const mediaQuery = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
} as const;

/** Users who ask for less motion get none. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
