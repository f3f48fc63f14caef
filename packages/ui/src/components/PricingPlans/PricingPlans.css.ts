import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const toggleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

/* The monthly / yearly toggle uses the dialogs' segmented control (Dialogs.css.ts `segmented`, `segment`). */

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.xl,
    borderRadius: vars.radius.lg,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    background: vars.color.surface,
  },
  variants: {
    highlighted: {
      true: { borderColor: vars.color.accent, boxShadow: vars.elevation.sm },
      false: {},
    },
  },
});

export const planName = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const price = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
