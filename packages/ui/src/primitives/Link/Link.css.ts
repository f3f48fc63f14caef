import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const link = recipe({
  base: {
    color: vars.color.accentText,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.border.thick} solid ${vars.color.focusRing}`,
        outlineOffset: vars.border.thin,
      },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
    },
  },
  variants: {
    variant: {
      inline: { textDecoration: 'underline' },
      standalone: {
        textDecoration: 'none',
        fontWeight: vars.font.weight.medium,
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
      muted: {
        color: vars.color.textMuted,
        textDecoration: 'underline',
        selectors: { '&[data-hovered]': { color: vars.color.text } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
