import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';
import type { ButtonSize, ButtonVariant } from './buttonVariants';

// Plain class maps rather than a recipe: the button is on every first screen, and a
// recipe brings its runtime into the page's first script.
export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    // Disabled is aria-disabled while loading (still focusable), else the native attribute.
    '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.85 },
  },
});

export const variant = styleVariants<Record<ButtonVariant, Parameters<typeof style>[0]>>({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: vars.color.surfaceHover } },
  },
  destructive: {
    background: vars.tone.danger.solid,
    color: vars.color.textInverse,
    selectors: {
      '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: vars.tone.danger.foreground },
    },
  },
});

export const size = styleVariants<Record<ButtonSize, Parameters<typeof style>[0]>>({
  small: { minHeight: vars.size.controlSmall, paddingInline: vars.space.medium, fontSize: vars.font.size.small },
  medium: { minHeight: vars.size.control, paddingInline: vars.space.large, fontSize: vars.font.size.small },
  large: { minHeight: vars.size.controlLarge, paddingInline: vars.space.xlarge, fontSize: vars.font.size.medium },
});

/** Icons passed as children keep their size and never shrink the label. */
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
