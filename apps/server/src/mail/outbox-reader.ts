import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import nodemailer from 'nodemailer';
import { findAccount } from '../auth/auth-user.js';
import type { AuthVariables } from '../auth/middleware.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import { loadOutgoingMail, toNodemailer } from './outbound.js';

export interface OutboxEntry {
  message_id: string;
  message_id_header: string | null;
  subject: string | null;
  recipients: { email: string; name: string | null; type: 'to' | 'cc' | 'bcc' }[];
  status: 'waiting' | 'sent' | 'failed';
  created_at: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
  /** The message as it goes (or would go) out: RFC 5322 source built by nodemailer. */
  raw: string;
}

/** Builds the MIME source of an outgoing message without sending it. */
export async function renderOutgoing(
  db: Db,
  messageId: string,
  envelopeTo: string[],
): Promise<string | null> {
  const mail = await loadOutgoingMail(db, messageId, envelopeTo);
  if (!mail) return null;
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true })
    .sendMail(toNodemailer(mail));
  return (info.message as Buffer).toString('utf8');
}

/** The outbox of one sender (or everyone, for the command): newest first, each message once with its state. */
export async function readOutbox(db: Db, senderUserId: string | null, limit = 50): Promise<OutboxEntry[]> {
  let q = db
    .selectFrom('outbox')
    .innerJoin('messages', 'messages.id', 'outbox.message_id')
    .select([
      'outbox.message_id',
      'outbox.email',
      'outbox.name',
      'outbox.type',
      'outbox.created_at',
      'outbox.sent_at',
      'outbox.failed_at',
      'outbox.attempts',
      'outbox.last_error',
      'messages.subject',
      'messages.rfc822_message_id',
    ])
    .orderBy('outbox.created_at', 'desc')
    .orderBy('outbox.id');
  if (senderUserId) q = q.where('messages.sender_user_id', '=', senderUserId);
  const rows = await q.limit(limit * 10).execute();
  const entries = new Map<string, OutboxEntry>();
  for (const r of rows) {
    let entry = entries.get(r.message_id);
    if (!entry) {
      if (entries.size >= limit) continue;
      entry = {
        message_id: r.message_id,
        message_id_header: r.rfc822_message_id,
        subject: r.subject,
        recipients: [],
        status: r.failed_at ? 'failed' : r.sent_at ? 'sent' : 'waiting',
        created_at: r.created_at.toISOString(),
        sent_at: r.sent_at?.toISOString() ?? null,
        attempts: r.attempts,
        last_error: r.last_error,
        raw: '',
      };
      entries.set(r.message_id, entry);
    }
    entry.recipients.push({ email: r.email, name: r.name, type: r.type });
  }
  for (const entry of entries.values()) {
    entry.raw =
      (await renderOutgoing(
        db,
        entry.message_id,
        entry.recipients.map((r) => r.email),
      )) ?? '';
  }
  return [...entries.values()];
}

/** The outbox as text: one line per message (state, subject, recipients), the MIME source with `raw`. */
export function formatOutbox(items: readonly OutboxEntry[], raw: boolean): string {
  if (items.length === 0) return 'The outbox is empty.\n';
  const lines: string[] = [];
  for (const item of items) {
    const to = item.recipients.map((r) => `${r.type}: ${r.email}`).join(', ');
    lines.push(`${item.created_at}  ${item.status.padEnd(7)}  ${item.subject ?? '(no subject)'}  ->  ${to}`);
    if (item.last_error) lines.push(`    last error: ${item.last_error}`);
    if (raw) lines.push('', item.raw, '');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `GET /dev/outbox`, so that without a relay one can still see what would have gone out:
 * - `?key=<outbox key>`: the whole outbox of this server as plain text with each message's MIME source (what
 *   the start banner links to, for the person who started the server; `&format=json` for the `outbox`
 *   command). The key is random at each start and known only to the banner and the runtime file.
 * - `Authorization: Bearer <token>` (embedded sign-in only): the signed-in user's own outgoing mail, as JSON.
 */
export function mountOutboxReader(
  app: Hono<{ Variables: AuthVariables }>,
  services: Services,
  options: {
    /** The embedded provider's verifier and issuer; null with an outside issuer (no bearer reading). */
    embedded: { verifier: TokenVerifier; issuer: string } | null;
    relayConfigured: boolean;
    outboxKey: string;
  },
): void {
  app.get('/dev/outbox', async (c) => {
    const key = c.req.query('key');
    if (key !== undefined) {
      if (!sameSecret(key, options.outboxKey)) {
        return c.json(
          { error: 'unauthorized', message: 'Wrong outbox key: use the link the server printed at start' },
          401,
        );
      }
      const items = await readOutbox(services.db, null);
      if (c.req.query('format') === 'json')
        return c.json({ relay_configured: options.relayConfigured, items });
      c.header('cache-control', 'no-store');
      return c.text(formatOutbox(items, true));
    }
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token || !options.embedded) {
      return c.json(
        {
          error: 'unauthorized',
          message: 'Open the /dev/outbox link the server printed at start, or send a bearer token',
        },
        401,
      );
    }
    let user: Awaited<ReturnType<typeof findAccount>>;
    try {
      user = await findAccount(
        services.db,
        await options.embedded.verifier.verify(token),
        options.embedded.issuer,
      );
    } catch {
      return c.json({ error: 'unauthorized', message: 'Invalid or expired access token' }, 401);
    }
    if (!user) return c.json({ error: 'unauthorized', message: 'No account exists for this sign-in' }, 401);
    return c.json({
      relay_configured: options.relayConfigured,
      items: await readOutbox(services.db, user.id),
    });
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
