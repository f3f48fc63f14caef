import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const label = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});
