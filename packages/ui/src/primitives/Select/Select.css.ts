import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    justifyContent: 'space-between',
    width: '100%',
    margin: 0,
    font: 'inherit',
    textAlign: 'start',
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 ${vars.border.thin} ${vars.color.focusRing}`,
      },
      '&[data-pressed]': { background: vars.color.pressed },
    },
  },
  variants: {
    size: {
      sm: { minHeight: vars.size.controlSm, fontSize: vars.font.size.sm },
      md: {},
    },
  },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const listbox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  outline: 'none',
});
