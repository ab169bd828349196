import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '28rem' });

export const select = style({ flex: '0 1 14rem', minWidth: '10rem' });

export const date = style({ flex: '0 1 10rem' });

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const feed = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const more = style({ alignSelf: 'center' });

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });
