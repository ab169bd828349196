import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

/** The fields of every form dialog, one above the other. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
