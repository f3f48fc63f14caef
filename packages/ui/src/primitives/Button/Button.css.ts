import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    margin: 0,
    borderRadius: vars.radius.md,
    borderWidth: vars.border.thin,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'default',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
        outlineOffset: vars.border.thick,
      },
      '&[data-disabled]:not([data-pending])': { opacity: 0.45 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered]': { background: vars.color.accentHover },
          '&[data-pressed]': { background: vars.color.accentPressed },
        },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.border,
        boxShadow: vars.elevation.sm,
        selectors: {
          '&[data-hovered]': { background: vars.color.hover, borderColor: vars.color.borderStrong },
          '&[data-pressed]': { background: vars.color.pressed },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.hover },
          '&[data-pressed]': { background: vars.color.pressed },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]': { background: vars.color.dangerHover },
          '&[data-pressed]': { background: vars.color.dangerHover },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'secondary', size: 'md', fullWidth: false },
});

globalStyle(`${button.classNames.base} svg`, {
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
});

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const pending = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const shortcut = style({
  marginInlineStart: vars.space.xs,
  opacity: 0.8,
});
