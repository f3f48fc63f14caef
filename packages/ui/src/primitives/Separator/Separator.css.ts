import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const separator = recipe({
  base: { flexShrink: 0, margin: 0, border: 'none', background: vars.color.border },
  variants: {
    orientation: {
      horizontal: { height: vars.border.thin, width: '100%' },
      vertical: { width: vars.border.thin, alignSelf: 'stretch' },
    },
    spacing: { none: {}, sm: {}, md: {} },
  },
  compoundVariants: [
    { variants: { orientation: 'horizontal', spacing: 'sm' }, style: { marginBlock: vars.space.sm } },
    { variants: { orientation: 'horizontal', spacing: 'md' }, style: { marginBlock: vars.space.lg } },
    { variants: { orientation: 'vertical', spacing: 'sm' }, style: { marginInline: vars.space.sm } },
    { variants: { orientation: 'vertical', spacing: 'md' }, style: { marginInline: vars.space.lg } },
  ],
});
