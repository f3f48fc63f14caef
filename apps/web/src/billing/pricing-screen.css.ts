import { vars } from '@switchboard/ui';
import { style } from '@vanilla-extract/css';

/** Page layout only: the kit's Heading, Text, PricingPlans and BillingPanel style themselves. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '760px',
  marginInline: 'auto',
  padding: vars.space.xxl,
});

export const billing = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
