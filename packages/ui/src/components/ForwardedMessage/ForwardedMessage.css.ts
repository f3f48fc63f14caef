import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const separator = style({ margin: 0, color: vars.color.textMuted });

export const header = style({ margin: 0, display: 'flex', flexDirection: 'column' });

export const line = style({ display: 'flex', gap: vars.space.xs, minWidth: 0 });

export const label = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const body = style({ paddingBlockStart: vars.space.sm });
