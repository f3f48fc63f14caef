import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lockThreads } from '../src/db/lock-order.js';
import { applyMessageFlags } from '../src/mail/imap-sync.js';
import { markPendingFlags } from '../src/mail/imap-write-back.js';
import { setMessagesRead } from '../src/mail/read-state.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/**
 * Issue 13: a sync of an IMAP account that read the server's flags before the user changed the same thread in
 * Switchboard must not apply them after the change committed. The user's change is held open in its
 * transaction while the sync tries to apply older flags; on PostgreSQL (TEST_DATABASE_URL) the sync really
 * waits for the thread's lock meanwhile, on PGlite for the one session.
 */
const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let server: TestServer;
let threadId: string;
let messageId: string;
const accountId = 'acc_pending_race';

beforeAll(async () => {
  server = await startTestServer();
  const a = await server.as(alice);
  const created = await a.call('createThread', {
    body: {
      thread_id: 'thr_pending_race',
      message_id: 'msg_pending_race',
      message_body: '<p>Pallet count for Monday</p>',
      thread_title: 'Pallet count',
      internal_recipients: [{ user_id: bob, type: 'to' as const }],
    },
  });
  expect(created.status).toBe(201);
  threadId = 'thr_pending_race';
  messageId = 'msg_pending_race';
  // Bob's IMAP account (never connected: only its pending marks matter here).
  await server.db
    .insertInto('mail_accounts')
    .values({
      id: accountId,
      user_id: bob,
      kind: 'imap',
      email: 'bob@acme.example',
      imap_url: 'imap://bob%40acme.example@imap.invalid:143',
      smtp_url: null,
      uid_validity: null,
      imap_password_enc: null,
      smtp_password_enc: null,
      status_detail: null,
      retry_at: null,
      last_synced_at: null,
    })
    .execute();
});
afterAll(async () => {
  await server?.close();
});

async function bobsState() {
  const thread = await server.db
    .selectFrom('thread_user_states')
    .select('is_starred')
    .where('thread_id', '=', threadId)
    .where('user_id', '=', bob)
    .executeTakeFirst();
  const message = await server.db
    .selectFrom('message_user_states')
    .select('is_unread')
    .where('message_id', '=', messageId)
    .where('user_id', '=', bob)
    .executeTakeFirstOrThrow();
  return { starred: thread?.is_starred ?? false, unread: message.is_unread };
}

/** Blocked lock waits of other sessions (PostgreSQL only). */
async function waitingForLocks(): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(
    server.db,
  );
  return result.rows[0]?.n ?? 0;
}

describe('the IMAP sync and a change of the same thread in Switchboard', () => {
  it("never applies the server's older flags over a change that committed while the sync waited", async () => {
    // As after the star's write-back: starred and read, \Flagged and \Seen on the server, nothing pending.
    await server.db
      .insertInto('thread_user_states')
      .values({ thread_id: threadId, user_id: bob, is_starred: true })
      .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doUpdateSet({ is_starred: true }))
      .execute();
    await server.db
      .transaction()
      .execute((tx) => setMessagesRead(tx, bob, [threadId], { read: [messageId] }));
    await server.db.deleteFrom('imap_pending_flags').execute();
    expect(await bobsState()).toEqual({ starred: true, unread: false });

    // Bob unstars and marks unread, as the routes do: lock, change, mark pending, in one transaction, held open.
    let inside!: () => void;
    const changed = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let commit!: () => void;
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const userChange = server.db.transaction().execute(async (tx) => {
      await lockThreads(tx, [threadId]);
      await tx
        .updateTable('thread_user_states')
        .set({ is_starred: false })
        .where('thread_id', '=', threadId)
        .where('user_id', '=', bob)
        .execute();
      await setMessagesRead(tx, bob, [threadId], { unread: [messageId] });
      await markPendingFlags(tx, bob, [threadId]);
      inside();
      await held;
    });
    await changed;

    // Meanwhile the sync applies flags it read before: \Seen, and no \Flagged (the star was taken off on
    // another device). They differ from the state it reads before taking the lock (starred), so it takes the
    // thread's lock to write them (a thread whose state already is what the flags say is skipped at once).
    const sync = applyMessageFlags(
      server.db,
      bob,
      [{ messageId, threadId, flags: new Set(['\\Seen']) }],
      accountId,
    );
    if (onPostgres)
      await vi.waitFor(async () => expect(await waitingForLocks()).toBeGreaterThan(0), {
        timeout: 10_000,
        interval: 20,
      });
    commit();
    await userChange;
    await sync;

    expect(await bobsState()).toEqual({ starred: false, unread: true });
    const pending = await server.db
      .selectFrom('imap_pending_flags')
      .select('thread_id')
      .where('account_id', '=', accountId)
      .execute();
    expect(pending).toEqual([{ thread_id: threadId }]);
  });

  it('applies the flags of a thread that is not pending, and re-stamps a pending mark strictly later', async () => {
    await server.db.deleteFrom('imap_pending_flags').execute();
    await applyMessageFlags(
      server.db,
      bob,
      [{ messageId, threadId, flags: new Set(['\\Seen', '\\Flagged']) }],
      accountId,
    );
    expect(await bobsState()).toEqual({ starred: true, unread: false });
    const inbox = await server.db
      .selectFrom('inbox_items')
      .select('is_unread')
      .where('thread_id', '=', threadId)
      .where('user_id', '=', bob)
      .execute();
    expect(inbox).toEqual([{ is_unread: false }]);

    const stamps: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await server.db.transaction().execute((tx) => markPendingFlags(tx, bob, [threadId]));
      const row = await server.db
        .selectFrom('imap_pending_flags')
        .select('created_at')
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      stamps.push(new Date(row.created_at).getTime());
    }
    expect(stamps[1]).toBeGreaterThan(stamps[0] ?? Number.POSITIVE_INFINITY);
    expect(stamps[2]).toBeGreaterThan(stamps[1] ?? Number.POSITIVE_INFINITY);
  });
});
