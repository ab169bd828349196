import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';
import { badgeTones, type BadgeTone } from './badgeTones';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: '1.25rem',
  justifyContent: 'center',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: '1px solid',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const tone = styleVariants(
  Object.fromEntries(badgeTones.map((name) => [name, name])) as Record<BadgeTone, BadgeTone>,
  (name) => ({
    background: vars.tone[name].background,
    color: vars.tone[name].foreground,
    borderColor: vars.tone[name].border,
  }),
);
