import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const buttonIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 });

export const menu = style({
  // Above dialogs too, like every popover of the design system.
  zIndex: `calc(${vars.zIndex.modal} + 1)`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: '14rem',
  maxHeight: 'min(var(--popover-available-height, 24rem), 24rem)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const group = style({ display: 'flex', flexDirection: 'column' });

export const groupLabel = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
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
  selectors: {
    '&[data-active-item]': { background: vars.color.surfaceHover },
    '&[aria-checked="true"]': { fontWeight: vars.font.weight.semibold },
  },
});

export const check = style({ width: '1rem', flexShrink: 0, color: vars.color.primary });

export const separator = style({ margin: 0, border: 0, borderTop: `1px solid ${vars.color.border}` });
