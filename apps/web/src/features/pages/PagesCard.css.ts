import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: `${vars.space.medium} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const itemTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const itemMain = style({
  flex: '1 1 14rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const nameRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const name = style({
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const url = style({ fontSize: vars.font.size.small, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.small });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  color: vars.tone.danger.foreground,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.125rem' });

export const keywords = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const muted = style({ color: vars.color.textMuted });

export const changes = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const change = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const changeHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const changeTime = style({ fontWeight: vars.font.weight.medium, marginRight: vars.space.xsmall });

export const changeSummary = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

export const facts = style({
  margin: 0,
  paddingLeft: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const screenshots = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const screenshotPair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.small,
  alignItems: 'start',
});

export const fullPage = style({
  maxHeight: '60dvh',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

export const fullPageImage = style({ display: 'block', width: '100%', height: 'auto' });

export const screenshotLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  fontSize: vars.font.size.small,
});
