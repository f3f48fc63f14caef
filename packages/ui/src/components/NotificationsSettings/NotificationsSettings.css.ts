import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '40rem',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const state = recipe({
  base: { flex: 1, minWidth: 0, margin: 0 },
  variants: {
    tone: {
      default: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const error = style({
  margin: 0,
  color: vars.color.dangerText,
});

export const splits = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
});
