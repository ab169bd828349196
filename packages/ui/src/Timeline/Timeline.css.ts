import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';
import { toneColors, type TimelineTone } from './groupByDay';

export const scroll = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingRight: vars.space.small,
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': { outlineOffset: '2px' } },
});

export const days = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dayHeading = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.base,
  paddingBlock: vars.space.xsmall,
  marginBottom: vars.space.small,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const items = style({ margin: 0, padding: 0, listStyle: 'none' });

const markerSize = '2rem';

export const item = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.medium,
  paddingBottom: vars.space.large,
  selectors: {
    // The rail joining one marker to the next; the last item of a day has none.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: markerSize,
      bottom: 0,
      left: `calc(${markerSize} / 2 - 1px)`,
      width: '2px',
      background: vars.color.border,
    },
  },
});

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: markerSize,
  height: markerSize,
  border: '1px solid',
  borderRadius: vars.radius.full,
});
globalStyle(`${markerBase} > svg`, { width: '1rem', height: '1rem' });

const colorOf = (tone: TimelineTone) => vars.tone[toneColors[tone]];

/** One marker style per timeline tone, in its colour family (created green, updated blue, ...). */
export const marker = styleVariants(toneColors, (_color, tone) => [
  markerBase,
  {
    background: colorOf(tone as TimelineTone).background,
    borderColor: colorOf(tone as TimelineTone).border,
    color: colorOf(tone as TimelineTone).foreground,
  },
]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.xsmall,
});

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
});

export const title = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  whiteSpace: 'nowrap',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

export const actor = style({ color: vars.color.textMuted, fontSize: vars.font.size.xsmall });

export const badge = style({ marginInlineStart: vars.space.small, verticalAlign: 'middle' });

export const action = style({ display: 'flex', gap: vars.space.small, marginTop: vars.space.xxsmall });

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.xsmall,
});

export const metaRow = style({ display: 'flex', gap: vars.space.xsmall, minWidth: 0 });

export const metaKey = style({ flexShrink: 0, color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const metaValue = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.family.mono,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const empty = style({
  paddingBlock: vars.space.xlarge,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  textAlign: 'center',
});
