import { createHash } from 'node:crypto';
import { categorizeMail, fitGraphemes, isSpamByHeaders, type MailHeaders } from '@switchboard/domain';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { isSpamForUser, markSpamFor } from '../access/spam.js';
import type { Db } from '../db/database.js';
import type { RecipientRow } from '../db/schema.js';
import { newId } from '../lib/ids.js';
import { applyRulesToIncoming } from '../rules/apply-rules.js';
import { deliverMessage, follow, upsertInboxItem } from './deliver.js';
import { sanitizeMailHtml } from './sanitize-html.js';
import { findThreadFor } from './threading.js';

/** A workspace user mail can be delivered to. */
export interface MailUser {
  id: string;
  email: string;
  organization_id: string;
}

export interface IngestOptions {
  /** Who receives it: the envelope recipients (SMTP `RCPT TO`) that are workspace users, or the importing user. */
  recipients: MailUser[];
  /** When it arrived (SMTP) or, for imports, null to use the message's own `Date` header. */
  receivedAt: Date | null;
  /** The clock, for imports of mail without a `Date` header. */
  now: Date;
}

export interface IngestResult {
  /** One per workspace the mail was delivered into. */
  deliveries: { organization_id: string; message_id: string; thread_id: string; duplicate: boolean }[];
}

/** Finds the workspace users among addresses (case-insensitively). */
export async function findMailUsers(db: Db, emails: string[]): Promise<MailUser[]> {
  const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (lower.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'organization_id'])
    .where((eb) => eb(eb.fn('lower', ['email']), 'in', lower))
    .where('organization_id', 'is not', null)
    .execute();
  return rows.map((r) => ({ id: r.id, email: r.email, organization_id: r.organization_id as string }));
}

function addresses(
  field: AddressObject | AddressObject[] | undefined,
): { email: string; name: string | null }[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  const out: { email: string; name: string | null }[] = [];
  const walk = (items: AddressObject['value']) => {
    for (const a of items) {
      if (a.group) walk(a.group);
      else if (a.address) out.push({ email: a.address.toLowerCase(), name: a.name || null });
    }
  };
  for (const o of list) walk(o.value);
  return out;
}

/** The headers as the domain rules read them: lower-case names, the first raw value of each, unfolded. */
export function headerMap(parsed: ParsedMail): MailHeaders {
  const out: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    if (key in out) continue;
    const colon = line.indexOf(':');
    out[key] = line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return out;
}

