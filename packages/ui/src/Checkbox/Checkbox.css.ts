import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const input = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  marginTop: '0.0625rem',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.tone.danger.solid}`, outlineOffset: '1px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
