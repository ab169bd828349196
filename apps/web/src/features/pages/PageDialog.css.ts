import { vars } from '@spyglass/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small, flexWrap: 'wrap' });

export const keywordPreview = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});
