import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  height: '100%',
});

export const strip = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const tabList = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  minWidth: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'stretch',
  minHeight: vars.size.controlLg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'default',
  outline: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.hover },
    '&[data-selected]': { color: vars.color.accentText },
    '&[data-selected]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.sm,
      insetBlockEnd: 0,
      height: vars.border.thick,
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
  },
});

export const count = style({
  minWidth: vars.space.lg,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${tab}[data-selected] &`]: { background: vars.color.accentSurface, color: vars.color.accentText },
  },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const edit = style({
  display: 'flex',
  alignItems: 'center',
  marginInlineStart: 'auto',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  outline: 'none',
});

export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd });

/** The tab's content fills the tab: it is the drop target for dragged thread rows. */
export const tabContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  selectors: {
    '&[data-drop-target]': {
      background: vars.color.accentSurface,
      color: vars.color.accentText,
      boxShadow: `inset 0 0 0 ${vars.border.thick} ${vars.color.accent}`,
    },
  },
});
