import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const rise = keyframes({
  from: { transform: `translate(-50%, ${vars.space.lg})`, opacity: 0 },
  to: { transform: 'translate(-50%, 0)', opacity: 1 },
});

export const root = style({
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
  color: vars.color.text,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  boxShadow: vars.elevation.lg,
  animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const count = style({
  marginInlineEnd: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const divider = style({
  alignSelf: 'stretch',
  width: vars.border.thin,
  marginInline: vars.space.xs,
  background: vars.color.border,
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});
