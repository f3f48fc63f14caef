import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: '48rem',
  padding: vars.space.xl,
  color: vars.color.text,
  fontSize: vars.font.size.md,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const muted = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const error = style({ margin: 0, color: vars.color.dangerText });

export const pending = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warningText,
});

export const pendingText = style({ margin: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const rowActions = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'flex-end',
});
