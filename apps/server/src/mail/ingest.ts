import { createHash } from 'node:crypto';
import { categorizeMail, fitGraphemes, isSpamByHeaders, type MailHeaders } from '@switchboard/domain';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { markSpamFor } from '../access/spam.js';
import type { Db } from '../db/database.js';
import type { CategoryValue, RecipientRow } from '../db/schema.js';
import { saveFiles } from '../files/stored-files.js';
import { newId } from '../lib/ids.js';
import { applyRulesToIncoming } from '../rules/apply-rules.js';
import { deliverMessage } from './deliver.js';
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
  /**
   * False when the caller refreshes the search text of the delivered threads once for a whole batch
   * (`IngestResult.deliveries` names them): the importer does, per transaction of many messages.
   */
  refreshSearch?: boolean;
  /**
   * Addresses already looked up as workspace users (lower case -> users), shared by the messages of one
   * import so each address is read once per run rather than once per message.
   */
  directory?: Map<string, MailUser[]>;
}

export interface IngestResult {
  /** One per message the mail was stored as, or found as (a duplicate) for its recipients. */
  deliveries: { organization_id: string; message_id: string; thread_id: string; duplicate: boolean }[];
}

/** {@link findMailUsers} through a cache of addresses already looked up (`IngestOptions.directory`). */
export async function findMailUsersCached(
  db: Db,
  emails: string[],
  directory: Map<string, MailUser[]> | undefined,
): Promise<MailUser[]> {
  if (!directory) return findMailUsers(db, emails);
  const lower = [...new Set(emails.map((e) => e.toLowerCase()))];
  const missing = lower.filter((e) => !directory.has(e));
  if (missing.length > 0) {
    const found = await findMailUsers(db, missing);
    for (const e of missing)
      directory.set(
        e,
        found.filter((u) => u.email.toLowerCase() === e),
      );
  }
  return lower.flatMap((e) => directory.get(e) ?? []);
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

/**
 * What makes two deliveries with one Message-ID the same mail: md5 of the sender's address (lower case),
 * the subject and the text, one per line, as stored (migration 0015 computes the same in SQL).
 */
export function contentDigest(senderEmail: string, subject: string | null, bodyText: string): string {
  return createHash('md5')
    .update(`${senderEmail.toLowerCase()}\n${subject ?? ''}\n${bodyText}`)
    .digest('hex');
}

/** Parses raw RFC 5322 mail (mailparser: MIME, RFC 2047 words, charsets, transfer encodings). */
export function parseMail(raw: Buffer | string): Promise<ParsedMail> {
  // cid: images are inlined as data: URIs (mailparser's default); text/calendar parts stay attachments.
  return simpleParser(raw);
}

/** What storing a parsed mail reads of it, computed once (the importer prepares a whole batch up front). */
export interface PreparedMail {
  headers: MailHeaders;
  from: { email: string; name: string | null };
  to: { email: string; name: string | null }[];
  cc: { email: string; name: string | null }[];
  /** The Message-ID header, or one made from the content when there is none. */
  messageIdValue: string;
  /** When it arrived, or its `Date` header (imports), or the clock. */
  date: Date;
  subject: string | null;
  body: string;
  bodyText: string;
  /** In-Reply-To and References, the direct parent first. */
  refs: string[];
  category: CategoryValue;
  spam: boolean;
  files: ParsedMail['attachments'];
  digest: string;
}

/** Reads a parsed mail into the fields that are stored (the body sanitised, the digest computed). */
export function prepareMail(
  parsed: ParsedMail,
  options: Pick<IngestOptions, 'receivedAt' | 'now'>,
): PreparedMail {
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

  const digest = contentDigest(from.email, subject, bodyText);
  return {
    headers,
    from,
    to,
    cc,
    messageIdValue,
    date,
    subject,
    body,
    bodyText,
    refs,
    category,
    spam,
    files,
    digest,
  };
}

/**
 * Stores one incoming message and delivers it, like internal mail: per workspace of its recipients, the
 * thread it belongs to (References / In-Reply-To, else the same normalised subject and participants within a
 * short window, else a new thread), the sanitised body, attachments with their bytes, then delivery (unread,
 * followers, inbox), the header category for new threads, the header spam mark and each recipient's
 * incoming rules. Each recipient finds their own thread (threading.ts: References reach only threads they
 * already see); recipients with the same thread share one message. Idempotent per recipient: the same mail
 * (Message-ID and content digest, `mail_receipts`) again is a duplicate for whoever already has it, and a
 * new copy for anyone else. Call inside a transaction.
 */
export async function ingestParsedMail(
  tx: Db,
  parsed: ParsedMail,
  options: IngestOptions,
): Promise<IngestResult> {
  const {
    from,
    to,
    cc,
    messageIdValue,
    date,
    subject,
    body,
    bodyText,
    refs,
    category,
    spam,
    files,
    digest,
    headers,
  } = prepareMail(parsed, options);
  const byOrg = new Map<string, MailUser[]>();
  for (const u of options.recipients)
    byOrg.set(u.organization_id, [...(byOrg.get(u.organization_id) ?? []), u]);

  const result: IngestResult = { deliveries: [] };
  const duplicatesOf = async (orgId: string, userIds: string[]) => {
    if (userIds.length === 0) return [];
    const rows = await tx
      .selectFrom('mail_receipts')
      .innerJoin('messages', 'messages.id', 'mail_receipts.message_id')
      .select(['mail_receipts.user_id', 'messages.id', 'messages.thread_id'])
      .where('mail_receipts.user_id', 'in', userIds)
      .where('mail_receipts.rfc822_message_id', '=', messageIdValue)
      .where('mail_receipts.content_digest', '=', digest)
      .execute();
    for (const row of rows) {
      if (result.deliveries.some((d) => d.message_id === row.id)) continue;
      result.deliveries.push({
        organization_id: orgId,
        message_id: row.id,
        thread_id: row.thread_id,
        duplicate: true,
      });
    }
    return rows.map((r) => r.user_id);
  };

  for (const [orgId, users] of byOrg) {
    // A duplicate is the same mail (Message-ID and content) for the same recipient, and nothing else: the
    // receipts claimed below find them (an unclaimed recipient is a duplicate), without a read up front.
    const fresh = users;
    const named = await findMailUsersCached(
      tx,
      [...to, ...cc, from].map((a) => a.email),
      options.directory,
    );
    const memberByEmail = new Map(
      named
        .filter(
          (u) => u.organization_id === orgId && [...to, ...cc].some((a) => a.email === u.email.toLowerCase()),
        )
        .map((u) => [u.email.toLowerCase(), u]),
    );
    const sender = named.find((u) => u.organization_id === orgId && u.email.toLowerCase() === from.email);
    // Only an import of one's own sent mail is "from" a workspace user; SMTP mail from outside never is.
    const senderUserId =
      sender && options.receivedAt === null && users.some((u) => u.id === sender.id) ? sender.id : null;

    // Each recipient's own thread (see findThreadFor); recipients with the same thread share one message.
    const groups = new Map<string | null, MailUser[]>();
    for (const u of fresh) {
      const found = await findThreadFor(tx, {
        organizationId: orgId,
        references: refs,
        subject,
        participant: from.email,
        userId: u.id,
        at: date,
      });
      groups.set(found, [...(groups.get(found) ?? []), u]);
    }

    for (const [found, group] of groups) {
      const messageId = newId('msg');
      // The receipts are claimed first: a concurrent delivery of the same mail to the same user waits on
      // this insert and then finds it taken (a duplicate), so it never stores the mail twice.
      const claimed = new Set(
        (
          await tx
            .insertInto('mail_receipts')
            .values(
              group
                .map((u) => u.id)
                .sort()
                .map((userId) => ({
                  user_id: userId,
                  rfc822_message_id: messageIdValue,
                  content_digest: digest,
                  message_id: messageId,
                })),
            )
            .onConflict((oc) => oc.columns(['user_id', 'rfc822_message_id', 'content_digest']).doNothing())
            .returning('user_id')
            .execute()
        ).map((r) => r.user_id),
      );
      await duplicatesOf(
        orgId,
        group.filter((u) => !claimed.has(u.id)).map((u) => u.id),
      );
      const members = group.filter((u) => claimed.has(u.id));
      if (members.length === 0) continue;
      const memberIds = new Set(members.map((u) => u.id));

      // Only this message's own recipients are workspace recipients: a member the headers name who did not
      // receive this copy stays an address, so headers cannot deliver it (or its thread) to anyone.
      const recipients: RecipientRow[] = [];
      const listed = new Set<string>();
      for (const [type, list] of [
        ['to', to],
        ['cc', cc],
      ] as const) {
        for (const a of list) {
          const member = memberByEmail.get(a.email);
          if (member && memberIds.has(member.id)) {
            if (listed.has(member.id)) continue;
            listed.add(member.id);
            recipients.push({ kind: 'user', user_id: member.id, type });
          } else {
            recipients.push({ kind: 'external', email: a.email, name: a.name, type });
          }
        }
      }
      // Envelope recipients the headers do not name were Bcc'd: only they see themselves on it.
      for (const u of members)
        if (!listed.has(u.id)) recipients.push({ kind: 'user', user_id: u.id, type: 'bcc' });

      const isNewThread = found === null;
      const threadId = found ?? newId('thr');
      if (isNewThread) {
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
        const keys = await saveFiles(
          tx,
          files.map((a) => a.content),
        );
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
                content_key: keys[i] ?? null,
              };
            }),
          )
          .execute();
      }
      const delivered = await deliverMessage(
        tx,
        {
          id: messageId,
          thread_id: threadId,
          sender_user_id: senderUserId,
          sender_email: from.email,
          rfc822_message_id: messageIdValue,
          recipients,
        },
        date,
        {
          refreshSearch: options.refreshSearch !== false,
          members: [...memberIds],
          // A new thread's header category, on its recipients' fresh thread states.
          ...(isNewThread ? { category: { value: category, userIds: [...memberIds] } } : {}),
        },
      );
      // The header spam mark is each recipient's own spam state of the new thread (never the sender's).
      if (isNewThread && spam) for (const u of members) await markSpamFor(tx, u.id, [threadId]);
      await applyRulesToIncoming(tx, threadId, date, {
        searchFresh: options.refreshSearch !== false,
        ...delivered,
      });
      result.deliveries.push({
        organization_id: orgId,
        message_id: messageId,
        thread_id: threadId,
        duplicate: false,
      });
    }
  }
  return result;
}
