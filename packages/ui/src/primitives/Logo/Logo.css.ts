import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
});

export const size = styleVariants({
  sm: { fontSize: vars.font.size.md },
  md: { fontSize: vars.font.size.lg },
  lg: { fontSize: vars.font.size.xxl },
});

export const mark = styleVariants({
  sm: { width: vars.size.iconLg, height: vars.size.iconLg },
  md: { width: vars.size.controlSm, height: vars.size.controlSm },
  lg: { width: vars.space.xxxl, height: vars.space.xxxl },
});

export const tile = style({ fill: vars.color.accent });
export const line = style({ stroke: vars.color.onAccent });
export const knob = style({ fill: vars.color.onAccent });
