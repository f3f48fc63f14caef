import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const toaster = style({});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    width: vars.size.toastWidth,
    maxWidth: `calc(100vw - ${vars.space.xl})`,
    minHeight: vars.size.controlLg,
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    borderRadius: vars.radius.lg,
    boxShadow: vars.elevation.lg,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.inverseSurface, color: vars.color.textInverse },
      error: { background: vars.color.danger, color: vars.color.onDanger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const message = style({ flex: 1, minWidth: 0 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 });

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
  outline: 'none',
  cursor: 'default',
  selectors: {
    '&[data-hovered]': { background: 'color-mix(in srgb, currentColor 14%, transparent)' },
    '&[data-pressed]': { background: 'color-mix(in srgb, currentColor 22%, transparent)' },
    '&[data-focus-visible]': {
      outline: `${vars.border.thick} solid currentColor`,
      outlineOffset: vars.border.thin,
    },
  },
});

export const secondary = style({ fontWeight: vars.font.weight.medium, opacity: 0.9 });

export const close = style([
  action,
  { paddingInline: vars.space.xs, width: vars.size.controlSm, justifyContent: 'center' },
]);

globalStyle(`${close} svg`, { width: vars.size.iconMd, height: vars.size.iconMd });
