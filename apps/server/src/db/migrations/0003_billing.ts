import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/** The workspace's subscription, as the (local or card) billing provider reports it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table organizations add column billing_period_months integer;
    alter table organizations add column plan_started_at timestamptz;
    alter table organizations add column plan_canceling boolean not null default false;
    alter table organizations add column billing_email text;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table organizations drop column billing_email;
    alter table organizations drop column plan_canceling;
    alter table organizations drop column plan_started_at;
    alter table organizations drop column billing_period_months;
    `,
  );
}
