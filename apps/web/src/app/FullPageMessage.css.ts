import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xlarge,
  color: vars.color.textMuted,
  fontSize: vars.font.size.medium,
});
