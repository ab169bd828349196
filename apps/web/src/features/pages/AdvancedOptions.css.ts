import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.small,
});

export const summary = style({
  cursor: 'pointer',
  fontWeight: vars.font.weight.semibold,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.small,
    },
  },
});

export const summaryHint = style({
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingTop: vars.space.medium,
});

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const legend = style({ fontWeight: vars.font.weight.medium, padding: 0, marginBottom: vars.space.xxsmall });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
