import { mediaQuery, vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxlarge });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  '@media': { [mediaQuery.medium]: { padding: vars.space.xxxlarge } },
});

export const eyebrow = style({
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.small,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const title = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [mediaQuery.medium]: { fontSize: vars.font.size.xxxlarge } },
});

export const lead = style({ color: vars.color.textMuted, fontSize: vars.font.size.large, maxWidth: '42rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const stepsTitle = style({ fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.semibold });

export const stepList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  '@media': { [mediaQuery.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const step = style({
  display: 'flex',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const stepNumber = style({
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  display: 'grid',
  placeItems: 'center',
  background: vars.tone.info.background,
  color: vars.tone.info.foreground,
  fontWeight: vars.font.weight.semibold,
});

export const stepTitle = style({ fontSize: vars.font.size.medium, fontWeight: vars.font.weight.semibold });

export const stepText = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const learnList = style({
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
