import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.45 } },
});

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.controlMd,
  height: vars.size.iconLg,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.accent },
    [`${root}[data-pressed] &`]: { background: vars.color.textMuted },
    [`${root}[data-selected][data-pressed] &`]: { background: vars.color.accentPressed },
    [`${root}[data-focus-visible] &`]: {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
  },
});

export const thumb = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.sm,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${root}[data-selected] &`]: {
      transform: `translateX(calc(${vars.size.controlMd} - ${vars.size.iconMd} - ${vars.space.xxs} * 2))`,
    },
  },
});
