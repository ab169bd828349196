import { globalStyle, style } from '@vanilla-extract/css';
import { reducedMotion, vars } from '../theme';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  // SPEC §9: 64 units wide, 16 units narrow.
  width: vars.size.sidebarWide,
  height: '100%',
  padding: vars.space.medium,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowX: 'hidden',
  overflowY: 'auto',
  transition: `width ${vars.duration.normal} ease-out`,
  selectors: { '&[data-collapsed]': { width: vars.size.sidebarNarrow, paddingInline: vars.space.small } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const slot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.size.control,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.tone.info.background, color: vars.tone.info.foreground },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '[data-collapsed] &': { justifyContent: 'center', paddingInline: 0 },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
globalStyle(`${icon} > svg`, { width: '1.25rem', height: '1.25rem' });

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const footer = style([slot, { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.medium }]);

export const toggle = style({ alignSelf: 'flex-end', selectors: { '[data-collapsed] &': { alignSelf: 'center' } } });

/** A count beside the label; a small pill on the icon's corner while collapsed. */
export const badge = style({
  marginInlineStart: 'auto',
  minWidth: '1.25rem',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  lineHeight: '1.25rem',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '[data-collapsed] &': {
      position: 'absolute',
      top: vars.space.xxsmall,
      right: vars.space.xxsmall,
      minWidth: '1rem',
      lineHeight: '1rem',
    },
  },
});
