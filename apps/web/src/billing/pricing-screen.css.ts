import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

/** Page layout only: the kit's PricingPlans and BillingPanel style themselves. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '760px',
  marginInline: 'auto',
  padding: vars.space.xxl,
  color: vars.color.text,
});

export const tagline = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const billing = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const error = style({ margin: 0, color: vars.color.dangerText });
