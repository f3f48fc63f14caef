import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import { startStripeStandIn } from './helpers/stripe-stand-in.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

const erin = SEED_IDS.user('erin');
const alice = SEED_IDS.user('alice');
const globex = SEED_IDS.globex;

/** The hidden fields and action of the first form on a server-rendered page. */
function formOf(html: string): { action: string; fields: URLSearchParams } {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error(`no form on the page:\n${html}`);
  const fields = new URLSearchParams();
  for (const input of (form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields.set(input[1] ?? '', (input[2] ?? '').replaceAll('&amp;', '&'));
  return { action: form[1] ?? '', fields };
}

async function submit(baseUrl: string, form: { action: string; fields: URLSearchParams }) {
  return fetch(new URL(form.action, baseUrl), {
    method: 'POST',
    body: form.fields,
    redirect: 'manual',
  });
}

describe('local billing provider', () => {
  let server: TestServer;
  let e: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    e = await server.as(erin);
  });
  afterAll(async () => {
    await server?.close();
  });

  const details = async () =>
    (await e.call('getBillingDetails', { query: { organization_id: globex } })).body;

  it('a GET on the checkout shows what will happen and changes nothing; the confirm upgrades once', async () => {
    const checkout = await e.call('createCheckout', {
      body: { organization_id: globex, billing_frequency: 'monthly' },
    });
    expect(checkout.status).toBe(201);
    const first = await fetch(checkout.body.redirect_url);
    const again = await fetch(checkout.body.redirect_url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await first.text();
    await again.text();
    expect(html).toContain('Local billing provider: no card is charged');
    expect(html).toContain('Upgrade Globex to Premium');
    expect(html).toContain('2 seats at $20 per member / month, billed monthly.');
    expect(html).toContain('Total for this period: $40');
    expect((await details()).currentPlan).toBeNull();

    const form = formOf(html);
    const forged = new URLSearchParams(form.fields);
    forged.set('frequency', 'yearly');
    expect((await submit(server.url, { action: form.action, fields: forged })).status).toBe(403);
    expect((await details()).currentPlan).toBeNull();

    const confirmed = await submit(server.url, form);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Globex is now on Premium');
    const after = await details();
    expect(after.currentPlan).toMatchObject({
      name: 'PREMIUM',
      status: 'active',
      seats: 2,
      billingPeriod: 1,
      pricePerSeat: 2000,
      canceling: false,
      nextInvoiceDate: '2026-07-15T12:00:00.000Z',
    });
    expect(after.invoices).toEqual([
      expect.objectContaining({ number: 'LOCAL-0001', amount: 4000, status: 'paid' }),
    ]);
    const invoicePage = await fetch(after.invoices[0]?.url ?? '');
    expect(await invoicePage.text()).toContain('Amount: $40');

    const replayed = await submit(server.url, form);
    expect(replayed.status).toBe(409);
    expect((await details()).invoices).toHaveLength(1);
  });

  it('the portal cancels and renews on its forms, never on a GET', async () => {
    const portal = await e.call('createCustomerPortal', { body: { organization_id: globex } });
    const page = await (await fetch(portal.body.redirect_url)).text();
    expect(page).toContain('Globex: Premium');
    expect(page).toContain('Renews on July 15, 2026');
    expect((await details()).currentPlan?.canceling).toBe(false);

    const canceled = await submit(server.url, formOf(page));
    expect(canceled.status).toBe(303);
    const afterCancel = await (await fetch(canceled.headers.get('location') ?? '')).text();
    expect(afterCancel).toContain('Status: Active (Pending Cancellation)');
    expect(afterCancel).toContain('Active until July 15, 2026');
    expect((await details()).currentPlan).toMatchObject({ status: 'active', canceling: true });

    const renewed = await submit(server.url, formOf(afterCancel));
    expect(renewed.status).toBe(303);
    expect((await details()).currentPlan?.canceling).toBe(false);
    expect((await submit(server.url, formOf(afterCancel))).status).toBe(409);
  });

  it('refuses webhooks: no card provider is configured', async () => {
    const answer = await server.anonymous().raw('POST', '/billing/stripe-callback', {
      body: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(answer.status).toBe(401);
  });

  it('another workspace cannot read or start billing for Globex', async () => {
    const a = await server.as(alice);
    expect((await a.call('getBillingDetails', { query: { organization_id: globex } })).status).toBe(404);
    expect((await a.call('createCheckout', { body: { organization_id: globex } })).status).toBe(404);
  });
});

describe('Stripe adapter', () => {
  const webhookSecret = 'whsec_test_switchboard';
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let server: TestServer;
  let e: TestClient;
  const stripe = new Stripe('sk_test_switchboard');

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    server = await startTestServer({
      billing: {
        provider: 'stripe',
        secretKey: 'sk_test_switchboard',
        webhookSecret,
        prices: { monthly: 'price_premium_monthly', yearly: 'price_premium_yearly' },
        api: standIn.api,
      },
    });
    e = await server.as(erin);
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });

  const details = async () =>
    (await e.call('getBillingDetails', { query: { organization_id: globex } })).body;

  /** Posts an event the way Stripe does: its JSON and a `Stripe-Signature` header signed with `secret`. */
  async function deliver(event: Record<string, unknown>, secret = webhookSecret) {
    const payload = JSON.stringify(event);
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return server.anonymous().raw('POST', '/billing/stripe-callback', {
      body: payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    });
  }

  const event = (id: string, type: string, object: Record<string, unknown>) => ({
    id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.parse('2026-06-15T12:00:00Z') / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

  const completed = event('evt_checkout_1', 'checkout.session.completed', {
    id: 'cs_test_1',
    object: 'checkout.session',
    mode: 'subscription',
    client_reference_id: globex,
    customer: 'cus_globex',
    subscription: 'sub_globex',
    metadata: { organization_id: globex, frequency: 'yearly' },
    customer_details: { email: 'billing@globex.example' },
  });

  it('creates a subscription checkout session on the API with the price and one seat per member', async () => {
    const checkout = await e.call('createCheckout', {
      body: { organization_id: globex, billing_frequency: 'yearly' },
    });
    expect(checkout.status).toBe(201);
    expect(checkout.body.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const call = standIn.calls.at(-1);
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.authorization).toBe('Bearer sk_test_switchboard');
    expect(call?.form.get('mode')).toBe('subscription');
    expect(call?.form.get('line_items[0][price]')).toBe('price_premium_yearly');
    expect(call?.form.get('line_items[0][quantity]')).toBe('2');
    expect(call?.form.get('client_reference_id')).toBe(globex);
    expect(call?.form.get('customer_email')).toBe('erin@globex.example');
    expect((await details()).currentPlan).toBeNull();
  });

  it('refuses a webhook whose signature was made with another secret, and changes nothing', async () => {
    const answer = await deliver(completed, 'whsec_someone_else');
    expect(answer.status).toBe(401);
    expect((await answer.json()).error.message).toMatch(/^Stripe-Signature: /);
    const unsigned = await server.anonymous().raw('POST', '/billing/stripe-callback', {
      body: JSON.stringify(completed),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
    expect((await details()).currentPlan).toBeNull();
  });

  it('applies a valid checkout.session.completed: the workspace is on Premium', async () => {
    const answer = await deliver(completed);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ received: true });
    const after = await details();
    expect(after.currentPlan).toMatchObject({ name: 'PREMIUM', status: 'active', billingPeriod: 12 });
    expect(after.billingEmail).toBe('billing@globex.example');
  });

  it('applies a replayed event once: a later change is not undone by the replay', async () => {
    const canceling = event('evt_sub_2', 'customer.subscription.updated', {
      id: 'sub_globex',
      object: 'subscription',
      customer: 'cus_globex',
      status: 'active',
      cancel_at_period_end: true,
      cancel_at: Math.floor(Date.parse('2027-06-15T12:00:00Z') / 1000),
      metadata: { organization_id: globex },
      items: {
        object: 'list',
        data: [
          {
            id: 'si_1',
            current_period_end: Math.floor(Date.parse('2027-06-15T12:00:00Z') / 1000),
            price: { id: 'price_premium_yearly', recurring: { interval: 'year', interval_count: 1 } },
          },
        ],
      },
    });
    expect((await deliver(canceling)).status).toBe(201);
    const replay = await deliver(completed);
    expect(replay.status).toBe(201);
    expect((await details()).currentPlan).toMatchObject({
      status: 'active',
      canceling: true,
      nextInvoiceDate: '2027-06-15T12:00:00.000Z',
    });
  });

  it('records paid invoices and the card, and opens the customer portal for the customer', async () => {
    for (let i = 1; i <= 3; i += 1) {
      const answer = await deliver(
        event(`evt_inv_${i}`, 'invoice.paid', {
          id: `in_${i}`,
          object: 'invoice',
          customer: 'cus_globex',
          number: `GLX-000${i}`,
          created: Math.floor(Date.parse(`2026-0${i}-01T00:00:00Z`) / 1000),
          status: 'paid',
          amount_paid: 3_840_0,
          amount_due: 3_840_0,
          hosted_invoice_url: `https://invoice.stripe.com/i/in_${i}`,
        }),
      );
      expect(answer.status).toBe(201);
    }
    await deliver(
      event('evt_pm_1', 'payment_method.attached', {
        id: 'pm_1',
        object: 'payment_method',
        customer: 'cus_globex',
        billing_details: { name: 'Erin Walsh' },
        card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
      }),
    );
    const two = (await e.call('getBillingDetails', { query: { organization_id: globex, invoices: 2 } })).body;
    expect(two.invoices.map((i) => i.number)).toEqual(['GLX-0003', 'GLX-0002']);
    expect(two.hasMoreInvoices).toBe(true);
    expect(two.paymentMethod).toEqual({
      cardType: 'visa',
      last4: '4242',
      fullName: 'Erin Walsh',
      expMonth: 4,
      expYear: 2030,
    });
    const portal = await e.call('createCustomerPortal', { body: { organization_id: globex } });
    expect(portal.body.redirect_url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(standIn.calls.at(-1)?.form.get('customer')).toBe('cus_globex');
  });

  it('a deleted subscription leaves the workspace on a canceled plan with no next invoice', async () => {
    await deliver(
      event('evt_sub_3', 'customer.subscription.deleted', {
        id: 'sub_globex',
        object: 'subscription',
        customer: 'cus_globex',
        status: 'canceled',
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: { organization_id: globex },
        items: { object: 'list', data: [] },
      }),
    );
    expect((await details()).currentPlan).toMatchObject({ status: 'canceled', nextInvoiceDate: null });
  });
});
