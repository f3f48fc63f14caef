import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const dialog = style({
  display: 'flex',
  width: '100%',
  flexDirection: 'column',
  maxHeight: `min(70vh, calc(${vars.size.dialogMd} + ${vars.space.xxxl}))`,
  outline: 'none',
  color: vars.color.text,
});

export const command = style({
  display: 'flex',
  flex: '1 1 auto',
  width: '100%',
  flexDirection: 'column',
  minHeight: 0,
});

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const inputIcon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.textMuted,
  flexShrink: 0,
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  height: vars.size.controlLg,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  '::placeholder': { color: vars.color.textMuted },
});

export const list = style({
  overflowY: 'auto',
  padding: vars.space.sm,
  scrollPaddingBlock: vars.space.sm,
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

export const group = style({});

globalStyle(`${group} [cmdk-group-heading]`, {
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  cursor: 'default',
  selectors: {
    '&[data-selected="true"]': { background: vars.color.accentSurface, color: vars.color.accentText },
  },
});
