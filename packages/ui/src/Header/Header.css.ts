import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.large,
  minHeight: '3.5rem',
  paddingInline: vars.space.xlarge,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const slot = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });

export const center = style([slot, { flex: 1 }]);
