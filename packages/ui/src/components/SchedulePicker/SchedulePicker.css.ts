import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: vars.size.dialogSm,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const groupLabel = style({
  padding: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
});

export const choice = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontFamily: 'inherit',
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-selected]': { background: vars.color.selected },
    '&[data-focus-visible]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const when = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const dateField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.md,
});

export const segment = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.onAccent },
  },
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
