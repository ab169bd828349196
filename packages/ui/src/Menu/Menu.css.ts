import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../theme';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

export const menu = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: '10rem',
  maxHeight: 'var(--popover-available-height, 20rem)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: {
    '&[data-enter]': { animation: `${enter} ${vars.duration.fast} ease-out` },
  },
  '@media': { [reducedMotion]: { selectors: { '&[data-enter]': { animation: 'none' } } } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  outline: 'none',
  scrollMargin: vars.space.xsmall,
  selectors: {
    // Ariakit marks the item that has keyboard or pointer focus with data-active-item.
    '&[data-active-item]': { background: vars.color.surfaceHover },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[data-tone="destructive"]': { color: vars.tone.danger.foreground },
    '&[data-tone="destructive"][data-active-item]': { background: vars.tone.danger.background },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0 });
globalStyle(`${itemIcon} > svg`, { width: '1rem', height: '1rem' });

export const separator = style({
  height: '1px',
  marginBlock: vars.space.xsmall,
  border: 'none',
  background: vars.color.border,
});

export const chevron = style({ width: '1rem', height: '1rem' });
