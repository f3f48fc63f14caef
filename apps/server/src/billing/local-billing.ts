import { randomBytes } from 'node:crypto';
import {
  type BillingFrequency,
  billingPeriodName,
  formatCents,
  messages,
  periodAmountCents,
  premiumPrice,
  subscriptionPeriodEnd,
} from '@switchboard/domain';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AuthVariables } from '../auth/middleware.js';
import type { Db } from '../db/database.js';
import { signFile, verifyFile } from '../files/signing.js';
import { unauthorized } from '../http/http-error.js';
import { escapeHtml } from '../lib/html.js';
import type { Services } from '../services.js';
import type { BillingProvider } from './billing-provider.js';

const t = messages.localBilling;
const HOUR_MS = 3_600_000;

/**
 * The embedded default's billing provider (DECISIONS.md item 8). Its pages are server-rendered and say
 * clearly that they are local. A GET never changes anything: the checkout page shows what will happen and
 * the upgrade happens on an explicit confirm (a POST); the portal cancels and renews the same way. Links are
 * signed (1 hour, per workspace); each form carries a signed one-time token (its nonce is stored in
 * `billing_events` when used), so a form cannot be forged from another site nor replayed.
 */
export function createLocalBilling(services: Services): BillingProvider {
  return {
    kind: 'local',
    async checkoutUrl({ organizationId, frequency }) {
      return checkoutLink(services, organizationId, frequency);
    },
    async portalUrl({ organizationId }) {
      return portalLink(services, organizationId);
    },
    async handleWebhook() {
      throw unauthorized(
        'No card payment provider is configured on this server: webhook signatures cannot be verified',
      );
    },
  };
}

function expiry(): Date {
  return new Date(Date.now() + HOUR_MS);
}

function checkoutLink(services: Services, org: string, frequency: BillingFrequency): string {
  return `${services.config.publicUrl}/billing/local-checkout?org=${encodeURIComponent(org)}&frequency=${frequency}&${signFile('checkout', `${org}:${frequency}`, expiry())}`;
}

function portalLink(services: Services, org: string): string {
  return `${services.config.publicUrl}/billing/local-portal?org=${encodeURIComponent(org)}&${signFile('portal', `${org}:portal`, expiry())}`;
}

function invoiceLink(services: Services, invoiceId: string): string {
  return `${services.config.publicUrl}/billing/local-invoice?id=${encodeURIComponent(invoiceId)}&${signFile('portal', ['invoice', invoiceId], expiry())}`;
}

/** A local invoice's address (signed for an hour, made when the billing details are read). */
export function localInvoiceUrl(services: Services, invoiceId: string): string {
  return invoiceLink(services, invoiceId);
}

