import { describe, expect, it } from 'vitest';
import {
  billingButtonLabel,
  billingButtons,
  billingDateLabel,
  billingPeriodName,
  centsToDollars,
  DEFAULT_BILLING_FREQUENCY,
  formatCents,
  planButton,
  planStatusLabel,
  premiumPrice,
  showPaymentDetails,
} from './plans.js';

describe('billing plan status', () => {
  it("active and canceling shows 'Active (Pending Cancellation)'", () => {
    expect(planStatusLabel({ status: 'active', canceling: true })).toBe('Active (Pending Cancellation)');
    expect(planStatusLabel({ status: 'active', canceling: false })).toBe('Active');
    expect(planStatusLabel({ status: 'past_due', canceling: false })).toBe('Past due');
  });
  it('no plan: upgrade; canceled/unpaid: renew; otherwise manage plan', () => {
    expect(billingButtons(null)).toEqual({
      showUpgradeButton: true,
      showRenewButton: false,
      showManagePlanButton: false,
    });
    expect(billingButtonLabel(null)).toBe('Upgrade plan');
    expect(billingButtonLabel({ status: 'canceled' })).toBe('Renew plan');
    expect(billingButtonLabel({ status: 'unpaid' })).toBe('Renew plan');
    expect(billingButtonLabel({ status: 'past_due' })).toBe('Manage plan');
    expect(billingButtonLabel({ status: 'active' })).toBe('Manage plan');
  });
  it('payment details hidden when canceled', () => {
    expect(showPaymentDetails({ status: 'canceled' })).toBe(false);
    expect(showPaymentDetails({ status: 'active' })).toBe(true);
    expect(showPaymentDetails(null)).toBe(false);
  });
  it("date label 'Active until' if canceling, else 'Renews on'", () => {
    expect(billingDateLabel({ canceling: true })).toBe('Active until');
    expect(billingDateLabel({ canceling: false })).toBe('Renews on');
  });
});

describe('money', () => {
  it('prices in cents shown as dollars; invoice amount divided by 100', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(formatCents(2000)).toBe('$20');
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
  it('PREMIUM $20 per member per month monthly, $16 yearly rate ($192 per year)', () => {
    expect(premiumPrice('monthly')).toEqual({ perMonthCents: 2000, perYearCents: null });
    expect(premiumPrice('yearly')).toEqual({ perMonthCents: 1600, perYearCents: 19200 });
    expect(DEFAULT_BILLING_FREQUENCY).toBe('yearly');
  });
  it('billing periods in months: 1 monthly, 3 quarterly, 12 annually, 24 biennially, 36 triennially', () => {
    expect([1, 3, 12, 24, 36].map(billingPeriodName)).toEqual([
      'monthly',
      'quarterly',
      'annually',
      'biennially',
      'triennially',
    ]);
    expect(billingPeriodName(6)).toBe('every 6 months');
  });
});

describe('plan buttons', () => {
  it("'Current plan' (disabled)", () => {
    expect(planButton({ plan: 'FREE', currentPlan: 'FREE', loggedIn: true })).toEqual({
      label: 'Current plan',
      disabled: true,
      target: 'none',
    });
  });
  it("'Upgrade plan' when logged in, going to checkout for premium", () => {
    expect(planButton({ plan: 'PREMIUM', currentPlan: 'FREE', loggedIn: true })).toEqual({
      label: 'Upgrade plan',
      disabled: false,
      target: 'checkout',
    });
    expect(planButton({ plan: 'FREE', currentPlan: 'PREMIUM', loggedIn: true }).target).toBe('none');
  });
  it("else 'Get started', going to /signin", () => {
    expect(planButton({ plan: 'PREMIUM', currentPlan: null, loggedIn: false })).toEqual({
      label: 'Get started',
      disabled: false,
      target: 'signin',
    });
  });
});
