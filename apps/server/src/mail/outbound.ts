import { UNDO_WINDOW_MS } from '@switchboard/domain';
import { type Selectable, sql } from 'kysely';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Db } from '../db/database.js';
import type { MessageRow, OutboxTable } from '../db/schema.js';
import { readStoredFile } from '../files/stored-files.js';
import { newId } from '../lib/ids.js';
import { forwardedMailParts } from './forwarded-messages.js';
import type { GmailConfig } from './gmail/config.js';
import { gmailAccountOfMessage, gmailTransport } from './gmail/send.js';
import { openUrlPassword } from './imap-sync.js';

/** Tries before a temporary failure becomes permanent. */
export const MAX_SEND_ATTEMPTS = 6;

/** Wait before the next try after `attempts` failures: 30 s, 1 min, 2 min, ... up to 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** The Message-ID a message composed here carries when it leaves: its id at the sender's domain. */
export function outgoingMessageId(messageId: string, senderEmail: string): string {
  const domain = senderEmail.split('@')[1] || 'switchboard.invalid';
  return `<${messageId}@${domain}>`;
}

/**
 * The outbox point of delivery (called by `deliverMessage`): a message composed here with recipients outside
 * the workspace gets its Message-ID and one outbox row per outside address, sent after the undo window.
 * Mail that came in (SMTP, import, IMAP) already has a Message-ID and is never sent again.
 */
export async function queueOutbound(
  db: Db,
  message: Pick<MessageRow, 'id' | 'recipients' | 'sender_user_id' | 'sender_email' | 'rfc822_message_id'>,
  organizationId: string,
  at: Date,
): Promise<void> {
  if (!message.sender_user_id || message.rfc822_message_id) return;
  const externals = message.recipients.flatMap((r) => (r.kind === 'external' ? [r] : []));
  if (externals.length === 0) return;
  // The message it answers: the thread's latest mail with a Message-ID at this moment.
  const parent = await db
    .selectFrom('messages')
    .select('rfc822_message_id')
    .where('thread_id', '=', (eb) =>
      eb.selectFrom('messages').select('thread_id').where('id', '=', message.id),
    )
    .where('id', '!=', message.id)
    .where('type', '=', 'main')
    .where('rfc822_message_id', 'is not', null)
    .orderBy('creation_date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  await db
    .updateTable('messages')
    .set({
      rfc822_message_id: outgoingMessageId(message.id, message.sender_email),
      in_reply_to: parent?.rfc822_message_id ?? null,
    })
    .where('id', '=', message.id)
    .execute();
  await db
    .insertInto('outbox')
    .values(
      externals.map((r) => ({
        id: newId('out'),
        organization_id: organizationId,
        message_id: message.id,
        email: r.email,
        name: r.name,
        type: r.type,
        created_at: at,
      })),
    )
    .execute();
}

/**
 * 'Send now' on a message in its undo window (spec doc 1 section 4): its cancel token is used up, so a later
 * Undo is refused, and its outbox rows are due at once instead of after the window.
 */
export async function endUndoWindow(
  db: Db,
  userId: string,
  message: { id: string; thread_id: string },
  at: Date,
): Promise<void> {
  await db
    .updateTable('cancel_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb(sql`undo->>'kind'`, '=', 'delete_message'),
          eb(sql`undo->>'message_id'`, '=', message.id),
        ]),
        eb.and([
          eb(sql`undo->>'kind'`, '=', 'delete_thread'),
          eb(sql`undo->>'thread_id'`, '=', message.thread_id),
        ]),
      ]),
    )
    .execute();
  await db
    .updateTable('outbox')
    .set({ created_at: new Date(at.getTime() - UNDO_WINDOW_MS) })
    .where('message_id', '=', message.id)
    .where('sent_at', 'is', null)
    .where('created_at', '>', new Date(at.getTime() - UNDO_WINDOW_MS))
    .execute();
}

type Address = { name: string; address: string };

/** Everything of one outgoing message that goes into its MIME form. */
export interface OutgoingMail {
  messageId: string;
  from: Address;
  to: Address[];
  cc: Address[];
  /** Outside Bcc addresses: in the envelope only, never in a header. */
  bcc: Address[];
  /** The outside addresses this send reaches (the envelope). */
  envelopeTo: string[];
  subject: string;
  date: Date;
  inReplyTo: string | null;
  references: string[];
  html: string;
  text: string;
  attachments: {
    filename: string;
    contentType: string;
    content: Buffer;
    cid?: string;
    contentDisposition?: 'inline';
  }[];
  /** Names of attachments whose bytes the file store does not have (the send waits and retries). */
  missingFiles?: string[];
}

/** Reads a message and its thread into what nodemailer needs; null when the message no longer exists. */
export async function loadOutgoingMail(
  db: Db,
  messageId: string,
  envelopeTo: string[],
): Promise<OutgoingMail | null> {
  const message = await db.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirst();
  if (!message) return null;
  const userIds = message.recipients.flatMap((r) => (r.kind === 'user' ? [r.user_id] : []));
  if (message.sender_user_id) userIds.push(message.sender_user_id);
  const users = new Map(
    (userIds.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'email', 'display_name'])
          .where('id', 'in', userIds)
          .execute()
    ).map((u) => [u.id, { name: u.display_name, address: u.email }]),
  );
  const lists: Record<'to' | 'cc' | 'bcc', Address[]> = { to: [], cc: [], bcc: [] };
  for (const r of message.recipients) {
    if (r.kind === 'user') {
      const u = users.get(r.user_id);
      // Workspace Bcc recipients got it inside; nobody outside learns of them.
      if (u && r.type !== 'bcc') lists[r.type].push(u);
    } else if (r.kind === 'external') {
      lists[r.type].push({ name: r.name ?? '', address: r.email });
    }
  }
  const earlier = await db
    .selectFrom('messages')
    .select(['rfc822_message_id'])
    .where('thread_id', '=', message.thread_id)
    .where('type', '=', 'main')
    .where('id', '!=', message.id)
    .where('rfc822_message_id', 'is not', null)
    .where('creation_date', '<=', message.creation_date)
    .orderBy('creation_date')
    .orderBy('id')
    .execute();
  const ids = earlier.map((m) => m.rfc822_message_id as string);
  // References end with the message it answers (recorded when it was queued), oldest first.
  const cut = message.in_reply_to ? ids.indexOf(message.in_reply_to) : -1;
  const references = (
    cut >= 0 ? ids.slice(0, cut + 1) : message.in_reply_to ? [message.in_reply_to] : ids
  ).slice(-20);
  const attachments = await db
    .selectFrom('attachments')
    .select(['name', 'mime_type', 'content_key', 'content_id'])
    .where('message_id', '=', message.id)
    .orderBy('id')
    .execute();
  // The bytes from the file store; a file whose bytes are missing (the seed's demo files) is left out.
  const files: { a: (typeof attachments)[number]; content: Uint8Array | null }[] = [];
  for (const a of attachments)
    files.push({ a, content: a.content_key ? await readStoredFile(db, a.content_key) : null });
  const sender = message.sender_user_id ? users.get(message.sender_user_id) : undefined;
  // A forward carries the forwarded messages below the note and its signature (their attachments are
  // copied into the message itself when it is sent, `committed_attachments`).
  const body = withSignature({ html: message.body, text: message.body_text }, message.signature);
  const forwarded = await forwardedMailParts(db, message);
  return {
    messageId: message.rfc822_message_id ?? outgoingMessageId(message.id, message.sender_email),
    from: {
      name: sender?.name ?? message.sender_name ?? '',
      address: sender?.address ?? message.sender_email,
    },
    to: lists.to,
    cc: lists.cc,
    bcc: lists.bcc,
    envelopeTo,
    subject: message.subject ?? '',
    date: message.creation_date,
    inReplyTo: message.in_reply_to ?? references.at(-1) ?? null,
    references,
    html: forwarded ? `${body.html}<br><br>${forwarded.html}` : body.html,
    text: forwarded ? `${body.text.replace(/\s+$/, '')}\n\n${forwarded.text}\n` : body.text,
    attachments: files.flatMap(({ a, content }) =>
      content
        ? [
            {
              filename: a.name,
              contentType: a.mime_type,
              content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
              // An inline image: the HTML shows it as `cid:{content_id}` (a multipart/related part).
              ...(a.content_id ? { cid: a.content_id, contentDisposition: 'inline' as const } : {}),
            },
          ]
        : [],
    ),
    missingFiles: files.flatMap(({ a, content }) => (a.content_key && !content ? [a.name] : [])),
  };
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The body as it leaves with the message's signature (the branded 'Sent with Switchboard' line the domain's
 * `brandedSignature` gives the sender): after the usual '-- ' separator in the text, in its own block in
 * the HTML. No signature, no change.
 */
export function withSignature(
  body: { html: string; text: string },
  signature: string | null,
): { html: string; text: string } {
  if (!signature?.trim()) return body;
  return {
    html: `${body.html}<div class="switchboard-signature"><p>-- <br>${escapeHtml(signature)}</p></div>`,
    text: `${body.text.replace(/\s+$/, '')}\n\n-- \n${signature}\n`,
  };
}

/** The nodemailer message for an outgoing mail (Bcc stays out of the headers: nodemailer drops it). */
export function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    messageId: mail.messageId,
    from: mail.from,
    to: mail.to,
    cc: mail.cc,
    bcc: mail.bcc,
    envelope: { from: mail.from.address, to: mail.envelopeTo },
    subject: mail.subject,
    date: mail.date,
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: mail.references } : {}),
    html: mail.html,
    text: mail.text,
    attachments: mail.attachments,
  };
}

/** How long a process holds the outbox rows it claimed before another may take them (a crash mid-send). */
export const CLAIM_LEASE_MS = 10 * 60_000;

type OutboxRow = Selectable<OutboxTable>;

/**
 * Which rows of one send were refused, each with its refusal: nodemailer reports recipients the relay
 * refused (RCPT TO) in `rejectedErrors`, on a resolved send when others were accepted and on the error when
 * all were refused. A failure that names no recipient (no connection, refused MAIL FROM or DATA) is every
 * row's. Rows not in the map were accepted.
 */
export function refusalsByRecipient(
  rows: readonly Pick<OutboxRow, 'id' | 'email'>[],
  result: { rejectedErrors?: unknown[] } | null | undefined,
  error: unknown,
): Map<string, unknown> {
  const refused = new Map<string, unknown>();
  for (const e of result?.rejectedErrors ?? []) {
    const recipient = (e as { recipient?: unknown }).recipient;
    if (typeof recipient === 'string') refused.set(recipient.toLowerCase(), e);
  }
  const out = new Map<string, unknown>();
  for (const row of rows) {
    const own = refused.get(row.email.toLowerCase());
    if (own !== undefined) out.set(row.id, own);
    else if (error !== null) out.set(row.id, error);
  }
  return out;
}

function errorText(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown };
  if (typeof e?.response === 'string' && e.response) return e.response;
  return error instanceof Error ? error.message : String(error);
}

export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
}

/** A relay failure that trying again may fix: a 4xx answer, or no answer at all (connection, timeout). */
export function isTemporaryFailure(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string };
  if (typeof e.responseCode === 'number') return e.responseCode < 500;
  return true;
}

export interface OutboundSender {
  /** Sends every outbox row past the undo window and due for a try; a no-op without a relay. */
  runOnce(): Promise<SendReport>;
  close(): void;
}

/**
 * Sends the outbox through the relay (`SMTP_RELAY_URL`, smtp:// or smtps:// with credentials) with nodemailer:
 * each message once for all its outside addresses of a try, after the undo window (an undone message is
 * deleted with its outbox rows and so never leaves). A temporary failure (4xx, no connection) waits
 * {@link retryDelayMs} and tries again, up to {@link MAX_SEND_ATTEMPTS}; a permanent one (5xx) marks the
 * rows and the message failed ('We were unable to send this message'). Each address has its own outcome: a
 * relay that accepts some recipients and refuses others leaves the accepted ones sent and the refused ones
 * retried (4xx) or failed (5xx). Rows are claimed before they are sent (a lease, `claimed_until`), so
 * several server processes on one PostgreSQL never send one row twice.
 */
export function createOutboundSender(options: {
  db: Db;
  now: () => Date;
  relayUrl: string | undefined;
  /** With Gmail configured, users with a connected Gmail account send through the Gmail API. */
  gmail?: GmailConfig | null;
  logger?: Pick<Console, 'error'>;
  /** Opens the sealed SMTP passwords of IMAP/SMTP accounts (mail/mail-secret.ts); without it they are not used. */
  mailSecretKey?: Uint8Array;
}): OutboundSender {
  const { db, now, relayUrl } = options;
  const relay = relayUrl ? nodemailer.createTransport(relayUrl) : null;
  const accountTransports = new Map<string, Transporter>();

  /**
   * A connected Gmail account sends through the Gmail API, an IMAP/SMTP account through its own SMTP server,
   * everyone else through the relay.
   */
  async function transportFor(messageId: string): Promise<Transporter | null> {
    if (options.gmail) {
      const gmail = await gmailAccountOfMessage(db, messageId);
      if (gmail) return gmailTransport(db, options.gmail, gmail.account, gmail.message, now);
    }
    const account = await db
      .selectFrom('messages')
      .innerJoin('mail_accounts', 'mail_accounts.user_id', 'messages.sender_user_id')
      .select(['mail_accounts.smtp_url', 'mail_accounts.smtp_password_enc'])
      .where('messages.id', '=', messageId)
      .where('mail_accounts.smtp_url', 'is not', null)
      .executeTakeFirst();
    if (!account?.smtp_url) return relay;
    const key = `${account.smtp_url} ${account.smtp_password_enc ?? ''}`;
    let transport = accountTransports.get(key);
    if (!transport) {
      const url =
        account.smtp_password_enc && options.mailSecretKey
          ? openUrlPassword(account.smtp_url, account.smtp_password_enc, options.mailSecretKey)
          : account.smtp_url;
      transport = nodemailer.createTransport(url);
      accountTransports.set(key, transport);
    }
    return transport;
  }

  /**
   * Claims the due rows for this process: a lease of {@link CLAIM_LEASE_MS} set on rows nobody holds, taken
   * with `for update skip locked`, so another process running at the same moment takes other rows (or none)
   * and no row is sent twice. A process that dies mid-send leaves its lease to run out.
   */
  async function claimDue(at: Date): Promise<OutboxRow[]> {
    return db
      .updateTable('outbox')
      .set({ claimed_until: new Date(at.getTime() + CLAIM_LEASE_MS) })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('created_at', '<=', new Date(at.getTime() - UNDO_WINDOW_MS))
          .where((w) => w.or([w('next_attempt_at', 'is', null), w('next_attempt_at', '<=', at)]))
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', at)]))
          .orderBy('created_at')
          .limit(200)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }

  async function runOnce(): Promise<SendReport> {
    const report: SendReport = { sent: 0, retried: 0, failed: 0 };
    const at = now();
    const due = await claimDue(at);
    const byMessage = new Map<string, OutboxRow[]>();
    for (const row of due) byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), row]);
    for (const [messageId, rows] of byMessage) {
      const ids = rows.map((r) => r.id);
      const mail = await loadOutgoingMail(
        db,
        messageId,
        rows.map((r) => r.email),
      );
      const transport = mail ? await transportFor(messageId) : null;
      // Without a relay (and no account of its own) the mail waits in the outbox, readable at /dev/outbox.
      if (!mail || !transport) {
        await db.updateTable('outbox').set({ claimed_until: null }).where('id', 'in', ids).execute();
        continue;
      }
      let outcomes: Map<string, unknown>;
      try {
        // Never without a file the sender attached: a store that lost it (or is not mounted) is a failure
        // to retry, and after the last try the sender sees it failed.
        if (mail.missingFiles?.length)
          throw new Error(`The file store has no content for ${mail.missingFiles.join(', ')}`);
        const info = await transport.sendMail(toNodemailer(mail));
        // The relay may accept the message for some recipients and refuse others without failing the send.
        outcomes = refusalsByRecipient(rows, info as { rejectedErrors?: unknown[] }, null);
      } catch (error) {
        outcomes = refusalsByRecipient(rows, error as { rejectedErrors?: unknown[] }, error);
      }
      const sent = rows.filter((r) => !outcomes.has(r.id));
      if (sent.length > 0) {
        await db
          .updateTable('outbox')
          .set({ sent_at: now(), claimed_until: null })
          .where(
            'id',
            'in',
            sent.map((r) => r.id),
          )
          .execute();
        report.sent += 1;
      }
      const retry: OutboxRow[] = [];
      const fail: OutboxRow[] = [];
      for (const row of rows) {
        if (!outcomes.has(row.id)) continue;
        (isTemporaryFailure(outcomes.get(row.id)) && row.attempts + 1 < MAX_SEND_ATTEMPTS
          ? retry
          : fail
        ).push(row);
      }
      for (const row of retry) {
        const attempts = row.attempts + 1;
        await db
          .updateTable('outbox')
          .set({
            attempts,
            last_error: errorText(outcomes.get(row.id)),
            next_attempt_at: new Date(at.getTime() + retryDelayMs(attempts)),
            claimed_until: null,
          })
          .where('id', '=', row.id)
          .execute();
      }
      if (retry.length > 0) report.retried += 1;
      if (fail.length > 0) {
        await db.transaction().execute(async (tx) => {
          for (const row of fail) {
            await tx
              .updateTable('outbox')
              .set({
                attempts: row.attempts + 1,
                last_error: errorText(outcomes.get(row.id)),
                failed_at: at,
                claimed_until: null,
              })
              .where('id', '=', row.id)
              .execute();
          }
          // 'We were unable to send this message': resend tries again the addresses that were refused.
          await tx.updateTable('messages').set({ send_failed_at: at }).where('id', '=', messageId).execute();
        });
        report.failed += 1;
      }
    }
    return report;
  }

  return {
    runOnce,
    close() {
      relay?.close();
      for (const t of accountTransports.values()) t.close();
    },
  };
}
