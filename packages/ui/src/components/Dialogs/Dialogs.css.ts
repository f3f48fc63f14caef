import { globalStyle, style } from '@vanilla-extract/css';
import { chipColor } from '../../primitives/Chip/Chip.css';
import { vars } from '../../theme/vars.css';

export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldLabel = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const colorField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const swatchItem = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  borderWidth: vars.border.thick,
  borderStyle: 'solid',
  borderColor: 'transparent',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.text },
    '&[data-hovered]:not([data-selected])': { borderColor: vars.color.border },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const swatch = style({
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
});

export const preview = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

/** Shortcuts help. */
export const shortcutGroups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.xl,
});

export const shortcutGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const shortcutGroupTitle = style({
  margin: 0,
  marginBottom: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const shortcutRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const shortcutLabel = style({ margin: 0, fontSize: vars.font.size.sm });

export const shortcutKeys = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

/** Browse channels. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const filterGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const segmented = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const segment = style({
  margin: 0,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      boxShadow: vars.elevation.sm,
    },
    '&[data-focus-visible]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
  },
});

export const channelList = style({ minHeight: vars.space.xxxl, maxHeight: '50vh', overflowY: 'auto' });

export const channelName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
});

export const channelMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
});

export const lock = style({ display: 'inline-flex', color: vars.color.textMuted });
globalStyle(`${lock} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const dot = style({
  background: chipColor,
  width: vars.space.sm,
  height: vars.space.sm,
  flexShrink: 0,
  borderRadius: vars.radius.full,
});

export const upgrade = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
});

/** The collision warning's teammate replies. */
export const replies = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: vars.size.filtersListMaxHeight,
  overflowY: 'auto',
});

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const replyHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const replyText = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});
