import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Inline images: an attachment the body shows as `<img src="cid:{content_id}">` (a pasted or dropped image,
 * sent as a staged upload) keeps that content id. The API shows it in the body, not among the message's
 * files, and outbound mail carries it as an inline `cid:` part.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'alter table attachments add column content_id text;');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'alter table attachments drop column content_id;');
}
