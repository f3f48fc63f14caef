import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';
import { inlineIconButton } from '../styles.css';

/** The chip's data colour (a channel's or label's six-digit hex). */
export const chipColor = createVar();

export const chip = recipe({
  base: {
    vars: { [chipColor]: vars.color.borderStrong },
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    minWidth: 0,
    margin: 0,
    borderRadius: vars.radius.sm,
    borderWidth: vars.border.thin,
    borderStyle: 'solid',
    borderColor: `color-mix(in srgb, ${chipColor} 35%, transparent)`,
    background: `color-mix(in srgb, ${chipColor} 12%, ${vars.color.surfaceRaised})`,
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: `color-mix(in srgb, ${chipColor} 22%, ${vars.color.surfaceRaised})` },
      '&[data-pressed]': { background: `color-mix(in srgb, ${chipColor} 28%, ${vars.color.surfaceRaised})` },
      '&[data-focus-visible]': {
        outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
        outlineOffset: vars.border.thin,
      },
    },
  },
  variants: {
    /** `error`: a value that is wrong (a pasted entry that is not an address), in danger colours, dashed. */
    tone: {
      default: {},
      error: {
        vars: { [chipColor]: vars.color.danger },
        borderStyle: 'dashed',
        borderColor: vars.color.danger,
        background: vars.color.dangerSurface,
      },
    },
    size: {
      sm: { height: vars.size.iconLg, paddingInline: vars.space.xs, fontSize: vars.font.size.xs },
      md: { height: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { size: 'sm', tone: 'default' },
});

export const dot = style({
  width: vars.space.sm,
  height: vars.space.sm,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: chipColor,
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const icon = style({ display: 'inline-flex', color: vars.color.textMuted });

/** The icon of an error chip, in the danger text colour. */
export const errorIcon = style({ display: 'inline-flex', color: vars.color.dangerText });
globalStyle(`${errorIcon} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

/** The pressable part of a chip that also has a remove button: the chip's label as a plain button. */
export const press = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `${vars.border.thick} solid ${vars.color.focusRing}` },
  },
});
globalStyle(`${icon} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });

export const remove = style([
  inlineIconButton,
  {
    marginInlineEnd: `calc(${vars.space.xxs} * -1)`,
    padding: 0,
    width: vars.size.iconMd,
    height: vars.size.iconMd,
  },
]);
globalStyle(`${remove} svg`, { width: vars.size.iconSm, height: vars.size.iconSm });
