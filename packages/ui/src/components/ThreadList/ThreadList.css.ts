import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  background: vars.color.surface,
  color: vars.color.text,
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

/**
 * The virtual canvas; its height (the virtualizer's total) is set inline as `height`, not through a CSS
 * variable: a custom property is inherited, so changing it (an archived row) restyled every element of
 * every rendered row.
 */
export const canvas = style({
  position: 'relative',
  width: '100%',
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

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});
