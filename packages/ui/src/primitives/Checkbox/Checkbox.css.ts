import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  cursor: 'default',
  outline: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.45 } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  borderRadius: vars.radius.sm,
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  background: vars.color.surfaceRaised,
  color: vars.color.onAccent,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.thick,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

globalStyle(`${box} svg`, { width: vars.size.iconSm, height: vars.size.iconSm, strokeWidth: 3 });
