import { keyframes, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: { '&[data-enter]': { animation: `${fadeIn} ${vars.duration.normal} ease-out` } },
  '@media': { [reducedMotion]: { selectors: { '&[data-enter]': { animation: 'none' } } } },
});

export const dialog = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.modal,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  // SPEC §9: modals are at most 425px wide; on small screens they keep a margin.
  width: `min(${vars.size.dialog}, calc(100vw - 2 * ${vars.space.large}))`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.large})`,
  overflowY: 'auto',
  padding: vars.space.xlarge,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  outline: 'none',
  selectors: { '&[data-enter]': { animation: `${riseIn} ${vars.duration.normal} ease-out` } },
  '@media': { [reducedMotion]: { selectors: { '&[data-enter]': { animation: 'none' } } } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

// The close button sits in the corner; pull it into the padding so the title keeps its width.
export const close = style({
  marginTop: `calc(-1 * ${vars.space.small})`,
  marginRight: `calc(-1 * ${vars.space.small})`,
  flexShrink: 0,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
});
