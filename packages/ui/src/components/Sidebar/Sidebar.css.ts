import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A channel's or label's data colour, set inline from its `#rrggbb`. */
export const colorVar = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  width: '100%',
  background: vars.color.surface,
  borderInlineEnd: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.text,
});

export const compose = style({ paddingInline: vars.space.sm, paddingBlockStart: vars.space.sm });

export const tabList = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xxs,
  margin: vars.space.sm,
  padding: vars.space.xxs,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const tab = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      boxShadow: vars.elevation.sm,
    },
    '&[data-focus-visible]': { boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  paddingInline: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  outline: 'none',
  touchAction: 'pan-y',
});

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-current]': { background: vars.color.accentSurface, color: vars.color.accentText },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { background: vars.color.selected },
  },
});

export const itemUnread = style({ fontWeight: vars.font.weight.semibold });

export const itemName = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const count = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${item}[data-current] &`]: { color: vars.color.accentText } },
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${item}[data-current] &`]: { color: vars.color.accentText } },
});

export const coloredIcon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
  color: colorVar,
});

export const colorDot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  flexShrink: 0,
  borderRadius: vars.radius.full,
});

export const dragHandle = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  opacity: 0,
  outline: 'none',
  selectors: {
    [`${item}[data-hovered] &, ${item}[data-focus-visible] &, ${item}[data-focus-visible-within] &`]: {
      opacity: 1,
    },
    '&[data-focus-visible]': { opacity: 1, boxShadow: `0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
  },
});

/** Where a dragged channel lands: a line between two rows, drawn while it is the target. */
export const dropIndicator = style({
  height: 0,
  outline: 'none',
  borderRadius: vars.radius.full,
  selectors: {
    '&[data-drop-target]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
  },
});

export const addButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover, color: vars.color.text },
    '&[data-focus-visible]': { boxShadow: `inset 0 0 0 ${vars.border.thick} ${vars.color.focusRing}` },
  },
});

export const disclosureTrigger = style([
  addButton,
  {
    width: '100%',
    justifyContent: 'space-between',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
]);

export const chevron = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(90deg)' } },
});

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: 'auto',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontSize: vars.font.size.sm,
});

export const cardTone = styleVariants({
  info: { borderColor: vars.color.border },
  warning: { borderColor: vars.color.warning, background: vars.color.warningSurface },
  critical: { borderColor: vars.color.danger, background: vars.color.dangerSurface },
});

export const cardTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  margin: 0,
});

export const cardText = style({
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
  margin: 0,
  selectors: {
    [`${cardTone.warning} &`]: { color: vars.color.warningText },
    [`${cardTone.critical} &`]: { color: vars.color.dangerText },
  },
});
