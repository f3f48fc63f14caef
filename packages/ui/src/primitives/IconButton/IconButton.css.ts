import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.md,
    borderWidth: vars.border.thin,
    borderStyle: 'solid',
    borderColor: 'transparent',
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'default',
    outline: 'none',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered]': { background: vars.color.hover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.pressed, color: vars.color.text },
      '&[data-focus-visible]': {
        outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
        outlineOffset: vars.border.thin,
      },
      '&[data-disabled]': { opacity: 0.45 },
    },
  },
  variants: {
    variant: {
      ghost: {},
      secondary: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        color: vars.color.text,
      },
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered]': { background: vars.color.accentHover, color: vars.color.onAccent },
          '&[data-pressed]': { background: vars.color.accentPressed, color: vars.color.onAccent },
        },
      },
      danger: {
        color: vars.color.dangerText,
        selectors: {
          '&[data-hovered]': { background: vars.color.dangerSurface, color: vars.color.dangerText },
          '&[data-pressed]': { background: vars.color.dangerSurface, color: vars.color.dangerText },
        },
      },
    },
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

globalStyle(`${iconButton.classNames.base} svg`, {
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});
globalStyle(`${iconButton.classNames.variants.size.lg} svg`, {
  width: vars.size.iconLg,
  height: vars.size.iconLg,
});
