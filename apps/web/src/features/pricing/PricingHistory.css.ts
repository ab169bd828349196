import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const charts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge, maxWidth: '48rem' });

export const intro = style({ margin: 0, color: vars.color.textMuted });
