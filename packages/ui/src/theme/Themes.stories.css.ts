import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(22rem, 1fr))',
});

export const sample = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
});

export const sampleTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const palette = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.md,
  padding: vars.space.xl,
});

export const swatchCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const swatch = style({
  height: vars.space.xxxl,
  borderRadius: vars.radius.md,
  boxShadow: `inset 0 0 0 ${vars.border.thin} ${vars.color.border}`,
});

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
