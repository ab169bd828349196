import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: 0 });

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const term = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const value = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontStyle: 'italic' });
