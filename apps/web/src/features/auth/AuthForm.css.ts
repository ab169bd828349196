import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const inlineLinks = style({ display: 'flex', justifyContent: 'flex-end', fontSize: vars.font.size.small });

export const link = style({
  // WCAG 2.5.8: a small text link still needs a 24px-high target.
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space.xlarge,
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const instructions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  color: vars.color.textMuted,
});
