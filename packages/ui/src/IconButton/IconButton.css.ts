import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

/** Square buttons: the width follows the control height of each size. */
export const square = styleVariants({
  small: { width: vars.size.controlSmall, paddingInline: 0 },
  medium: { width: vars.size.control, paddingInline: 0 },
  large: { width: vars.size.controlLarge, paddingInline: 0 },
});

export const icon = style({ display: 'inline-flex' });
globalStyle(`${icon} > svg`, { width: '1.25em', height: '1.25em' });

export const tooltip = style({
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.shadow.medium,
  pointerEvents: 'none',
});
