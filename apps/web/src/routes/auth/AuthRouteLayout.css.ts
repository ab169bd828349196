import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  color: vars.color.text,
});
