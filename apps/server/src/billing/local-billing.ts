import { PRODUCT_NAME, premiumPrice } from '@switchboard/domain';
import type { Hono } from 'hono';
import type { AuthVariables } from '../auth/middleware.js';
import { signFile, verifyFile } from '../files/signing.js';
import { escapeHtml } from '../lib/html.js';
import type { Services } from '../services.js';

/**
 * The embedded default's billing provider (DECISIONS.md item 8): its checkout page completes at once and
 * says clearly that it is local; its portal page can end the subscription. Links are signed, so only the
 * member who asked for them can use them.
 */
export function checkoutUrl(
  services: Services,
  organizationId: string,
  frequency: 'monthly' | 'yearly',
): string {
  const id = `${organizationId}:${frequency}`;
  return `${services.config.publicUrl}/billing/local-checkout?org=${encodeURIComponent(organizationId)}&frequency=${frequency}&${signFile('checkout', id, new Date(Date.now() + 3_600_000))}`;
}

export function portalUrl(services: Services, organizationId: string): string {
  return `${services.config.publicUrl}/billing/local-portal?org=${encodeURIComponent(organizationId)}&${signFile('portal', `${organizationId}:portal`, new Date(Date.now() + 3_600_000))}`;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2430}.local{background:#fff4d6;border:1px solid #e0b100;padding:.75rem 1rem;border-radius:8px}button{font:inherit;padding:.5rem 1rem}</style>
</head><body><main>${body}</main></body></html>`;
}

export function mountBilling(app: Hono<{ Variables: AuthVariables }>, services: Services): void {
  const { db } = services;
  app.get('/billing/local-checkout', async (c) => {
    const org = c.req.query('org') ?? '';
    const frequency = c.req.query('frequency') === 'monthly' ? 'monthly' : 'yearly';
    if (!verifyFile('checkout', `${org}:${frequency}`, c.req.query('exp'), c.req.query('sig'))) {
      return c.html(
        page(
          'Checkout link expired',
          '<h1>Checkout link expired</h1><p>Start the upgrade again from the app.</p>',
        ),
        403,
      );
    }
    const updated = await db
      .updateTable('organizations')
      .set({
        plan: 'premium',
        is_paying: true,
        billing_period_months: frequency === 'yearly' ? 12 : 1,
        plan_started_at: services.now(),
        plan_canceling: false,
      })
      .where('id', '=', org)
      .returning('name')
      .executeTakeFirst();
    if (!updated) return c.html(page('Workspace not found', '<h1>Workspace not found</h1>'), 404);
    const price = premiumPrice(frequency);
    return c.html(
      page(
        'Upgrade complete',
        `<p class="local">Local billing provider: no payment was taken. This page stands in for a card checkout.</p>
<h1>${escapeHtml(updated.name)} is now on Premium</h1>
<p>${frequency === 'yearly' ? 'Billed yearly' : 'Billed monthly'} at $${(price.perMonthCents / 100).toFixed(2)} per member per month. You can close this tab and return to ${PRODUCT_NAME}.</p>`,
      ),
    );
  });

  app.get('/billing/local-portal', async (c) => {
    const org = c.req.query('org') ?? '';
    if (!verifyFile('portal', `${org}:portal`, c.req.query('exp'), c.req.query('sig'))) {
      return c.html(
        page('Link expired', '<h1>Link expired</h1><p>Open the portal again from the app.</p>'),
        403,
      );
    }
    const row = await db
      .selectFrom('organizations')
      .select(['name', 'plan', 'plan_canceling'])
      .where('id', '=', org)
      .executeTakeFirst();
    if (!row) return c.html(page('Workspace not found', '<h1>Workspace not found</h1>'), 404);
    return c.html(
      page(
        'Manage plan',
        `<p class="local">Local billing provider: changes apply at once and no payment is involved.</p>
<h1>${escapeHtml(row.name)}: ${row.plan === 'premium' ? 'Premium' : 'Free'}${row.plan_canceling ? ' (Pending Cancellation)' : ''}</h1>
${row.plan === 'premium' && !row.plan_canceling ? `<form method="post" action="/billing/local-portal/cancel?${new URL(c.req.url).searchParams.toString()}"><button type="submit">Cancel plan</button></form>` : ''}`,
      ),
    );
  });

  app.post('/billing/local-portal/cancel', async (c) => {
    const org = c.req.query('org') ?? '';
    if (!verifyFile('portal', `${org}:portal`, c.req.query('exp'), c.req.query('sig')))
      return c.text('Link expired', 403);
    await db.updateTable('organizations').set({ plan_canceling: true }).where('id', '=', org).execute();
    return c.redirect(`/billing/local-portal?${new URL(c.req.url).searchParams.toString()}`, 303);
  });
}
