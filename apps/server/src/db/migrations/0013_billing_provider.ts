import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * The billing providers' state: the subscription's status as the provider reports it (null: active), its
 * period end, the card provider's customer and subscription ids, the card on file; the provider events
 * already applied (webhook event ids and the local provider's one-time form tokens: idempotency), and the
 * workspace's invoices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table organizations add column plan_status text;
    alter table organizations add column plan_period_end timestamptz;
    alter table organizations add column stripe_customer_id text;
    alter table organizations add column stripe_subscription_id text;
    alter table organizations add column payment_method jsonb;
    create index organizations_stripe_customer_idx on organizations (stripe_customer_id);
    create table billing_events (
      id text primary key,
      provider text not null,
      type text not null,
      processed_at timestamptz not null default now()
    );
    create table billing_invoices (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      number text not null,
      created_at timestamptz not null,
      amount_cents integer not null,
      status text not null,
      url text
    );
    create index billing_invoices_org_idx on billing_invoices (organization_id, created_at desc, id desc);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table billing_invoices;
    drop table billing_events;
    drop index organizations_stripe_customer_idx;
    alter table organizations drop column payment_method;
    alter table organizations drop column stripe_subscription_id;
    alter table organizations drop column stripe_customer_id;
    alter table organizations drop column plan_period_end;
    alter table organizations drop column plan_status;
    `,
  );
}
