import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const shell = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  minHeight: '100dvh',
  background: vars.color.background,
});

// Off-screen until focused, then it appears at the top left above everything.
export const skipLink = style({
  position: 'absolute',
  top: vars.space.small,
  left: vars.space.small,
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  transform: 'translateY(calc(-100% - 1rem))',
  selectors: { '&:focus': { transform: 'none' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  height: '100dvh',
  zIndex: vars.zIndex.sticky,
});

export const column = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

// At least a screen tall, so the footer starts below the fold: it stays put while a screen's
// content arrives instead of being pushed down from the bottom of the window (a layout shift).
export const main = style({
  flex: 1,
  minHeight: '100dvh',
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: vars.space.xlarge,
  outline: 'none',
});
