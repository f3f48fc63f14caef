import {
  PREMIUM_MONTHLY_PRICE_CENTS,
  PREMIUM_YEARLY_MONTHLY_PRICE_CENTS,
  PREMIUM_YEARLY_PRICE_CENTS,
} from '../constants/constants.js';
import type { CurrentPlan } from '../model/billing.js';
import type { BillingFrequency, PlanName } from '../model/enums.js';
import { coreMessages } from '../texts/messages.js';

const b = coreMessages.settings.billing;

/** The plan status label: 'Active (Pending Cancellation)' when active and canceling. */
export function planStatusLabel(plan: Pick<CurrentPlan, 'status' | 'canceling'>): string {
  if (plan.status === 'active' && plan.canceling) return b.pendingCancellation;
  return b.statuses[plan.status];
}

/** Which billing buttons show: no plan upgrades, canceled/unpaid renews, anything else manages. */
export function billingButtons(plan: Pick<CurrentPlan, 'status'> | null): {
  showUpgradeButton: boolean;
  showRenewButton: boolean;
  showManagePlanButton: boolean;
} {
  const renew = plan !== null && (plan.status === 'canceled' || plan.status === 'unpaid');
  return {
    showUpgradeButton: plan === null,
    showRenewButton: renew,
    showManagePlanButton: plan !== null && !renew,
  };
}

/** The primary billing button's label: 'Upgrade plan', else 'Renew plan', else 'Manage plan'. */
export function billingButtonLabel(plan: Pick<CurrentPlan, 'status'> | null): string {
  const buttons = billingButtons(plan);
  if (buttons.showUpgradeButton) return b.upgradePlan;
  if (buttons.showRenewButton) return b.renewPlan;
  return b.managePlan;
}

/** Payment details are hidden when the plan is canceled. */
export function showPaymentDetails(plan: Pick<CurrentPlan, 'status'> | null): boolean {
  return plan !== null && plan.status !== 'canceled';
}

/** 'Active until' when canceling, else 'Renews on'. */
export function billingDateLabel(plan: Pick<CurrentPlan, 'canceling'>): string {
  return plan.canceling ? b.activeUntil : b.renewsOn;
}

/** Cents to dollars (a number): 1999 gives 19.99. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Cents shown as dollars: 2000 gives '$20', 1999 gives '$19.99', 123456 gives '$1,234.56'. */
export function formatCents(cents: number): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(centsToDollars(cents));
}

/** Billing periods in months and their names. */
export const BILLING_PERIOD_NAMES: Readonly<Record<number, string>> = {
  1: 'monthly',
  3: 'quarterly',
  12: 'annually',
  24: 'biennially',
  36: 'triennially',
};

/** The name of a billing period in months ('monthly', 'annually', ...; 'every N months' otherwise). */
export function billingPeriodName(months: number): string {
  return BILLING_PERIOD_NAMES[months] ?? `every ${months} months`;
}

/** Premium price for a billing frequency, in cents: per member per month, and per year for yearly. */
export function premiumPrice(frequency: BillingFrequency): {
  perMonthCents: number;
  perYearCents: number | null;
} {
  return frequency === 'yearly'
    ? { perMonthCents: PREMIUM_YEARLY_MONTHLY_PRICE_CENTS, perYearCents: PREMIUM_YEARLY_PRICE_CENTS }
    : { perMonthCents: PREMIUM_MONTHLY_PRICE_CENTS, perYearCents: null };
}

/** The pricing dialog's default frequency. */
export const DEFAULT_BILLING_FREQUENCY: BillingFrequency = 'yearly';

/**
 * The button of a plan card: 'Current plan' (disabled) for the plan the team has, 'Upgrade plan' when
 * logged in, else 'Get started'. `target` says where a click goes: sign-in, checkout or nowhere.
 */
export function planButton(input: { plan: PlanName; currentPlan: PlanName | null; loggedIn: boolean }): {
  label: string;
  disabled: boolean;
  target: 'none' | 'signin' | 'checkout';
} {
  const p = coreMessages.pricing;
  if (input.loggedIn && input.currentPlan === input.plan)
    return { label: p.currentPlan, disabled: true, target: 'none' };
  if (!input.loggedIn) return { label: p.getStarted, disabled: false, target: 'signin' };
  return { label: p.upgradePlan, disabled: false, target: input.plan === 'PREMIUM' ? 'checkout' : 'none' };
}
