import { mediaQuery, vars } from '@spyglass/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const sidebarTop = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginInlineStart: 'auto',
});

/** The header's language switcher is compact; its label stays for screen readers via the Select. */
export const headerLanguage = style({
  minWidth: '9rem',
  '@media': { [mediaQuery.small]: { minWidth: '10rem' } },
});

export const preferences = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const preferenceSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const sectionTitle = style({ fontSize: vars.font.size.medium, fontWeight: vars.font.weight.semibold });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });
