import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const range = style({
  marginInlineEnd: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});
