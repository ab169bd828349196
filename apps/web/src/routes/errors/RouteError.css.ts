import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  textAlign: 'center',
});

export const title = style({ fontSize: vars.font.size.xxlarge, fontWeight: vars.font.weight.bold });

export const text = style({ color: vars.color.textMuted, maxWidth: '40rem' });

export const detail = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  background: vars.color.surfaceMuted,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  maxWidth: '100%',
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
});

export const actions = style({ display: 'flex', gap: vars.space.medium, flexWrap: 'wrap', justifyContent: 'center' });
