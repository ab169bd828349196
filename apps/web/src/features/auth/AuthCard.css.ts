import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  width: '100%',
  maxWidth: '26rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({ color: vars.color.textMuted });

export const footer = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, textAlign: 'center' });
