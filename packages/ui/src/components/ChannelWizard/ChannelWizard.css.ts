import { createVar, style } from '@vanilla-extract/css';

/** The channel's colour, set inline from its `#rrggbb`. */
export const colorVar = createVar();

import { vars } from '../../theme/vars.css';

/** The full-screen layer: the steps on the left, the live preview on the right. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.bg,
  display: 'flex',
  outline: 'none',
});

export const modal = style({ display: 'flex', flex: 1, minWidth: 0, outline: 'none' });

export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  flex: 1,
  minWidth: 0,
  outline: 'none',
});

export const stepPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xxxl,
  overflowY: 'auto',
  background: vars.color.surface,
});

export const stepHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const stepCounter = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const fieldLabel = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const radioGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const radioRow = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const radioDot = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  borderWidth: vars.border.thick,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  flexShrink: 0,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.accent,
      borderWidth: vars.space.xs,
    },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
  },
});

export const upsell = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });

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
  selectors: {
    '&[data-selected]': { borderColor: vars.color.text },
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

export const queryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const queryItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surfaceRaised,
});

export const queryTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const queryText = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const or = style({
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

/** The live preview. */
export const previewPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xxxl,
  overflowY: 'auto',
  background: vars.color.surfaceSunken,
  borderLeftWidth: vars.border.thin,
  borderLeftStyle: 'solid',
  borderLeftColor: vars.color.border,
});

export const previewHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.elevation.sm,
});

export const colorDot = style({
  background: colorVar,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  flexShrink: 0,
});

export const visibilityIcon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.textMuted,
  flexShrink: 0,
});

export const nameField = style({ display: 'flex', flex: 1, minWidth: 0 });

export const nameInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  padding: vars.space.xs,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.hover },
    '&[data-focus-visible], &:focus': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thin,
    },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const filtersNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const resultSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const resultHeader = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const resultQuery = style({
  fontFamily: vars.font.family.mono,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 10rem) minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'baseline',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  selectors: {
    '& + &': {
      borderTopWidth: vars.border.thin,
      borderTopStyle: 'solid',
      borderTopColor: vars.color.border,
    },
  },
});

export const rowPeople = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowText = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowTitle = style({ color: vars.color.text });

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  textAlign: 'center',
  padding: vars.space.xl,
});

export const busy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  flex: 1,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});
