import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/**
 * A native checkbox drawn as a track with a thumb. The unchecked track uses
 * the neutral solid colour and the checked one the primary colour, both with
 * 3:1 contrast against the surface; the thumb's position also shows the state.
 */
export const input = style({
  appearance: 'none',
  position: 'relative',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  margin: 0,
  borderRadius: vars.radius.full,
  background: vars.tone.neutral.solid,
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}`,
  '::before': {
    content: '""',
    position: 'absolute',
    top: '0.1875rem',
    left: '0.1875rem',
    width: '1.125rem',
    height: '1.125rem',
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    boxShadow: vars.shadow.small,
    transition: `transform ${vars.duration.fast}`,
  },
  selectors: {
    '&:checked': { background: vars.color.primary },
    '&:checked::before': { transform: 'translateX(1rem)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.tone.danger.solid}`, outlineOffset: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    // Windows high-contrast mode drops backgrounds; a border keeps the track visible.
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});
