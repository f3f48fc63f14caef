import { type BillingDetails, premiumPrice, subscriptionPeriodEnd } from '@switchboard/domain';
import type { Services } from '../services.js';
import type { BillingProvider } from './billing-provider.js';
import { localInvoiceUrl } from './local-billing.js';

/** The provider the server started with (set in server.ts). */
export function billingProvider(services: Services): BillingProvider {
  if (!services.billing) throw new Error('No billing provider is configured');
  return services.billing;
}

/**
 * `GET /billing/details`: the plan as the provider last reported it (a workspace that never subscribed has
 * none), its member count as seats, the card (hidden by the app when canceled), the billing email and the
 * newest `invoiceCount` invoices with whether there are more.
 */
export async function readBillingDetails(
  services: Services,
  organizationId: string,
  invoiceCount: number,
): Promise<BillingDetails> {
  const { db } = services;
  const org = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  const [members, invoices] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('organization_id', '=', organizationId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('organization_id', '=', organizationId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(invoiceCount + 1)
      .execute(),
  ]);
  const monthly = premiumPrice('monthly');
  const yearly = premiumPrice('yearly');
  const subscribed = org.plan === 'premium' || org.plan_status !== null;
  let currentPlan: BillingDetails['currentPlan'] = null;
  if (subscribed) {
    const period = org.billing_period_months ?? 12;
    const now = services.now();
    const end =
      org.plan_period_end && (org.plan_canceling || org.plan_period_end > now)
        ? org.plan_period_end
        : subscriptionPeriodEnd(org.plan_started_at ?? org.created_at, period, now);
    const status = org.plan_status ?? 'active';
    currentPlan = {
      name: 'PREMIUM',
      status,
      seats: Number(members.n),
      pricePerSeat: period === 1 ? monthly.perMonthCents : yearly.perMonthCents,
      nextInvoiceDate: status === 'canceled' ? null : end.toISOString(),
      billingPeriod: period,
      canceling: org.plan_canceling,
    };
  }
  return {
    currentPlan,
    availableProducts: [
      { name: 'FREE', pricePerSeatPerMonth: 0 },
      { name: 'PREMIUM', pricePerSeatPerMonth: monthly.perMonthCents },
    ],
    paymentMethod: org.payment_method ?? null,
    billingEmail: org.billing_email,
    invoices: invoices.slice(0, invoiceCount).map((invoice) => ({
      date: invoice.created_at.toISOString(),
      number: invoice.number,
      url: invoice.url ?? localInvoiceUrl(services, invoice.id),
      status: invoice.status,
      amount: invoice.amount_cents,
    })),
    hasMoreInvoices: invoices.length > invoiceCount,
  };
}
