import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const button = recipe({
  base: {
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
      // Ariakit marks disabled buttons with aria-disabled (focusable while loading) or disabled.
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.85 },
    },
  },
  variants: {
    variant: {
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
    },
    size: {
      small: { minHeight: vars.size.controlSmall, paddingInline: vars.space.medium, fontSize: vars.font.size.small },
      medium: { minHeight: vars.size.control, paddingInline: vars.space.large, fontSize: vars.font.size.small },
      large: { minHeight: vars.size.controlLarge, paddingInline: vars.space.xlarge, fontSize: vars.font.size.medium },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonRecipeVariants = RecipeVariants<typeof button>;

/** Icons passed as children keep their size and never shrink the label. */
export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });
