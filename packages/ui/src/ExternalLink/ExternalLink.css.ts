import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xxsmall,
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  ':hover': { textDecorationThickness: '2px' },
});

export const icon = style({ flexShrink: 0, width: '0.875em', height: '0.875em', alignSelf: 'center' });
