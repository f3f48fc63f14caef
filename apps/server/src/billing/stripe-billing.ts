import type { PlanStatus } from '@switchboard/domain';
import Stripe from 'stripe';
import type { Db } from '../db/database.js';
import { badRequest, HttpError, unauthorized } from '../http/http-error.js';
import type { Services } from '../services.js';
import type { BillingConfig } from './billing-config.js';
import type { BillingProvider } from './billing-provider.js';

type StripeConfig = Extract<BillingConfig, { provider: 'stripe' }>;

/**
 * The card provider's adapter, on the official `stripe` package: a subscription checkout session (one seat
 * per member, the Premium monthly or yearly price), the customer portal, and `POST /billing/stripe-callback`,
 * whose events are checked with `stripe.webhooks.constructEvent` against the webhook secret and applied once
 * each (their ids are kept in `billing_events`). Stripe is the source of truth: the workspace's plan, status,
 * period, card and invoices are what its events said last.
 */
export function createStripeBilling(config: StripeConfig, services: Services): BillingProvider {
  const stripe = new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
  });
  const { db } = services;
  const publicUrl = services.config.publicUrl;
  return {
    kind: 'stripe',
    async checkoutUrl({ organizationId, frequency, email, seats }) {
      const org = await db
        .selectFrom('organizations')
        .select('stripe_customer_id')
        .where('id', '=', organizationId)
        .executeTakeFirstOrThrow();
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: config.prices[frequency], quantity: Math.max(1, seats) }],
          client_reference_id: organizationId,
          ...(org.stripe_customer_id ? { customer: org.stripe_customer_id } : { customer_email: email }),
          metadata: { organization_id: organizationId, frequency },
          subscription_data: { metadata: { organization_id: organizationId, frequency } },
          success_url: `${publicUrl}/pricing?checkout=done`,
          cancel_url: `${publicUrl}/pricing`,
        }),
      );
      if (!session.url) throw new HttpError('unavailable', 'The payment provider gave no checkout page');
      return session.url;
    },
    async portalUrl({ organizationId }) {
      const org = await db
        .selectFrom('organizations')
        .select('stripe_customer_id')
        .where('id', '=', organizationId)
        .executeTakeFirstOrThrow();
      if (!org.stripe_customer_id)
        throw badRequest('organization_id: this workspace has no card subscription yet; upgrade first');
      const customer = org.stripe_customer_id;
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer, return_url: `${publicUrl}/inbox` }),
      );
      return session.url;
    },
    async handleWebhook(rawBody, signature) {
      if (!signature) throw unauthorized('Stripe-Signature: header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw unauthorized(
          `Stripe-Signature: ${error instanceof Error ? error.message : 'the signature does not match'}`,
        );
      }
      await applyStripeEvent(db, event);
    },
  };
}

/** A Stripe API failure answers 503 (the call did nothing here), never a 500. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError)
      throw new HttpError('unavailable', `The payment provider refused the request: ${error.message}`);
    throw error;
  }
}

/** Stripe's subscription statuses as the spec's four plan statuses. */
export function planStatusOf(status: Stripe.Subscription.Status): PlanStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'unpaid':
      return 'unpaid';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      return 'past_due';
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;

function monthsOf(subscription: Stripe.Subscription): number | null {
  const recurring = subscription.items?.data[0]?.price?.recurring;
  if (!recurring) return null;
  const per = recurring.interval === 'year' ? 12 : recurring.interval === 'month' ? 1 : null;
  return per === null ? null : per * recurring.interval_count;
}

/**
 * Applies one verified event, once: its id goes into `billing_events` in the same transaction as its
 * changes, so a replayed (or retried after success) event is acknowledged and changes nothing.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event): Promise<'applied' | 'replayed'> {
  return db.transaction().execute(async (tx) => {
    const fresh = await tx
      .insertInto('billing_events')
      .values({ id: event.id, provider: 'stripe', type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return 'replayed';
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const org = session.client_reference_id ?? session.metadata?.organization_id;
        if (!org || session.mode !== 'subscription') break;
        await tx
          .updateTable('organizations')
          .set({
            plan: 'premium',
            is_paying: true,
            plan_status: 'active',
            plan_canceling: false,
            plan_started_at: fromUnix(event.created) ?? new Date(),
            billing_period_months: session.metadata?.frequency === 'monthly' ? 1 : 12,
            stripe_customer_id: idOf(session.customer),
            stripe_subscription_id: idOf(session.subscription),
            ...(session.customer_details?.email ? { billing_email: session.customer_details.email } : {}),
          })
          .where('id', '=', org)
          .execute();
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const deleted = event.type === 'customer.subscription.deleted';
        const status = deleted ? 'canceled' : planStatusOf(subscription.status);
        const periodEnd = fromUnix(subscription.items?.data[0]?.current_period_end);
        const months = monthsOf(subscription);
        const byMetadata = subscription.metadata?.organization_id;
        await tx
          .updateTable('organizations')
          .set({
            plan: status === 'canceled' ? 'free' : 'premium',
            is_paying: status === 'active' || status === 'past_due',
            plan_status: status,
            plan_canceling:
              !deleted && (subscription.cancel_at_period_end || subscription.cancel_at !== null),
            stripe_subscription_id: subscription.id,
            stripe_customer_id: idOf(subscription.customer),
            ...(periodEnd ? { plan_period_end: periodEnd } : {}),
            ...(months ? { billing_period_months: months } : {}),
          })
          .where((eb) =>
            byMetadata
              ? eb.or([eb('id', '=', byMetadata), eb('stripe_subscription_id', '=', subscription.id)])
              : eb('stripe_subscription_id', '=', subscription.id),
          )
          .execute();
        break;
      }
      case 'invoice.paid':
      case 'invoice.finalized':
      case 'invoice.payment_failed':
      case 'invoice.voided': {
        const invoice = event.data.object;
        const customer = idOf(invoice.customer);
        if (!customer || !invoice.id) break;
        const org = await tx
          .selectFrom('organizations')
          .select('id')
          .where('stripe_customer_id', '=', customer)
          .executeTakeFirst();
        if (!org) break;
        const row = {
          number: invoice.number ?? invoice.id,
          created_at: fromUnix(invoice.created) ?? new Date(),
          amount_cents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
          status: invoice.status ?? 'open',
          url: invoice.hosted_invoice_url ?? null,
        };
        await tx
          .insertInto('billing_invoices')
          .values({ id: invoice.id, organization_id: org.id, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row))
          .execute();
        break;
      }
      case 'payment_method.attached': {
        const method = event.data.object;
        const customer = idOf(method.customer);
        if (!customer || !method.card) break;
        await tx
          .updateTable('organizations')
          .set({
            payment_method: JSON.stringify({
              cardType: method.card.brand,
              last4: method.card.last4,
              fullName: method.billing_details?.name ?? null,
              expMonth: method.card.exp_month,
              expYear: method.card.exp_year,
            }),
          })
          .where('stripe_customer_id', '=', customer)
          .execute();
        break;
      }
      default:
        // Other events are acknowledged (and recorded) without effect.
        break;
    }
    return 'applied';
  });
}
