import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const heading = recipe({
  base: { margin: 0, color: vars.color.text },
  variants: {
    size: {
      /** A page's large tagline (the pricing page). */
      display: {
        fontSize: vars.font.size.xxl,
        fontWeight: vars.font.weight.bold,
        lineHeight: vars.font.lineHeight.tight,
      },
      /** A screen's title (Drafts, New message). */
      page: { fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold },
      /** A section's title inside a screen. */
      section: { fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold },
    },
  },
  defaultVariants: { size: 'page' },
});
