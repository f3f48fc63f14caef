import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { fadeIn, fadeOut } from '../styles.css';

export const tooltip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: vars.size.tooltipMaxWidth,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.inverseSurface,
  color: vars.color.textInverse,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  boxShadow: vars.elevation.md,
  zIndex: vars.zIndex.tooltip,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.exit}` },
  },
});

export const shortcut = style({
  color: vars.color.textInverse,
  opacity: 0.85,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
});
