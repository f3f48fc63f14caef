import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'default',
  outline: 'none',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.hover },
    '&[data-selected]': { color: vars.color.text },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.border.thick} * -1)`,
    },
    '&[data-disabled]': { opacity: 0.45 },
  },
});

export const tabList = recipe({
  base: { display: 'flex', gap: vars.space.xxs, overflowX: 'auto' },
  variants: {
    variant: {
      underline: { borderBottom: `${vars.border.thin} solid ${vars.color.border}` },
      pill: {
        alignSelf: 'flex-start',
        padding: vars.space.xxs,
        borderRadius: vars.radius.lg,
        background: vars.color.surfaceSunken,
      },
    },
  },
  defaultVariants: { variant: 'underline' },
});

globalStyle(`${tabList.classNames.variants.variant.underline} ${tab}`, {
  borderBottomLeftRadius: 0,
  borderBottomRightRadius: 0,
});
globalStyle(`${tabList.classNames.variants.variant.underline} ${tab}[data-selected]::after`, {
  content: '""',
  position: 'absolute',
  insetInline: vars.space.sm,
  bottom: `calc(${vars.border.thin} * -1)`,
  height: vars.border.thick,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});
globalStyle(`${tabList.classNames.variants.variant.pill} ${tab}[data-selected]`, {
  background: vars.color.surfaceRaised,
  boxShadow: vars.elevation.sm,
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` } },
});
