import { type Kysely, sql } from 'kysely';

/** The channel a queued push is announced on; every server process's push sender listens to it. */
export const PUSH_CHANNEL = 'switchboard_push';

/**
 * A queued push announces itself: a trigger on each row inserted into `push_queue` notifies
 * `switchboard_push` (a statement-level trigger would fire for an insert of no rows too; identical notices
 * of one transaction are delivered once), which PostgreSQL delivers only when the transaction commits, to
 * every server process on the database. The push senders drain the queue on it (`push/push-sender.ts`), instead of every write of the
 * API asking for a drain (one statement per write, whatever it wrote) and mail queued outside a request
 * (inbound, scheduled sends, another process) waiting for the scheduler's next round.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function push_notice() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${PUSH_CHANNEL}', '');
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger push_queue_notice after insert on push_queue for each row execute function push_notice()',
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop trigger if exists push_queue_notice on push_queue').execute(db);
  await sql.raw('drop function if exists push_notice()').execute(db);
}
