import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQuery, reducedMotion, vars } from '../theme';

/** How far the toast has been dragged by a swipe, in px (set inline while swiping). */
export const swipeX = createVar();

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(100%)' },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({
  from: { opacity: 1, transform: `translateX(${swipeX})` },
  to: { opacity: 0, transform: 'translateX(100%)' },
});

export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  padding: vars.space.large,
  margin: 0,
  outline: 'none',
  // The empty area must not block clicks on the page beneath; toasts take them back.
  pointerEvents: 'none',
  '@media': {
    [mediaQuery.small]: { insetInline: 'auto', right: 0, width: '24rem', maxWidth: '100vw' },
  },
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const toast = recipe({
  base: {
    vars: { [swipeX]: '0px' },
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    paddingRight: vars.space.small,
    border: '1px solid',
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.large,
    pointerEvents: 'auto',
    touchAction: 'pan-y',
    transform: `translateX(${swipeX})`,
    transition: `transform ${vars.duration.normal} ease-out`,
    selectors: {
      '&[data-state="open"]': { animation: `${enter} ${vars.duration.normal} ease-out` },
      '&[data-state="closed"]': { animation: `${exit} ${vars.duration.normal} ease-in forwards` },
      // Follow the finger without lag while swiping.
      '&[data-swiping]': { transition: 'none' },
    },
    '@media': {
      [reducedMotion]: {
        transition: 'none',
        selectors: {
          '&[data-state="open"]': { animation: 'none' },
          '&[data-state="closed"]': { animation: 'none', display: 'none' },
        },
      },
    },
  },
  variants: {
    variant: {
      default: { background: vars.color.surface, borderColor: vars.color.border, color: vars.color.text },
      success: {
        background: vars.tone.success.background,
        borderColor: vars.tone.success.border,
        color: vars.tone.success.foreground,
      },
      destructive: {
        background: vars.tone.danger.background,
        borderColor: vars.tone.danger.border,
        color: vars.tone.danger.foreground,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, paddingTop: '0.125rem' });
globalStyle(`${icon} > svg`, { width: '1.125rem', height: '1.125rem' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const title = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });

export const description = style({ fontSize: vars.font.size.small, opacity: 0.9 });

export const close = style({ flexShrink: 0, marginTop: `calc(-1 * ${vars.space.xsmall})`, color: 'inherit' });
