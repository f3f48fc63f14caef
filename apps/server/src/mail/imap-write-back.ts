import { ImapFlow } from 'imapflow';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { compareIds, sortedIds } from '../db/lock-order.js';
import type { MailAccountsTable } from '../db/schema.js';
import type { Services } from '../services.js';
import type { UndoAction } from '../undo/undo.js';
import { accountImapOptions } from './imap-sync.js';

/** What the write-back needs: the database, the server's key and the live connections of the watchers. */
export interface WriteBackContext {
  db: Db;
  key: Uint8Array;
  liveClient(accountId: string): ImapFlow | null;
  logger?: Pick<Console, 'error'>;
}

type MailAccountRow = Selectable<MailAccountsTable>;

/**
 * Writes the user's read and starred state of the threads to their IMAP accounts: `\Seen` on each message the
 * user has read, `\Flagged` on each message of a starred thread (removed when unread / unstarred). The messages
 * are found through the user's own receipts (`mail_receipts`: the Message-ID of mail this user received), so a
 * teammate's copy of the same mail is never touched, and on the server by that Message-ID. Uses the account's
 * live connection (its watcher's), else a connection of its own. The threads were marked pending
 * (`imap_pending_flags`, {@link markPendingFlags}) in the transaction that changed them: until written, the
 * account's sync leaves their state alone, and when the server cannot be reached its watcher writes them before
 * its next sync ({@link replayPendingFlags}), so the change is never undone by the server's older flags.
 */
