import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const caption = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.medium });

export const svg = style({ width: '100%', height: 'auto', display: 'block', overflow: 'visible' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const axisText = style({ fill: vars.color.textMuted, fontSize: '12px', fontFamily: vars.font.family.body });

/** The series' colours: theme tones, told apart by dash and marker shape too, never by colour alone. */
export const seriesColors = [
  vars.tone.info.solid,
  vars.tone.orange.solid,
  vars.tone.success.solid,
  vars.tone.danger.solid,
  vars.tone.warning.solid,
  vars.tone.neutral.solid,
] as const;

export const line = style({ fill: 'none', strokeWidth: 2.5, strokeLinejoin: 'round' });

export const marker = style({
  cursor: 'default',
  outline: 'none',
  selectors: { '&:focus-visible': { stroke: vars.color.focusRing, strokeWidth: 3 } },
});

export const tooltip = styleVariants({
  shown: {
    fontSize: vars.font.size.small,
    color: vars.color.text,
    minHeight: '1.5em',
  },
  hidden: { minHeight: '1.5em' },
});

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  fontSize: vars.font.size.small,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const details = style({ fontSize: vars.font.size.small });

export const summary = style({ cursor: 'pointer', color: vars.color.link, width: 'fit-content' });

export const table = style({ marginTop: vars.space.small, borderCollapse: 'collapse', width: '100%' });

globalStyle(`${table} th, ${table} td`, { textAlign: 'left', padding: `${vars.space.xxsmall} ${vars.space.small}` });

export const tableRow = style({ borderTop: `1px solid ${vars.color.border}` });

export const empty = style({ color: vars.color.textMuted });
