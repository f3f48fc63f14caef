import { ImapFlow } from 'imapflow';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { lockThreads, sortedIds } from '../db/lock-order.js';
import type { MailAccountsTable } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { checkImapLogin } from './imap-login.js';
import { IMPORT_BATCH_SIZE, ownCopies, storeSyncedBatch } from './import-mail.js';
import { findMailUsers, type MailUser } from './ingest.js';
import { openSecret, sealSecret } from './mail-secret.js';
import { setMessagesRead } from './read-state.js';

export type MailAccount = Selectable<MailAccountsTable>;

/** imapflow options from an `imap://user:pass@host:port` (plain, STARTTLS when offered) or `imaps://` URL. */
export function imapOptions(url: string, password?: string): ConstructorParameters<typeof ImapFlow>[0] {
  const u = new URL(url);
  if (u.protocol !== 'imap:' && u.protocol !== 'imaps:')
    throw new Error('The IMAP URL must start with imap:// or imaps://');
  const secure = u.protocol === 'imaps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(u.username), pass: password ?? decodeURIComponent(u.password) },
    logger: false,
    // A host that does not answer is reported within seconds, not after imapflow's 90 s default.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
  };
}

/** imapflow options of a stored account: its URL (no password in it) and its sealed password opened with the key. */
export function accountImapOptions(
  account: Pick<MailAccount, 'imap_url' | 'imap_password_enc'>,
  key: Uint8Array,
): ConstructorParameters<typeof ImapFlow>[0] {
  return imapOptions(
    account.imap_url,
    account.imap_password_enc === null ? undefined : openSecret(key, account.imap_password_enc),
  );
}

/**
 * Splits a mail URL into the URL without its password and the password sealed with the key (null when the
 * URL has none).
 */
export function sealUrlPassword(url: string, key: Uint8Array): { url: string; sealed: string | null } {
  const u = new URL(url);
  if (!u.password) return { url, sealed: null };
  const sealed = sealSecret(key, decodeURIComponent(u.password));
  u.password = '';
  return { url: u.toString(), sealed };
}

/** A mail URL with its sealed password put back (for the clients that take a URL: nodemailer). */
export function openUrlPassword(url: string, sealed: string | null, key: Uint8Array): string {
  if (sealed === null) return url;
  const u = new URL(url);
  u.password = encodeURIComponent(openSecret(key, sealed));
  return u.toString();
}

/**
 * Connects an IMAP account (any provider) to a workspace user: checks the login against the server, then
 * remembers it with its passwords sealed (`key`); `smtp_url` is the account's SMTP server for sending.
 * Nothing is synced yet. A refused login or an unreachable server throws an {@link ImapLoginError}.
 */
