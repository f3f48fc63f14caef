import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The channel's colour (its icon). */
export const colorVar = createVar();

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const icon = style({
  flexShrink: 0,
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  color: colorVar,
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
