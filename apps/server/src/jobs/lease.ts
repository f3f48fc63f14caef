import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/** A name for this server process as a lease holder (one per process). */
export const PROCESS_OWNER = `proc_${randomUUID()}`;

/**
 * Takes or renews the lease `name` for `owner` until `now + ttlMs`, in one statement: a new lease, a lease
 * `owner` already holds, or one whose holder let it expire is taken; one another process holds is not.
 * True when `owner` holds it now. Several processes racing for one lease get it for exactly one of them
 * (the row's primary key orders the inserts; the update's condition is checked on the locked row).
 */
export async function claimLease(
  db: Db,
  name: string,
  owner: string,
  now: Date,
  ttlMs: number,
): Promise<boolean> {
  const until = new Date(now.getTime() + ttlMs);
  const result = await sql<{ owner: string }>`
    insert into leases (name, owner, expires_at) values (${name}, ${owner}, ${until})
    on conflict (name) do update set owner = excluded.owner, expires_at = excluded.expires_at
      where leases.owner = excluded.owner or leases.expires_at <= ${now}
    returning owner`.execute(db);
  return result.rows.length === 1;
}

/** Gives the lease up (when `owner` holds it), so another process may take it at once. */
export async function releaseLease(db: Db, name: string, owner: string): Promise<void> {
  await db.deleteFrom('leases').where('name', '=', name).where('owner', '=', owner).execute();
}
