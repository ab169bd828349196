import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: 0 });

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const term = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const description = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const muted = style([description, { color: vars.color.textMuted, fontStyle: 'italic' }]);
