import { style } from '@vanilla-extract/css';
import { mediaQuery, reducedMotion, vars } from '../theme';

export const nav = style({ minWidth: 0 });

/** A row that scrolls on small screens, a column beside the content from medium up. */
export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  '@media': { [mediaQuery.medium]: { flexDirection: 'column', overflowX: 'visible' } },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  borderInlineStart: '3px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.tone.info.background,
      color: vars.tone.info.foreground,
      borderInlineStartColor: vars.tone.info.foreground,
    },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});
