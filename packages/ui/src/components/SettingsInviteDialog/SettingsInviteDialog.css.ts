import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const addRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const field = style({ flex: 1, minWidth: 0 });

export const addButton = style({ marginTop: vars.space.xl });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const groupTitle = style({
  margin: 0,
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const suggestions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });
