import { ImapFlow } from 'imapflow';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { MailAccountsTable } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { findMailUsers, ingestParsedMail, parseMail } from './ingest.js';

export type MailAccount = Selectable<MailAccountsTable>;

/** imapflow options from an `imap://user:pass@host:port` (plain, STARTTLS when offered) or `imaps://` URL. */
export function imapOptions(url: string): ConstructorParameters<typeof ImapFlow>[0] {
  const u = new URL(url);
  if (u.protocol !== 'imap:' && u.protocol !== 'imaps:')
    throw new Error('The IMAP URL must start with imap:// or imaps://');
  const secure = u.protocol === 'imaps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
    logger: false,
  };
}

/**
 * Connects an IMAP account (any provider) to a workspace user: checks the login against the server, then
 * remembers it; `smtp_url` is the account's SMTP server for sending. Nothing is synced yet.
 */
export async function connectImapAccount(
  db: Db,
  input: { userEmail: string; imapUrl: string; smtpUrl?: string | null; mailbox?: string },
): Promise<MailAccount> {
  const user = (await findMailUsers(db, [input.userEmail]))[0];
  if (!user) throw new Error(`No workspace user has the address ${input.userEmail}`);
  const client = new ImapFlow(imapOptions(input.imapUrl));
  await client.connect();
  await client.logout();
  const email = decodeURIComponent(new URL(input.imapUrl).username) || user.email;
  return db
    .insertInto('mail_accounts')
    .values({
      id: newId('acc'),
      user_id: user.id,
      kind: 'imap',
      email,
      imap_url: input.imapUrl,
      smtp_url: input.smtpUrl ?? null,
      mailbox: input.mailbox ?? 'INBOX',
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'email'])
        .doUpdateSet({ imap_url: input.imapUrl, smtp_url: input.smtpUrl ?? null }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ImapSyncReport {
  added: number;
  flagsApplied: number;
}

/** Applies IMAP flags to the user's copy: `\Seen` is read, `\Flagged` is starred. */
export async function applyFlags(
  db: Db,
  userId: string,
  messageId: string,
  threadId: string,
  flags: Set<string>,
): Promise<void> {
  await db
    .updateTable('message_user_states')
    .set({ is_unread: !flags.has('\\Seen') })
    .where('message_id', '=', messageId)
    .where('user_id', '=', userId)
    .execute();
  if (flags.has('\\Seen')) {
    const unread = await db
      .selectFrom('message_user_states')
      .innerJoin('messages', 'messages.id', 'message_user_states.message_id')
      .select('messages.id')
      .where('messages.thread_id', '=', threadId)
      .where('message_user_states.user_id', '=', userId)
      .where('message_user_states.is_unread', '=', true)
      .executeTakeFirst();
    if (!unread)
      await db
        .updateTable('inbox_items')
        .set({ is_unread: false })
        .where('thread_id', '=', threadId)
        .where('user_id', '=', userId)
        .execute();
  }
  await db
    .updateTable('thread_user_states')
    .set({ is_starred: flags.has('\\Flagged') })
    .where('thread_id', '=', threadId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * One incremental sync of an IMAP account, by UID: messages with a UID above the last one synced are fetched
 * whole, parsed and delivered to the user (idempotent by Message-ID); then the flags of every message are read
 * again (`\Seen` -> read, `\Flagged` -> starred). A changed UIDVALIDITY starts over from UID 1 (the Message-IDs
 * keep that from duplicating anything).
 */
export async function syncImapAccount(
  db: Db,
  account: MailAccount,
  now: Date,
  connected?: ImapFlow,
): Promise<ImapSyncReport> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'organization_id'])
    .where('id', '=', account.user_id)
    .executeTakeFirstOrThrow();
  if (!user.organization_id) throw new Error('The account owner has no workspace');
  const recipient = { id: user.id, email: user.email, organization_id: user.organization_id };
  const client = connected ?? new ImapFlow(imapOptions(account.imap_url));
  if (!connected) await client.connect();
  const report: ImapSyncReport = { added: 0, flagsApplied: 0 };
  const lock = await client.getMailboxLock(account.mailbox);
  try {
    const box = client.mailbox;
    const validity = box ? Number(box.uidValidity) : null;
    let lastUid = account.uid_validity === validity ? Number(account.last_uid) : 0;
    const known = new Map<number, { messageId: string; threadId: string }>();
    if (box && box.exists > 0) {
      const fresh: { uid: number; source: Buffer; flags: Set<string> }[] = [];
      for await (const m of client.fetch(
        `${lastUid + 1}:*`,
        { uid: true, source: true, flags: true },
        { uid: true },
      )) {
        // `n:*` always names the newest message, even when its UID is below n.
        if (m.uid > lastUid && m.source)
          fresh.push({ uid: m.uid, source: m.source, flags: m.flags ?? new Set() });
      }
      for (const m of fresh.sort((x, y) => x.uid - y.uid)) {
        const parsed = await parseMail(m.source);
        const result = await db
          .transaction()
          .execute((tx) => ingestParsedMail(tx, parsed, { recipients: [recipient], receivedAt: null, now }));
        const delivery = result.deliveries[0];
        if (delivery) {
          if (!delivery.duplicate) report.added += 1;
          await applyFlags(db, user.id, delivery.message_id, delivery.thread_id, m.flags);
          known.set(m.uid, { messageId: delivery.message_id, threadId: delivery.thread_id });
        }
        lastUid = Math.max(lastUid, m.uid);
      }
      // Flags of messages synced before: matched by Message-ID.
      if (lastUid > 0) {
        for await (const m of client.fetch(
          `1:${lastUid}`,
          { uid: true, flags: true, envelope: true },
          { uid: true },
        )) {
          if (known.has(m.uid) || !m.envelope?.messageId) continue;
          const row = await db
            .selectFrom('messages')
            .select(['id', 'thread_id'])
            .where('organization_id', '=', recipient.organization_id)
            .where('rfc822_message_id', '=', m.envelope.messageId)
            .executeTakeFirst();
          if (!row) continue;
          await applyFlags(db, user.id, row.id, row.thread_id, m.flags ?? new Set());
          report.flagsApplied += 1;
        }
      }
    }
    await db
      .updateTable('mail_accounts')
      .set({ uid_validity: validity, last_uid: lastUid })
      .where('id', '=', account.id)
      .execute();
  } finally {
    lock.release();
    if (!connected) await client.logout();
  }
  return report;
}

/**
 * Keeps an IMAP account in sync: one sync at start, then IDLE (imapflow idles whenever the connection is quiet)
 * and a sync each time the server announces new mail (`exists`) or changed flags. `close()` logs out.
 */
export async function watchImapAccount(
  db: Db,
  accountId: string,
  now: () => Date,
  options: { onSynced?: (report: ImapSyncReport) => void; logger?: Pick<Console, 'error'> } = {},
): Promise<{ close(): Promise<void> }> {
  const load = () =>
    db.selectFrom('mail_accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
  const account = await load();
  // IDLE a second after each command (imapflow waits 15 s by default), so new mail is heard at once.
  const client = new ImapFlow({ ...imapOptions(account.imap_url), autoIdleDelay: 1000 });
  await client.connect();
  await client.mailboxOpen(account.mailbox);
  let running: Promise<void> = Promise.resolve();
  const sync = () => {
    running = running
      .then(async () => options.onSynced?.(await syncImapAccount(db, await load(), now(), client)))
      .catch((error: unknown) => (options.logger ?? console).error('[imap] sync failed', error));
  };
  client.on('exists', sync);
  client.on('flags', sync);
  sync();
  return {
    async close() {
      client.off('exists', sync);
      client.off('flags', sync);
      await running;
      await client.logout();
    },
  };
}
