import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const shortcut = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const sequenceArrow = style({ paddingInline: vars.space.xxs });

const keyBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.iconLg,
  height: vars.size.iconLg,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  borderWidth: vars.border.thin,
  borderStyle: 'solid',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: vars.font.weight.medium,
});

export const key = styleVariants({
  default: [
    keyBase,
    {
      background: vars.color.surfaceRaised,
      borderColor: vars.color.border,
      borderBottomWidth: vars.border.thick,
      color: vars.color.text,
    },
  ],
  inverse: [keyBase, { background: 'transparent', borderColor: 'currentColor', color: 'inherit' }],
  subtle: [
    keyBase,
    { background: 'transparent', borderColor: 'transparent', color: 'inherit', paddingInline: 0 },
  ],
});
