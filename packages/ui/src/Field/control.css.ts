import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/**
 * The box shared by text inputs, text areas and the select trigger. The
 * border uses the neutral tone's solid colour so the control's edge has 3:1
 * contrast against the surface (WCAG 1.4.11).
 */
export const control = style({
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.tone.neutral.solid}`,
  borderRadius: vars.radius.medium,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  '::placeholder': { color: vars.color.textMuted, opacity: 1 },
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.text },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
      borderColor: vars.color.focusRing,
    },
    '&[aria-invalid="true"]': { borderColor: vars.tone.danger.solid },
    '&:disabled, &[aria-disabled="true"]': { background: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 },
  },
});
