import { globalStyle } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const toggle = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    margin: 0,
    borderRadius: vars.radius.md,
    borderWidth: vars.border.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    fontWeight: vars.font.weight.medium,
    outline: 'none',
    cursor: 'default',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered]': { background: vars.color.hover },
      '&[data-pressed]': { background: vars.color.pressed },
      '&[data-selected]': {
        background: vars.color.accentSurface,
        borderColor: vars.color.accent,
        color: vars.color.accentText,
      },
      '&[data-focus-visible]': {
        outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
        outlineOffset: vars.border.thick,
      },
      '&[data-disabled]': { opacity: 0.45 },
    },
  },
  variants: {
    size: {
      sm: { minHeight: vars.size.controlSm, fontSize: vars.font.size.sm, paddingInline: vars.space.sm },
      md: { minHeight: vars.size.controlMd, fontSize: vars.font.size.md, paddingInline: vars.space.md },
    },
    shape: {
      text: {},
      icon: { paddingInline: 0, aspectRatio: '1' },
    },
  },
});

globalStyle(`${toggle.classNames.base} svg`, { width: vars.size.iconMd, height: vars.size.iconMd });