export async function writeBackFlags(ctx: WriteBackContext, userId: string, threadIds: readonly string[]) {
  if (threadIds.length === 0) return;
  const accounts = await ctx.db
    .selectFrom('mail_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'imap')
    .execute();
  for (const account of accounts) {
    try {
      await writeAccountFlags(ctx, account, sortedIds(threadIds), ctx.liveClient(account.id));
    } catch (error) {
      (ctx.logger ?? console).error(
        `[imap] could not write flags back to ${account.email} (kept to retry)`,
        error,
      );
    }
  }
}

/**
 * Writes the account's pending read and starred changes (kept while its server could not be reached) through
 * `client`, then forgets them. The watcher calls it on each sync, before taking the server's flags.
 */
export async function replayPendingFlags(
  ctx: Pick<WriteBackContext, 'db' | 'key'>,
  account: MailAccountRow,
  client: ImapFlow,
): Promise<void> {
  const pending = await ctx.db
    .selectFrom('imap_pending_flags')
    .select('thread_id')
    .where('account_id', '=', account.id)
    .execute();
  if (pending.length === 0) return;
  await writeAccountFlags(
    ctx,
    account,
    pending.map((row) => row.thread_id),
    client,
  );
}

/** Writes the user's state of the threads to one account (through `client`, else a connection of its own). */
async function writeAccountFlags(
  ctx: Pick<WriteBackContext, 'db' | 'key'>,
  account: MailAccountRow,
  threadIds: readonly string[],
  client: ImapFlow | null,
): Promise<void> {
  const own = client === null;
  let connection = client;
  try {
    if (!connection) {
      connection = new ImapFlow(accountImapOptions(account, ctx.key));
      connection.on('error', () => {});
      await connection.connect();
    }
    const lock = await connection.getMailboxLock(account.mailbox);
    try {
      // Read under the mailbox lock: of two writes of the same thread, the later one reads the later state.
      const covered = await ctx.db
        .selectFrom('imap_pending_flags')
        .select(['thread_id', 'created_at'])
        .where('account_id', '=', account.id)
        .where('thread_id', 'in', threadIds)
        .execute();
      const rows = await ctx.db
        .selectFrom('mail_receipts')
        .innerJoin('messages', 'messages.id', 'mail_receipts.message_id')
        .leftJoin('message_user_states as mus', (join) =>
          join.onRef('mus.message_id', '=', 'messages.id').on('mus.user_id', '=', account.user_id),
        )
        .leftJoin('thread_user_states as tus', (join) =>
          join.onRef('tus.thread_id', '=', 'messages.thread_id').on('tus.user_id', '=', account.user_id),
        )
        .select(['mail_receipts.rfc822_message_id as rfc', 'mus.is_unread', 'tus.is_starred'])
        .where('mail_receipts.user_id', '=', account.user_id)
        .where('messages.thread_id', 'in', threadIds)
        .execute();
      for (const row of rows) {
        const uids = await connection.search({ header: { 'message-id': row.rfc } }, { uid: true });
        if (!uids || uids.length === 0) continue;
        const seen = row.is_unread === false;
        const starred = row.is_starred === true;
        if (seen) await connection.messageFlagsAdd(uids, ['\\Seen'], { uid: true });
        else await connection.messageFlagsRemove(uids, ['\\Seen'], { uid: true });
        if (starred) await connection.messageFlagsAdd(uids, ['\\Flagged'], { uid: true });
        else await connection.messageFlagsRemove(uids, ['\\Flagged'], { uid: true });
      }
      // Written: forget the pending changes this write covered (a newer stamp stays for its own write).
      for (const row of covered) {
        await ctx.db
          .deleteFrom('imap_pending_flags')
          .where('account_id', '=', account.id)
          .where('thread_id', '=', row.thread_id)
          .where('created_at', '=', row.created_at)
          .execute();
      }
    } finally {
      lock.release();
    }
  } finally {
    if (own && connection) await connection.logout().catch(() => connection?.close());
  }
}

/**
 * After a transaction that changed read or starred state committed (having marked the threads pending with
 * {@link markPendingFlags}): writes the state to the user's IMAP accounts in the background (the answer does
 * not wait for the IMAP server).
 */
export function writeBackToImap(services: Services, userId: string, threadIds: readonly string[]): void {
  if (threadIds.length === 0) return;
  services.background.run('imap write-back', () => services.imap.writeBack(userId, threadIds));
}

/**
 * Marks the threads pending on each of the user's IMAP accounts, inside the transaction that changes their read
 * or starred state, after it locked them (`lockThreads`): the change and its mark commit together. The
 * account's sync applies the server's flags to a thread only under that same lock, and not while it is pending
 * (mail/imap-sync.ts), so no order of a sync and a user's change lets the server's older flags undo the change.
 * Until written ({@link writeBackToImap}), the mark stays, and the account's watcher writes it before its next
 * sync if a write fails. Each mark gets a stamp later than the one it replaces (compared exactly when written):
 * a newer change re-stamps the row, so an older write finishing meanwhile does not forget it.
 */
export async function markPendingFlags(tx: Db, userId: string, threadIds: readonly string[]): Promise<void> {
  if (threadIds.length === 0) return;
  const accounts = await tx
    .selectFrom('mail_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'imap')
    .execute();
  if (accounts.length === 0) return;
  const threads = (
    await tx.selectFrom('threads').select('id').where('id', 'in', sortedIds(threadIds)).execute()
  )
    .map((row) => row.id)
    .sort(compareIds);
  if (threads.length === 0) return;
  const stamp = new Date();
  await tx
    .insertInto('imap_pending_flags')
    .values(
      accounts.flatMap((account) =>
        threads.map((thread_id) => ({ account_id: account.id, thread_id, created_at: stamp })),
      ),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'thread_id']).doUpdateSet({
        // Strictly later, even within the same millisecond.
        created_at: sql`greatest(excluded.created_at, imap_pending_flags.created_at + interval '1 millisecond')`,
      }),
    )
    .execute();
}

/** The threads an undo put back (for writing their restored state to IMAP). */
export async function threadsOfUndo(db: Db, undo: UndoAction): Promise<string[]> {
  if (undo.kind !== 'restore') return [];
  const threads = new Set<string>();
  const messages = new Set<string>();
  for (const snapshot of undo.snapshots) {
    for (const row of [...snapshot.rows, ...(snapshot.after ?? [])]) {
      if (typeof row.thread_id === 'string') threads.add(row.thread_id);
      else if (typeof row.message_id === 'string') messages.add(row.message_id);
    }
  }
  if (messages.size > 0) {
    const found = await db
      .selectFrom('messages')
      .select('thread_id')
      .where('id', 'in', [...messages])
      .execute();
    for (const m of found) threads.add(m.thread_id);
  }
  return [...threads];
}
