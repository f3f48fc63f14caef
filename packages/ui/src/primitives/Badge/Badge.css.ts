import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    flexShrink: 0,
    minWidth: vars.size.iconMd,
    height: vars.size.iconLg,
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      soft: { background: vars.color.accentSurface, color: vars.color.accentText },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
      danger: { background: vars.color.dangerSurface, color: vars.color.dangerText },
      success: { background: vars.color.successSurface, color: vars.color.successText },
      warning: { background: vars.color.warningSurface, color: vars.color.warningText },
      outline: {
        background: 'transparent',
        color: vars.color.textMuted,
        boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
