import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

export const maxHeightVar = createVar();

export const scroller = style({
  overflow: 'auto',
  maxHeight: maxHeightVar,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
});

/** Wide as the longest line, so row backgrounds run to the end when scrolled sideways. */
export const lines = style({
  margin: 0,
  minWidth: '100%',
  width: 'max-content',
  paddingBlock: vars.space.xsmall,
  fontFamily: 'inherit',
  fontSize: 'inherit',
});

export const line = style({ display: 'flex', whiteSpace: 'pre', paddingInlineEnd: vars.space.large });

export const lineType = styleVariants({
  file: { background: vars.color.surfaceMuted, color: vars.color.text, fontWeight: vars.font.weight.semibold },
  hunk: { background: vars.tone.info.background, color: vars.tone.info.foreground },
  added: { background: vars.tone.success.background, color: vars.color.text },
  removed: { background: vars.tone.danger.background, color: vars.color.text },
  context: { color: vars.color.text },
  note: { color: vars.color.textMuted, fontStyle: 'italic' },
});

/** Decorations (numbers, signs, hidden labels) stay out of copied text. */
const decoration = style({ userSelect: 'none', flexShrink: 0 });

export const number = style([
  decoration,
  {
    width: '3.5em',
    paddingInlineEnd: vars.space.small,
    textAlign: 'end',
    color: vars.color.textMuted,
  },
]);

export const sign = style([decoration, { width: '1.5em', textAlign: 'center', fontWeight: vars.font.weight.bold }]);

export const signTone = styleVariants({
  added: { color: vars.tone.success.foreground },
  removed: { color: vars.tone.danger.foreground },
  other: {},
});

export const label = style({ userSelect: 'none' });

export const header = style({ paddingInline: vars.space.medium });

export const empty = style({
  margin: 0,
  padding: vars.space.large,
  fontFamily: vars.font.family.body,
  color: vars.color.textMuted,
});