/** Message-IDs named by In-Reply-To and References, the direct parent first. */
export function referencedIds(parsed: ParsedMail): string[] {
  const refs =
    parsed.references === undefined
      ? []
      : Array.isArray(parsed.references)
        ? parsed.references
        : [parsed.references];
  const all = [parsed.inReplyTo, ...refs.slice().reverse()].flatMap((v) =>
    v ? (v.match(/<[^<>\s]+>/g) ?? []) : [],
  );
  return [...new Set(all)];
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Parses raw RFC 5322 mail (mailparser: MIME, RFC 2047 words, charsets, transfer encodings). */
export function parseMail(raw: Buffer | string): Promise<ParsedMail> {
  // cid: images are inlined as data: URIs (mailparser's default); text/calendar parts stay attachments.
  return simpleParser(raw);
}

/**
 * Stores one incoming message and delivers it, like internal mail: per workspace of its recipients, the
 * thread it belongs to (References / In-Reply-To, else the same normalised subject and participants within a
 * short window, else a new thread), the sanitised body, attachments with their bytes, then delivery (unread,
 * followers, inbox), the header category for new threads, the header spam mark and each recipient's
 * incoming rules. Idempotent by Message-ID within a workspace: the same mail again delivers only to
 * recipients who do not have it yet. Call inside a transaction.
 */
export async function ingestParsedMail(
  tx: Db,
  parsed: ParsedMail,
  options: IngestOptions,
): Promise<IngestResult> {
  const headers = headerMap(parsed);
  const from = addresses(parsed.from)[0] ?? { email: 'unknown@invalid', name: null };
  const messageIdHeader = parsed.messageId?.match(/<[^<>\s]+>/)?.[0] ?? null;
  // Mail without a Message-ID gets one from its content, so that importing it twice still adds it once.
  const messageIdValue =
    messageIdHeader ??
    `<${createHash('sha256')
      .update(parsed.headerLines.map((h) => h.line).join('\n'))
      .update(parsed.text ?? '')
      .update(parsed.html || '')
      .digest('hex')
      .slice(0, 32)}@switchboard.invalid>`;
  const at = options.receivedAt ?? parsed.date ?? options.now;
  const date = Number.isNaN(at.getTime()) ? options.now : at;
  const to = addresses(parsed.to);
  const cc = addresses(parsed.cc);
  const subject = parsed.subject?.trim() || null;
  const html = parsed.html
    ? parsed.html
    : parsed.textAsHtml
      ? parsed.textAsHtml
      : escapeText(parsed.text ?? '');
  const body = sanitizeMailHtml(html);
  const bodyText = (parsed.text ?? '').trim();
  const refs = referencedIds(parsed);
  const category = categorizeMail({ from: from.email, headers });
  const spam = isSpamByHeaders(headers);
  const files = parsed.attachments.filter(
    // Inline images the HTML showed are now data: URIs in the body; everything else is an attachment.
    (a) => !(a.related && a.cid && parsed.html && a.contentType.startsWith('image/')),
  );

  const byOrg = new Map<string, MailUser[]>();
  for (const u of options.recipients)
    byOrg.set(u.organization_id, [...(byOrg.get(u.organization_id) ?? []), u]);

  const result: IngestResult = { deliveries: [] };
  for (const [orgId, users] of byOrg) {
    const existing = await tx
      .selectFrom('messages')
      .select(['id', 'thread_id'])
      .where('organization_id', '=', orgId)
      .where('rfc822_message_id', '=', messageIdValue)
      .executeTakeFirst();
    if (existing) {
      for (const u of users) {
        const state = await tx
          .selectFrom('message_user_states')
          .select('user_id')
          .where('message_id', '=', existing.id)
          .where('user_id', '=', u.id)
          .executeTakeFirst();
        if (state) continue;
        await tx
          .insertInto('message_user_states')
          .values({ message_id: existing.id, user_id: u.id, is_unread: true })
          .execute();
        await follow(tx, existing.thread_id, u.id, date);
        if (await isSpamForUser(tx, existing.thread_id, u.id)) continue;
        await upsertInboxItem(tx, u.id, existing.thread_id, 'message_added', date, true);
      }
      result.deliveries.push({
        organization_id: orgId,
        message_id: existing.id,
        thread_id: existing.thread_id,
        duplicate: true,
      });
      continue;
    }

    const orgUsers = await findMailUsers(
      tx,
      [...to, ...cc].map((a) => a.email),
    );
    const memberByEmail = new Map(
      orgUsers.filter((u) => u.organization_id === orgId).map((u) => [u.email.toLowerCase(), u]),
    );
    const recipients: RecipientRow[] = [];
    const listed = new Set<string>();
    for (const [type, list] of [
      ['to', to],
      ['cc', cc],
    ] as const) {
      for (const a of list) {
        const member = memberByEmail.get(a.email);
        if (member) {
          if (listed.has(member.id)) continue;
          listed.add(member.id);
          recipients.push({ kind: 'user', user_id: member.id, type });
        } else {
          recipients.push({ kind: 'external', email: a.email, name: a.name, type });
        }
      }
    }
    // Envelope recipients the headers do not name were Bcc'd: only they see themselves on it.
    for (const u of users)
      if (!listed.has(u.id)) recipients.push({ kind: 'user', user_id: u.id, type: 'bcc' });

    const sender = (await findMailUsers(tx, [from.email])).find((u) => u.organization_id === orgId);
    // Only an import of one's own sent mail is "from" a workspace user; SMTP mail from outside never is.
    const senderUserId =
      sender && options.receivedAt === null && users.some((u) => u.id === sender.id) ? sender.id : null;

    let threadId = await findThreadFor(tx, {
      organizationId: orgId,
      references: refs,
      subject,
      participant: from.email,
      followerIds: users.map((u) => u.id),
      at: date,
    });
    const isNewThread = threadId === null;
    if (threadId === null) {
      threadId = newId('thr');
      await tx
        .insertInto('threads')
        .values({
          id: threadId,
          organization_id: orgId,
          title: subject,
          created_by: senderUserId,
          created_at: date,
          last_activity_at: date,
        })
        .execute();
    }
    const messageId = newId('msg');
    await tx
      .insertInto('messages')
      .values({
        id: messageId,
        thread_id: threadId,
        organization_id: orgId,
        sender_user_id: senderUserId,
        sender_email: from.email,
        sender_name: from.name,
        recipients: JSON.stringify(recipients),
        subject,
        body,
        body_text: bodyText,
        signature: null,
        state: 'committed',
        creation_date: date,
        rfc822_message_id: messageIdValue,
        in_reply_to: refs[0] ?? null,
        // The mailing list it came from (RFC 2919 List-Id), which `list:` searches.
        list_id: fitGraphemes(headers['list-id'] ?? '', 998) || null,
      })
      .execute();
    if (files.length > 0) {
      await tx
        .insertInto('attachments')
        .values(
          files.map((a, i) => {
            const name =
              a.filename?.trim() || `attachment-${i + 1}${a.contentType === 'text/calendar' ? '.ics' : ''}`;
            const id = newId('att');
            return {
              id,
              message_id: messageId,
              name,
              size: a.content.byteLength,
              mime_type: a.contentType,
              server_filename: `${id}-${name}`,
              content: new Uint8Array(a.content),
            };
          }),
        )
        .execute();
    }
    await deliverMessage(tx, messageId, date);
    if (isNewThread) {
      await tx
        .updateTable('thread_user_states')
        .set({ category })
        .where('thread_id', '=', threadId)
        .where(
          'user_id',
          'in',
          users.map((u) => u.id),
        )
        .execute();
    }
    // The header spam mark is each recipient's own spam state of the new thread (never the sender's).
    if (isNewThread && spam) for (const u of users) await markSpamFor(tx, u.id, [threadId]);
    await applyRulesToIncoming(tx, threadId, date);
    result.deliveries.push({
      organization_id: orgId,
      message_id: messageId,
      thread_id: threadId,
      duplicate: false,
    });
  }
  return result;
}