export async function connectImapAccount(
  db: Db,
  key: Uint8Array,
  input: { userEmail: string; imapUrl: string; smtpUrl?: string | null; mailbox?: string },
): Promise<MailAccount> {
  const user = (await findMailUsers(db, [input.userEmail]))[0];
  if (!user) throw new Error(`No workspace user has the address ${input.userEmail}`);
  await checkImapLogin(imapOptions(input.imapUrl));
  const email = decodeURIComponent(new URL(input.imapUrl).username) || user.email;
  const imap = sealUrlPassword(input.imapUrl, key);
  const smtp = input.smtpUrl ? sealUrlPassword(input.smtpUrl, key) : { url: null, sealed: null };
  const stored = {
    imap_url: imap.url,
    imap_password_enc: imap.sealed,
    smtp_url: smtp.url,
    smtp_password_enc: smtp.sealed,
  };
  return db
    .insertInto('mail_accounts')
    .values({
      id: newId('acc'),
      user_id: user.id,
      kind: 'imap',
      email,
      ...stored,
      mailbox: input.mailbox ?? 'INBOX',
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'email']).doUpdateSet({ ...stored, status: 'connecting', status_detail: null }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Seals the passwords that rows written before sealing existed still hold inside `imap_url` / `smtp_url`
 * (run at start, with the server's key); returns how many rows it changed.
 */
export async function sealStoredMailPasswords(db: Db, key: Uint8Array): Promise<number> {
  const rows = await db
    .selectFrom('mail_accounts')
    .select(['id', 'imap_url', 'smtp_url', 'imap_password_enc', 'smtp_password_enc'])
    .execute();
  let changed = 0;
  for (const row of rows) {
    const imap = row.imap_password_enc === null ? sealUrlPassword(row.imap_url, key) : null;
    const smtp = row.smtp_password_enc === null && row.smtp_url ? sealUrlPassword(row.smtp_url, key) : null;
    if (!imap?.sealed && !smtp?.sealed) continue;
    await db
      .updateTable('mail_accounts')
      .set({
        ...(imap?.sealed ? { imap_url: imap.url, imap_password_enc: imap.sealed } : {}),
        ...(smtp?.sealed ? { smtp_url: smtp.url, smtp_password_enc: smtp.sealed } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    changed += 1;
  }
  return changed;
}

export interface ImapSyncReport {
  added: number;
  flagsApplied: number;
  /** Messages the database refused (each rolled back alone; the sync goes on past them). */
  failed: number;
}

/** New messages fetched, parsed and stored per transaction by a sync (import-mail.ts's batch). */
export const IMAP_SYNC_BATCH = IMPORT_BATCH_SIZE;
/** Message-IDs of earlier messages looked up per statement when their flags are read again. */
const IMAP_FLAGS_BATCH = 500;

/**
 * Applies the IMAP flags of the user's messages: `\Seen` is read, per message; a thread is starred when any
 * of its messages on the server is `\Flagged` (Switchboard stars threads, IMAP flags messages). One transaction
 * per thread that takes the thread's lock first, as every change of its state by the user does: with `accountId`,
 * a thread pending on that account (a change in Switchboard not yet written to its server,
 * mail/imap-write-back.ts) keeps the user's state. The user's change and its pending mark commit together, so
 * either it committed before the lock was taken here (and the check below, a statement after the lock, sees the
 * mark) or it waits for this transaction and comes after it; the flags never undo it.
 */
export async function applyMessageFlags(
  db: Db,
  userId: string,
  seen: { messageId: string; threadId: string; flags: Set<string> }[],
  accountId: string | null = null,
): Promise<void> {
  const byThread = new Map<string, { messageId: string; flags: Set<string> }[]>();
  for (const m of seen) byThread.set(m.threadId, [...(byThread.get(m.threadId) ?? []), m]);
  const unchanged = await threadsAsFlagged(db, userId, byThread);
  for (const threadId of sortedIds(byThread.keys())) {
    if (unchanged.has(threadId)) continue;
    const messages = byThread.get(threadId) ?? [];
    await db.transaction().execute(async (tx) => {
      if ((await lockThreads(tx, [threadId])).length === 0) return; // deleted meanwhile
      if (accountId !== null) {
        const pending = await tx
          .selectFrom('imap_pending_flags')
          .select('thread_id')
          .where('account_id', '=', accountId)
          .where('thread_id', '=', threadId)
          .executeTakeFirst();
        if (pending) return;
      }
      await setMessagesRead(tx, userId, [threadId], {
        read: messages.filter((m) => m.flags.has('\\Seen')).map((m) => m.messageId),
        unread: messages.filter((m) => !m.flags.has('\\Seen')).map((m) => m.messageId),
      });
      const isStarred = messages.some((m) => m.flags.has('\\Flagged'));
      await tx
        .insertInto('thread_user_states')
        .values({ thread_id: threadId, user_id: userId, is_starred: isStarred })
        .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doUpdateSet({ is_starred: isStarred }))
        .execute();
    });
  }
}

/**
 * The threads whose state already is what the flags say (each message read or unread as `\\Seen` says, the
 * thread starred as `\\Flagged` says): read in two statements for all of them, outside any lock. A sync
 * that finds the mailbox as it left it then writes nothing, and sends no live notice for it. Skipping them
 * is safe however stale the read: writing their state would write what is there, and a thread the user
 * changes meanwhile keeps the user's change (it is either pending, or newer than the flags read).
 */
async function threadsAsFlagged(
  db: Db,
  userId: string,
  byThread: ReadonlyMap<string, readonly { messageId: string; flags: Set<string> }[]>,
): Promise<Set<string>> {
  const threadIds = [...byThread.keys()];
  if (threadIds.length === 0) return new Set();
  const messageIds = [...byThread.values()].flatMap((messages) => messages.map((m) => m.messageId));
  const [unreadRows, starredRows] = await Promise.all([
    db
      .selectFrom('message_user_states')
      .select('message_id')
      .where('user_id', '=', userId)
      .where('is_unread', '=', true)
      .where('message_id', '=', sql<string>`any(${messageIds}::text[])`)
      .execute(),
    db
      .selectFrom('thread_user_states')
      .select('thread_id')
      .where('user_id', '=', userId)
      .where('is_starred', '=', true)
      .where('thread_id', '=', sql<string>`any(${threadIds}::text[])`)
      .execute(),
  ]);
  // A message without a state row is read.
  const unread = new Set(unreadRows.map((r) => r.message_id));
  const starred = new Set(starredRows.map((r) => r.thread_id));
  const unchanged = new Set<string>();
  for (const [threadId, messages] of byThread) {
    const readAsFlagged = messages.every((m) => unread.has(m.messageId) === !m.flags.has('\\Seen'));
    const starAsFlagged = starred.has(threadId) === messages.some((m) => m.flags.has('\\Flagged'));
    if (readAsFlagged && starAsFlagged) unchanged.add(threadId);
  }
  return unchanged;
}

/**
 * One incremental sync of an IMAP account, by UID, over a connected client: messages with a UID above the last
 * one synced are fetched whole, parsed and delivered to the user (idempotent by Message-ID); then the flags of
 * every message are read again (`\Seen` -> read, `\Flagged` -> starred), matched to the user's own copy through
 * their receipts (`mail_receipts`), never to another member's copy of the same mail. A changed UIDVALIDITY
 * starts over from UID 1 (the receipts keep that from duplicating anything).
 */
export async function syncImapAccount(
  db: Db,
  account: MailAccount,
  now: Date,
  client: ImapFlow,
): Promise<ImapSyncReport> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'organization_id'])
    .where('id', '=', account.user_id)
    .executeTakeFirstOrThrow();
  if (!user.organization_id) throw new Error('The account owner has no workspace');
  const recipient = { id: user.id, email: user.email, organization_id: user.organization_id };
  const report: ImapSyncReport = { added: 0, flagsApplied: 0, failed: 0 };
  const lock = await client.getMailboxLock(account.mailbox);
  try {
    const box = client.mailbox;
    const validity = box ? Number(box.uidValidity) : null;
    let lastUid = account.uid_validity === validity ? Number(account.last_uid) : 0;
    const flagged: { messageId: string; threadId: string; flags: Set<string> }[] = [];
    const known = new Set<number>();
    if (box && box.exists > 0) {
      // The UIDs above the last one synced, oldest first (`n:*` always names the newest message, even below n),
      // fetched, parsed and stored a batch at a time: memory holds one batch, and each batch's commit moves
      // `last_uid`, so a sync cut short resumes after the last batch stored.
      const fresh = ((await client.search({ uid: `${lastUid + 1}:*` }, { uid: true })) || [])
        .filter((uid) => uid > lastUid)
        .sort((x, y) => x - y);
      const directory = new Map<string, MailUser[]>();
      for (let start = 0; start < fresh.length; start += IMAP_SYNC_BATCH) {
        const uids = fresh.slice(start, start + IMAP_SYNC_BATCH);
        const fetched: { uid: number; source: Buffer; flags: Set<string> }[] = [];
        for await (const m of client.fetch(
          uids.join(','),
          { uid: true, source: true, flags: true },
          { uid: true },
        ))
          if (m.source) fetched.push({ uid: m.uid, source: m.source, flags: m.flags ?? new Set() });
        fetched.sort((x, y) => x.uid - y.uid);
        const { outcome, copies } = await storeSyncedBatch(
          db,
          recipient,
          fetched.map((m) => ({ label: `UID ${m.uid}`, source: m.source })),
          now,
          directory,
        );
        report.added += outcome.imported;
        report.failed += outcome.failed.length;
        fetched.forEach((m, index) => {
          const copy = copies[index];
          if (!copy) return;
          flagged.push({ messageId: copy.id, threadId: copy.thread_id, flags: m.flags });
          known.add(m.uid);
        });
        lastUid = Math.max(lastUid, ...uids);
        await db
          .updateTable('mail_accounts')
          .set({ uid_validity: validity, last_uid: lastUid })
          .where('id', '=', account.id)
          .execute();
      }
      // Flags of messages synced before: the user's own copy, through their receipt of that Message-ID, looked
      // up a batch of Message-IDs at a time.
      if (lastUid > 0) {
        const earlier: { messageId: string; flags: Set<string> }[] = [];
        for await (const m of client.fetch(
          `1:${lastUid}`,
          { uid: true, flags: true, envelope: true },
          { uid: true },
        )) {
          if (known.has(m.uid) || !m.envelope?.messageId) continue;
          earlier.push({ messageId: m.envelope.messageId, flags: m.flags ?? new Set() });
        }
        for (let start = 0; start < earlier.length; start += IMAP_FLAGS_BATCH) {
          const part = earlier.slice(start, start + IMAP_FLAGS_BATCH);
          const copies = await ownCopies(
            db,
            user.id,
            part.map((m) => m.messageId),
          );
          for (const m of part) {
            const rows = copies.get(m.messageId) ?? [];
            for (const row of rows)
              flagged.push({ messageId: row.id, threadId: row.thread_id, flags: m.flags });
            if (rows.length > 0) report.flagsApplied += 1;
          }
        }
      }
    }
    // A thread whose change in Switchboard is still being written to this server keeps the user's state: the
    // flags just read may predate it.
    await applyMessageFlags(db, user.id, flagged, account.id);
    await db
      .updateTable('mail_accounts')
      .set({ uid_validity: validity, last_uid: lastUid, last_synced_at: now })
      .where('id', '=', account.id)
      .execute();
  } finally {
    lock.release();
  }
  return report;
}

/** Connects, syncs once and logs out (the `connect-imap` command). */
export async function syncImapAccountOnce(
  db: Db,
  account: MailAccount,
  now: Date,
  key: Uint8Array,
): Promise<ImapSyncReport> {
  const client = new ImapFlow(accountImapOptions(account, key));
  client.on('error', () => {});
  await client.connect();
  try {
    return await syncImapAccount(db, account, now, client);
  } finally {
    await client.logout().catch(() => client.close());
  }
}
