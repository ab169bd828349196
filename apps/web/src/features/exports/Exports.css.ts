import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const row = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const link = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.small });

export const linkRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.small,
});
