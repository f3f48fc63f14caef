import { ImapFlow } from 'imapflow';
import type { Db } from '../db/database.js';
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

/**
 * Writes the user's read and starred state of the threads to their IMAP accounts: `\Seen` on each message the
 * user has read, `\Flagged` on each message of a starred thread (removed when unread / unstarred). The messages
 * are found through the user's own receipts (`mail_receipts`: the Message-ID of mail this user received), so a
 * teammate's copy of the same mail is never touched, and on the server by that Message-ID. Uses the account's
 * live connection (its watcher's), else a connection of its own.
 */
export async function writeBackFlags(ctx: WriteBackContext, userId: string, threadIds: readonly string[]) {
  if (threadIds.length === 0) return;
  const accounts = await ctx.db
    .selectFrom('mail_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'imap')
    .execute();
  if (accounts.length === 0) return;
  const rows = await ctx.db
    .selectFrom('mail_receipts')
    .innerJoin('messages', 'messages.id', 'mail_receipts.message_id')
    .leftJoin('message_user_states as mus', (join) =>
      join.onRef('mus.message_id', '=', 'messages.id').on('mus.user_id', '=', userId),
    )
    .leftJoin('thread_user_states as tus', (join) =>
      join.onRef('tus.thread_id', '=', 'messages.thread_id').on('tus.user_id', '=', userId),
    )
    .select(['mail_receipts.rfc822_message_id as rfc', 'mus.is_unread', 'tus.is_starred'])
    .where('mail_receipts.user_id', '=', userId)
    .where('messages.thread_id', 'in', threadIds)
    .execute();
  if (rows.length === 0) return;
  for (const account of accounts) {
    let client = ctx.liveClient(account.id);
    const own = client === null;
    try {
      if (!client) {
        client = new ImapFlow(accountImapOptions(account, ctx.key));
        client.on('error', () => {});
        await client.connect();
      }
      const lock = await client.getMailboxLock(account.mailbox);
      try {
        for (const row of rows) {
          const uids = await client.search({ header: { 'message-id': row.rfc } }, { uid: true });
          if (!uids || uids.length === 0) continue;
          const seen = row.is_unread === false;
          const starred = row.is_starred === true;
          if (seen) await client.messageFlagsAdd(uids, ['\\Seen'], { uid: true });
          else await client.messageFlagsRemove(uids, ['\\Seen'], { uid: true });
          if (starred) await client.messageFlagsAdd(uids, ['\\Flagged'], { uid: true });
          else await client.messageFlagsRemove(uids, ['\\Flagged'], { uid: true });
        }
      } finally {
        lock.release();
      }
    } catch (error) {
      (ctx.logger ?? console).error(`[imap] could not write flags back to ${account.email}`, error);
    } finally {
      if (own && client) await client.logout().catch(() => client?.close());
    }
  }
}

/**
 * After a request changed read or starred state: writes it to the user's IMAP accounts in the background
 * (the answer does not wait for the IMAP server).
 */
export function writeBackToImap(services: Services, userId: string, threadIds: readonly string[]): void {
  if (threadIds.length === 0) return;
  services.background.run('imap write-back', () => services.imap.writeBack(userId, threadIds));
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