/** The hidden fields of a one-time form: a nonce and a signature over what the form does. */
function formToken(purpose: 'checkout' | 'portal', parts: readonly string[]): string {
  const nonce = randomBytes(16).toString('base64url');
  const signed = new URLSearchParams(
    signFile(purpose, ['form', ...parts, nonce], new Date(Date.now() + HOUR_MS)),
  );
  return [
    hidden('nonce', nonce),
    hidden('exp', signed.get('exp') ?? ''),
    hidden('sig', signed.get('sig') ?? ''),
  ].join('');
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

type Form = Record<string, string | File>;
const field = (form: Form, name: string): string => {
  const value = form[name];
  return typeof value === 'string' ? value : '';
};

/** Checks a form's token and spends it: false when forged, expired or already used. */
async function spendFormToken(
  db: Db,
  purpose: 'checkout' | 'portal',
  parts: readonly string[],
  form: Form,
): Promise<'ok' | 'invalid' | 'used'> {
  const nonce = field(form, 'nonce');
  if (!nonce || !verifyFile(purpose, ['form', ...parts, nonce], field(form, 'exp'), field(form, 'sig')))
    return 'invalid';
  const spent = await db
    .insertInto('billing_events')
    .values({ id: `local:${nonce}`, provider: 'local', type: `${purpose}:${parts.join(':')}` })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return spent ? 'ok' : 'used';
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2430;background:#fff}.local{background:#fff4d6;border:1px solid #8a6d00;padding:.75rem 1rem;border-radius:8px}button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #3b4bd8;background:#3b4bd8;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #1f2430;outline-offset:2px}</style>
</head><body><main><p class="local" role="note">${escapeHtml(t.banner)}</p>${body}</main></body></html>`;
}

function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

async function memberCount(db: Db, org: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organization_id', '=', org)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** What one period of Premium costs this workspace now. */
function quote(frequency: BillingFrequency, seats: number) {
  const price = premiumPrice(frequency);
  const months = frequency === 'yearly' ? 12 : 1;
  return { price, months, amount: periodAmountCents(seats, price.perMonthCents, months) };
}

export function mountBilling(app: Hono<{ Variables: AuthVariables }>, services: Services): void {
  const { db } = services;
  const formLimit = bodyLimit({
    maxSize: 4096,
    onError: (c) => c.html(messagePage(t.linkExpired, t.linkExpiredText), 413),
  });

  app.get('/billing/local-checkout', async (c) => {
    const org = c.req.query('org') ?? '';
    const frequency: BillingFrequency = c.req.query('frequency') === 'monthly' ? 'monthly' : 'yearly';
    if (!verifyFile('checkout', `${org}:${frequency}`, c.req.query('exp'), c.req.query('sig')))
      return c.html(messagePage(t.linkExpired, t.linkExpiredText), 403);
    const row = await db
      .selectFrom('organizations')
      .select(['name', 'plan', 'plan_canceling', 'plan_status'])
      .where('id', '=', org)
      .executeTakeFirst();
    if (!row) return c.html(messagePage(t.notFound, t.linkExpiredText), 404);
    if (row.plan === 'premium' && !row.plan_canceling && (row.plan_status ?? 'active') === 'active')
      return c.html(messagePage(t.alreadyPremium(row.name), t.closeTab));
    const seats = await memberCount(db, org);
    const { price, months, amount } = quote(frequency, seats);
    return c.html(
      page(
        t.checkoutTitle(row.name),
        `<h1>${escapeHtml(t.checkoutTitle(row.name))}</h1>
<p>${escapeHtml(t.checkoutSummary(messages.settings.billing.seats(seats), formatCents(price.perMonthCents), billingPeriodName(months)))}</p>
<p><strong>${escapeHtml(t.checkoutTotal(formatCents(amount)))}</strong></p>
<p>${escapeHtml(t.checkoutNothingYet)}</p>
<form method="post" action="/billing/local-checkout">${hidden('org', org)}${hidden('frequency', frequency)}${formToken('checkout', [org, frequency])}<button type="submit">${escapeHtml(t.confirm)}</button></form>`,
      ),
    );
  });

  app.post('/billing/local-checkout', formLimit, async (c) => {
    const form = (await c.req.parseBody()) as Form;
    const org = field(form, 'org');
    const frequency: BillingFrequency = field(form, 'frequency') === 'monthly' ? 'monthly' : 'yearly';
    const spent = await spendFormToken(db, 'checkout', [org, frequency], form);
    if (spent === 'invalid') return c.html(messagePage(t.linkExpired, t.linkExpiredText), 403);
    if (spent === 'used') return c.html(messagePage(t.tokenUsed, t.tokenUsedText), 409);
    const now = services.now();
    const seats = await memberCount(db, org);
    const { months, amount } = quote(frequency, seats);
    const updated = await db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('organizations')
        .set({
          plan: 'premium',
          is_paying: true,
          billing_period_months: months,
          plan_started_at: now,
          plan_period_end: subscriptionPeriodEnd(now, months, now),
          plan_canceling: false,
          plan_status: null,
        })
        .where('id', '=', org)
        .returning('name')
        .executeTakeFirst();
      if (!row) return null;
      const count = await tx
        .selectFrom('billing_invoices')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('organization_id', '=', org)
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('billing_invoices')
        .values({
          id: `inv_local_${randomBytes(9).toString('base64url')}`,
          organization_id: org,
          number: `LOCAL-${String(Number(count.n) + 1).padStart(4, '0')}`,
          created_at: now,
          amount_cents: amount,
          status: 'paid',
          url: null,
        })
        .execute();
      return row;
    });
    if (!updated) return c.html(messagePage(t.notFound, t.linkExpiredText), 404);
    return c.html(messagePage(t.upgraded(updated.name), t.closeTab));
  });

  app.get('/billing/local-portal', async (c) => {
    const org = c.req.query('org') ?? '';
    if (!verifyFile('portal', `${org}:portal`, c.req.query('exp'), c.req.query('sig')))
      return c.html(messagePage(t.linkExpired, t.linkExpiredText), 403);
    const row = await db
      .selectFrom('organizations')
      .select(['name', 'plan', 'plan_canceling', 'plan_period_end'])
      .where('id', '=', org)
      .executeTakeFirst();
    if (!row) return c.html(messagePage(t.notFound, t.linkExpiredText), 404);
    const premium = row.plan === 'premium';
    const b = messages.settings.billing;
    const planName = premium ? messages.pricing.premium : messages.pricing.free;
    const end = row.plan_period_end ? formatDate(row.plan_period_end) : null;
    const action = (name: 'cancel' | 'renew', label: string) =>
      `<form method="post" action="/billing/local-portal">${hidden('org', org)}${hidden('action', name)}${formToken('portal', [org, name])}<button type="submit">${escapeHtml(label)}</button></form>`;
    const notice = c.req.query('done');
    return c.html(
      page(
        t.portalTitle,
        `<h1>${escapeHtml(t.portalPlan(row.name, planName))}</h1>
${notice === 'cancel' ? `<p role="status">${escapeHtml(t.canceled)}</p>` : notice === 'renew' ? `<p role="status">${escapeHtml(t.renewed)}</p>` : ''}
${premium ? `<p>${escapeHtml(t.status(row.plan_canceling ? b.pendingCancellation : b.statuses.active))}</p>` : ''}
${premium && end ? `<p>${escapeHtml(row.plan_canceling ? t.activeUntil(end) : t.renewsOn(end))}</p>` : ''}
${premium ? (row.plan_canceling ? action('renew', t.renewPlan) : action('cancel', t.cancelPlan)) : ''}
<p>${escapeHtml(t.closeTab)}</p>`,
      ),
    );
  });

  app.post('/billing/local-portal', formLimit, async (c) => {
    const form = (await c.req.parseBody()) as Form;
    const org = field(form, 'org');
    const action = field(form, 'action') === 'renew' ? 'renew' : 'cancel';
    const spent = await spendFormToken(db, 'portal', [org, action], form);
    if (spent === 'invalid') return c.html(messagePage(t.linkExpired, t.linkExpiredText), 403);
    if (spent === 'used') return c.html(messagePage(t.tokenUsed, t.tokenUsedText), 409);
    await db
      .updateTable('organizations')
      .set({ plan_canceling: action === 'cancel' })
      .where('id', '=', org)
      .where('plan', '=', 'premium')
      .execute();
    return c.redirect(`${portalLink(services, org)}&done=${action}`, 303);
  });

  app.get('/billing/local-invoice', async (c) => {
    const id = c.req.query('id') ?? '';
    if (!verifyFile('portal', ['invoice', id], c.req.query('exp'), c.req.query('sig')))
      return c.html(messagePage(t.linkExpired, t.linkExpiredText), 403);
    const invoice = await db
      .selectFrom('billing_invoices')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!invoice) return c.html(messagePage(t.linkExpired, t.linkExpiredText), 404);
    return c.html(
      page(
        t.invoiceTitle(invoice.number),
        `<h1>${escapeHtml(t.invoiceTitle(invoice.number))}</h1>
<p>${escapeHtml(formatDate(invoice.created_at))}</p>
<p>${escapeHtml(t.invoiceAmount(formatCents(invoice.amount_cents)))}</p>
<p>${escapeHtml(t.invoiceStatus(invoice.status))}</p>`,
      ),
    );
  });
}
