import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The row height: two text lines plus padding. ThreadList's virtualizer reads it from the DOM. */
const rowHeight = `calc(${vars.font.size.md} * 2 * ${vars.font.lineHeight.normal} + ${vars.space.md} * 2 + ${vars.space.xxs})`;

export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `auto auto minmax(0, 1fr) auto`,
  alignItems: 'center',
  columnGap: vars.space.md,
  height: rowHeight,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  cursor: 'default',
  outline: 'none',
  userSelect: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-selected]': { background: vars.color.selected },
    '&[data-pressed]': { background: vars.color.pressed },
    '&[data-focused]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      width: vars.space.xxs,
      background: vars.color.accent,
    },
    '&[data-focus-visible]': {
      boxShadow: `inset 0 0 0 ${vars.border.thick} ${vars.color.focusRing}`,
    },
  },
});

/**
 * Positioning inside ThreadList's virtual canvas; the row's offset is its inline `transform` (not a CSS
 * variable, which every element of the row inherits: moving a row restyled all of them).
 */
export const virtualRow = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
});

export const standaloneList = style({
  display: 'block',
  outline: 'none',
  background: vars.color.surface,
});

export const avatars = style({
  display: 'flex',
  alignItems: 'center',
  width: `calc(${vars.size.avatarMd} * 2.5)`,
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minWidth: 0,
  gap: vars.space.xxs,
});

export const line = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'nowrap',
});

export const names = style({
  flexShrink: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.regular,
  selectors: { [`${row}[data-unread] &`]: { fontWeight: vars.font.weight.semibold } },
});

export const draft = style({
  flexShrink: 0,
  color: vars.color.dangerText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const channels = style({
  display: 'flex',
  gap: vars.space.xs,
  flexShrink: 0,
  maxWidth: '40%',
  overflow: 'hidden',
});

export const subject = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.font.size.md,
});

export const title = style({
  fontWeight: vars.font.weight.regular,
  selectors: { [`${row}[data-unread] &`]: { fontWeight: vars.font.weight.semibold } },
});

export const snippet = style({
  color: vars.color.textMuted,
});

export const attachments = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const attachmentMore = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: `calc(${vars.space.xxxl} + ${vars.space.xl})`,
});

export const date = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${row}[data-unread] &`]: { color: vars.color.text, fontWeight: vars.font.weight.semibold } },
});

export const dateSnoozed = style({ color: vars.color.warningText });

export const dateScheduled = style({ color: vars.color.accentText });

export const indicators = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.iconMd,
  color: vars.color.textMuted,
});

export const indicator = style({ display: 'inline-flex' });

/** The mark of a change made offline, not yet sent: muted, like the row's other meta. */
export const pending = style([indicator, { color: vars.color.textMuted }]);

export const icon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
});

export const starIcon = style([icon, { color: vars.color.warning, fill: 'currentColor' }]);

/** Quick actions: laid over the meta column when the row is hovered or holds keyboard focus. */
export const actions = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space.lg,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.xl,
  opacity: 0,
  pointerEvents: 'none',
  transition: `opacity ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${row}[data-hovered] &, ${row}[data-focused] &, ${row}[data-focus-visible-within] &`]: {
      opacity: 1,
      pointerEvents: 'auto',
    },
  },
});

globalStyle(`${actions}`, {
  backgroundImage: `linear-gradient(to right, transparent, ${vars.color.hover} ${vars.space.xl})`,
});

globalStyle(`${row}[data-selected] ${actions}`, {
  backgroundImage: `linear-gradient(to right, transparent, ${vars.color.selected} ${vars.space.xl})`,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The keyboard's drag handle (hidden until focused): over the row's left padding, out of its grid. */
export const dragHandle = style({
  position: 'absolute',
  insetInlineStart: 1,
  top: '50%',
  transform: 'translateY(-50%)',
});
