import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const placeholder = style([value, { color: vars.color.textMuted }]);

export const arrow = style({ flexShrink: 0, width: '1rem', height: '1rem', color: vars.color.textMuted });

export const popover = style({
  // Above dialogs too, since a select may sit in a dialog's form.
  zIndex: `calc(${vars.zIndex.modal} + 1)`,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(var(--popover-available-height, 20rem), 20rem)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  cursor: 'pointer',
  scrollMarginBlock: vars.space.xsmall,
  selectors: {
    // Ariakit marks the keyboard-active item with data-active-item.
    '&[data-active-item]': { background: vars.color.surfaceHover },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.semibold },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const check = style({ width: '1rem', flexShrink: 0, color: vars.color.primary });
