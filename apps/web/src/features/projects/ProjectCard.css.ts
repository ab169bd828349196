import { vars } from '@spyglass/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const card = style({ display: 'flex', flexDirection: 'column', height: '100%' });

export const titleRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const counts = style({ display: 'flex', gap: vars.space.xlarge, margin: 0 });

export const count = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxsmall,
});
globalStyle(`${count} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.small });
globalStyle(`${count} dd`, { margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.semibold });
