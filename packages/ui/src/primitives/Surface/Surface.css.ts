import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const surface = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    borderWidth: vars.border.thin,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
    },
    /** Takes the rest of a column (a full-page composer's sheet). */
    fill: {
      true: { flex: 1, minHeight: 0 },
      false: {},
    },
  },
  defaultVariants: { padding: 'none', fill: false },
});
