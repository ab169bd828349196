import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';
import type { AlertTone } from './alertTones';

export const root = style({
  display: 'flex',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  border: '1px solid',
  color: vars.color.text,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

const toneToken = { info: 'info', success: 'success', destructive: 'danger' } as const satisfies Record<
  AlertTone,
  keyof typeof vars.tone
>;

export const tone = styleVariants(toneToken, (token) => ({
  background: vars.tone[token].background,
  borderColor: vars.tone[token].border,
}));

/** The icon and title take the tone's dark foreground, which keeps AA contrast on the tinted background. */
export const accent = styleVariants(toneToken, (token) => ({ color: vars.tone[token].foreground }));

export const icon = style({ flexShrink: 0, width: '1.25rem', height: '1.25rem', marginTop: '0.0625rem' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const title = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  marginTop: vars.space.xxsmall,
});
