import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const group = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-focus-within]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { color: vars.color.textMuted, background: vars.color.surface },
  },
});

export const field = style({ display: 'inline-flex' });

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-type="literal"]': { paddingInline: 0 },
  },
});

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'default', opacity: 0.5 },
  },
});

export const popover = style({
  padding: vars.space.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.md,
  color: vars.color.text,
  outline: 'none',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const headerCell = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const cell = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: '1px',
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});
