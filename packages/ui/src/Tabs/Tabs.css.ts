import { style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../theme';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.control,
  paddingInline: vars.space.large,
  marginBottom: '-1px',
  border: 'none',
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { color: vars.color.text },
    // Ariakit sets aria-selected on the active tab.
    '&[aria-selected="true"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.tone.neutral.background,
  color: vars.tone.neutral.foreground,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    [`${tab}[aria-selected="true"] &`]: { background: vars.tone.info.background, color: vars.tone.info.foreground },
  },
});

export const panel = style({
  paddingBlock: vars.space.large,
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});
