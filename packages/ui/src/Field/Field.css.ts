import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

/** Checkbox and Switch: the control sits before its label on one row. */
export const inlineRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const inlineLabel = style([label, { cursor: 'pointer' }]);

export const required = style({ color: vars.tone.danger.foreground, marginInlineStart: vars.space.xxsmall });

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.tone.danger.foreground,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({ flexShrink: 0, width: '1em', height: '1em', marginTop: '0.2em' });

/** Inline layouts indent their messages under the label, past the control. */
export const indented = style({ paddingInlineStart: `calc(1.25rem + ${vars.space.small})` });
