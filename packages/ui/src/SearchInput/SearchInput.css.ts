import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({ position: 'relative', display: 'flex', alignItems: 'center', minWidth: 0 });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  width: '1rem',
  height: '1rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  paddingInlineStart: `calc(${vars.space.medium} + 1rem + ${vars.space.small})`,
  paddingInlineEnd: `calc(${vars.size.controlSmall} + ${vars.space.xsmall})`,
  selectors: {
    // The browser's own clear button would duplicate ours (and has no label we control).
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const clear = style({ position: 'absolute', insetInlineEnd: vars.space.xxsmall });
