import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.border.thin} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const text = style({ flex: 1 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const cardHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const cardTitle = style({
  margin: 0,
  flex: 1,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const muted = style({ color: vars.color.textMuted });

export const snippet = style({
  margin: 0,
  color: vars.color.textMuted,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});
