import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const message = style({
  color: vars.color.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
