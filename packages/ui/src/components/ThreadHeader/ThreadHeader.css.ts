import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const topRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  border: `${vars.border.thin} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:hover:not(:read-only)': { borderColor: vars.color.border },
    '&:focus-visible': {
      borderColor: vars.color.focusRing,
      outline: `${vars.border.thin} solid ${vars.color.focusRing}`,
    },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });

export const propertiesRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
