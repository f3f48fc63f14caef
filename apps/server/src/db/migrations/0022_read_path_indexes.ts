// s26-reads
import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Indexes of the read path (docs/DEPLOYMENT.md "Reads"): the thread lists page by (last_activity_at desc,
 * id desc) within a workspace, so their index has both columns in that order and a page is a range scan
 * of its own rows (the older index had id ascending, which forced a sort of every row of the same date).
 * Unread inbox items, counted per category and split on every poll of the account, get a partial index,
 * and the threads that reply to or forward a message (shown under it in the open thread) one by that message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create index threads_org_activity_id_idx on threads (organization_id, last_activity_at desc, id desc);
    drop index if exists threads_org_activity_idx;
    create index inbox_items_user_unread_idx on inbox_items (user_id) where is_unread;
    create index threads_origin_message_idx on threads (origin_message_id) where origin_message_id is not null;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index if exists threads_origin_message_idx;
    drop index if exists inbox_items_user_unread_idx;
    create index if not exists threads_org_activity_idx on threads (organization_id, last_activity_at desc, id);
    drop index if exists threads_org_activity_id_idx;
    `,
  );
}
