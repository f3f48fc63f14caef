import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Total height of the virtual canvas (set from the virtualizer). */
export const canvasHeightVar = createVar();

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.surface,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minHeight: vars.size.controlLg,
  paddingInline: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const paginationLabel = style({
  marginInlineEnd: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const scroller = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehavior: 'contain',
  contain: 'strict',
});

export const canvas = style({
  position: 'relative',
  width: '100%',
  height: canvasHeightVar,
  outline: 'none',
});

/** Centres the empty or error state in the space the list would take. */
export const state = style({
  display: 'flex',
  flex: '1 1 auto',
  flexDirection: 'column',
  justifyContent: 'center',
});

/** The search's 'Try adjusting your filters', on its own line under the explanation. */
export const stateHint = style({ display: 'block' });

export const skeletonRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.size.iconMd} ${vars.size.avatarMd} minmax(0, 1fr) ${vars.space.xxxl}`,
  alignItems: 'center',
  columnGap: vars.space.md,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const skeletonLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

const rise = keyframes({
  from: { transform: `translate(-50%, ${vars.space.lg})`, opacity: 0 },
  to: { transform: 'translate(-50%, 0)', opacity: 1 },
});

export const selectionBar = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xl,
  insetInlineStart: '50%',
  transform: 'translate(-50%, 0)',
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  boxShadow: vars.elevation.lg,
  animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const selectionCount = style({
  marginInlineEnd: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const selectionDivider = style({
  alignSelf: 'stretch',
  width: vars.border.thin,
  marginInline: vars.space.xs,
  background: vars.color.border,
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});
