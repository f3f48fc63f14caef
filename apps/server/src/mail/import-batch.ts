import { fitGraphemes, normalizeSubject } from '@switchboard/domain';
import { sql } from 'kysely';
import { markSpamFor } from '../access/spam.js';
import { threadVisibleTo } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { compareIds, lockThreads } from '../db/lock-order.js';
import type { CategoryValue, RecipientRow } from '../db/schema.js';
import { saveFiles } from '../files/stored-files.js';
import { newId } from '../lib/ids.js';
import { anyDeviceToNotify } from '../push/push-queue.js';
import { findMailUsersCached, type MailUser, type PreparedMail } from './ingest.js';
import { SUBJECT_THREADING_WINDOW_MS } from './threading.js';

/** A message of the batch as it is stored. */
interface Stored {
  mail: PreparedMail;
  messageId: string;
  threadId: string;
  isNewThread: boolean;
  senderUserId: string | null;
  recipients: RecipientRow[];
}

/** A thread as the batch's threading sees it: before the batch, then as each stored message changes it. */
interface ThreadView {
  title: string | null;
  lastActivity: Date;
  trashed: boolean;
  followed: boolean;
  /** Lower-case addresses that took part (as sender or outside recipient), among the batch's senders. */
  participants: Set<string>;
}

/**
 * Stores one batch of an import into one user's mailbox in a few statements whatever its size (issue 22),
 * with the same outcome as storing its messages one after another with `ingestParsedMail`:
 *
 * - the receipts of every distinct mail are claimed in one insert (a mail already received, or twice in the
 *   batch, is a duplicate);
 * - threading is resolved in memory, in file order, from two or three reads for the whole batch (the
 *   messages the batch's References name, the followed threads with a batch subject, who took part in
 *   them), then updated by each message as it is placed, so a reply finds a thread begun earlier in the batch;
 * - the threads are locked in sorted id order, then threads, messages, attachments and the user's rows
 *   (read states, followers, thread states, inbox items, the push queue) are written with one statement per
 *   table; the header spam mark of new threads is one more.
 *
 * The caller then refreshes the search text of the returned threads and matches the incoming rules on them,
 * once per thread as of its last message of the batch (`lastDateOf`), not after each message: rules' actions
 * (label, star, spam, channel) only add, so the outcome is the same unless a rule matched a thread only
 * between two messages of one batch.
 */
export async function storeImportBatch(
  tx: Db,
  user: MailUser,
  mails: readonly PreparedMail[],
  directory: Map<string, MailUser[]>,
): Promise<{
  imported: number;
  duplicates: number;
  threadIds: string[];
  lastDateOf: (threadId: string) => Date;
}> {
  const orgId = user.organization_id;
  await findMailUsersCached(
    tx,
    mails.flatMap((m) => [...m.to, ...m.cc, m.from].map((a) => a.email)),
    directory,
  );
  const usersOf = (email: string) => directory.get(email.toLowerCase()) ?? [];

  // Receipts: one claim per distinct mail, in key order; a mail already claimed is a duplicate.
  const keyOf = (m: PreparedMail) => `${m.messageIdValue}\n${m.digest}`;
  const firsts = new Map<string, { mail: PreparedMail; messageId: string }>();
  for (const mail of mails)
    if (!firsts.has(keyOf(mail))) firsts.set(keyOf(mail), { mail, messageId: newId('msg') });
  const claims = [...firsts.values()].sort(
    (x, y) =>
      compareIds(x.mail.messageIdValue, y.mail.messageIdValue) || compareIds(x.mail.digest, y.mail.digest),
  );
  const claimed = new Set(
    claims.length === 0
      ? []
      : (
          await tx
            .insertInto('mail_receipts')
            .values(
              claims.map((c) => ({
                user_id: user.id,
                rfc822_message_id: c.mail.messageIdValue,
                content_digest: c.mail.digest,
                message_id: c.messageId,
              })),
            )
            .onConflict((oc) => oc.columns(['user_id', 'rfc822_message_id', 'content_digest']).doNothing())
            .returning(['rfc822_message_id', 'content_digest'])
            .execute()
        ).map((r) => `${r.rfc822_message_id}\n${r.content_digest}`),
  );
  const fresh: { mail: PreparedMail; messageId: string }[] = [];
  for (const [key, first] of firsts) if (claimed.has(key)) fresh.push(first);
  // File order (a Map keeps insertion order, which is the batch's order of first occurrences).
  const duplicates = mails.length - fresh.length;
  if (fresh.length === 0) return { imported: 0, duplicates, threadIds: [], lastDateOf: () => new Date(0) };

  // Threading, read once for the batch.
  const allRefs = [...new Set(fresh.flatMap((f) => f.mail.refs))];
  const referenced = new Map<string, { threadId: string; at: Date }>();
  if (allRefs.length > 0) {
    const rows = await tx
      .selectFrom('messages')
      .innerJoin('threads', 'threads.id', 'messages.thread_id')
      .select(['messages.thread_id', 'messages.rfc822_message_id', 'messages.creation_date'])
      .where('messages.organization_id', '=', orgId)
      .where('messages.rfc822_message_id', '=', sql<string>`any(${allRefs}::text[])`)
      .where(threadVisibleTo({ id: user.id, organization_id: orgId }))
      .execute();
    for (const r of rows) {
      const id = r.rfc822_message_id as string;
      const at = new Date(r.creation_date);
      const seen = referenced.get(id);
      if (!seen || at > seen.at) referenced.set(id, { threadId: r.thread_id, at });
    }
  }
  const subjects = new Set(fresh.map((f) => normalizeSubject(f.mail.subject)).filter((s) => s !== ''));
  const threads = new Map<string, ThreadView>();
  const refThreadIds = [...new Set([...referenced.values()].map((r) => r.threadId))];
  if (subjects.size > 0 || refThreadIds.length > 0) {
    // The cheap filter of findThreadFor, per subject: a title containing its longest plain ASCII word.
    const patterns = [...subjects].map((s) => {
      const words = s.split(' ').filter((w) => /^[a-jl-z0-9]+$/.test(w));
      const longest = words.sort((x, y) => y.length - x.length)[0];
      return longest ? `%${longest}%` : '%';
    });
    const earliest = Math.min(...fresh.map((f) => f.mail.date.getTime()));
    const rows = await sql<{
      id: string;
      title: string | null;
      last_activity_at: Date | string;
      trashed: boolean;
      followed: boolean;
    }>`
      select t.id, t.title, t.last_activity_at, t.trashed_at is not null as trashed,
        exists (select 1 from thread_followers f where f.thread_id = t.id and f.user_id = ${user.id}) as followed
      from threads t
      where t.organization_id = ${orgId} and (
        t.id = any(${refThreadIds}::text[])
        or (
          t.trashed_at is null
          and t.last_activity_at >= ${new Date(earliest - SUBJECT_THREADING_WINDOW_MS)}
          and lower(coalesce(t.title, '')) like any(${patterns}::text[])
          and exists (select 1 from thread_followers f where f.thread_id = t.id and f.user_id = ${user.id})
        )
      )
    `.execute(tx);
    for (const r of rows.rows) {
      if (!refThreadIds.includes(r.id) && !subjects.has(normalizeSubject(r.title))) continue;
      threads.set(r.id, {
        title: r.title,
        lastActivity: new Date(r.last_activity_at),
        trashed: r.trashed,
        followed: r.followed,
        participants: new Set(),
      });
    }
    const senders = [...new Set(fresh.map((f) => f.mail.from.email))];
    const candidates = [...threads]
      .filter(([, t]) => subjects.has(normalizeSubject(t.title)))
      .map(([id]) => id);
    if (candidates.length > 0) {
      const took = await sql<{ thread_id: string; email: string }>`
        select distinct m.thread_id, e.email
        from messages m
        cross join lateral (
          select lower(m.sender_email) as email
          union all
          select lower(r->>'email') from jsonb_array_elements(m.recipients) r
        ) e
        where m.thread_id = any(${candidates}::text[]) and e.email = any(${senders}::text[])
      `.execute(tx);
      for (const r of took.rows) threads.get(r.thread_id)?.participants.add(r.email);
    }
  }

  const stored: Stored[] = [];
  const inBatch = new Map<string, { threadId: string; at: Date }>();
  for (const { mail, messageId } of fresh) {
    const date = mail.date;
    // The thread of the nearest referenced message (the latest copy of it), else by subject.
    let threadId: string | null = null;
    for (const ref of mail.refs) {
      const before = referenced.get(ref);
      const here = inBatch.get(ref);
      const hit = before && here ? (here.at > before.at ? here : before) : (here ?? before);
      if (hit) {
        threadId = hit.threadId;
        break;
      }
    }
    const subject = normalizeSubject(mail.subject);
    if (threadId === null && subject !== '') {
      const since = date.getTime() - SUBJECT_THREADING_WINDOW_MS;
      let best: { id: string; at: number } | null = null;
      for (const [id, t] of threads) {
        if (!t.followed || t.trashed || t.lastActivity.getTime() < since) continue;
        if (normalizeSubject(t.title) !== subject || !t.participants.has(mail.from.email)) continue;
        if (!best || t.lastActivity.getTime() > best.at) best = { id, at: t.lastActivity.getTime() };
      }
      threadId = best?.id ?? null;
    }
    const isNewThread = threadId === null;
    const id = threadId ?? newId('thr');

    const named = [...mail.to, ...mail.cc, mail.from].flatMap((a) => usersOf(a.email));
    const sender = named.find(
      (u) => u.organization_id === orgId && u.email.toLowerCase() === mail.from.email,
    );
    const senderUserId = sender && sender.id === user.id ? user.id : null;
    const recipients: RecipientRow[] = [];
    let listed = false;
    for (const [type, list] of [
      ['to', mail.to],
      ['cc', mail.cc],
    ] as const) {
      for (const a of list) {
        const member = usersOf(a.email).find((u) => u.organization_id === orgId);
        if (member && member.id === user.id) {
          if (listed) continue;
          listed = true;
          recipients.push({ kind: 'user', user_id: user.id, type });
        } else {
          recipients.push({ kind: 'external', email: a.email, name: a.name, type });
        }
      }
    }
    if (!listed) recipients.push({ kind: 'user', user_id: user.id, type: 'bcc' });
    stored.push({ mail, messageId, threadId: id, isNewThread, senderUserId, recipients });

    const view: ThreadView = threads.get(id) ?? {
      title: mail.subject,
      lastActivity: date,
      trashed: false,
      followed: true,
      participants: new Set(),
    };
    view.lastActivity = date;
    view.followed = true;
    view.participants.add(mail.from.email);
    for (const r of recipients) if (r.kind === 'external') view.participants.add(r.email.toLowerCase());
    threads.set(id, view);
    const seen = inBatch.get(mail.messageIdValue);
    if (!seen || date >= seen.at) inBatch.set(mail.messageIdValue, { threadId: id, at: date });
  }

  // Per thread: its first and last message of the batch, and the first and last that reach the inbox.
  const perThread = new Map<
    string,
    { first: Stored; last: Stored; firstUnread: Stored | null; lastUnread: Stored | null }
  >();
  for (const s of stored) {
    const p = perThread.get(s.threadId);
    const unread = s.senderUserId !== user.id;
    if (!p)
      perThread.set(s.threadId, {
        first: s,
        last: s,
        firstUnread: unread ? s : null,
        lastUnread: unread ? s : null,
      });
    else {
      p.last = s;
      if (unread) {
        p.firstUnread ??= s;
        p.lastUnread = s;
      }
    }
  }
  const threadIds = [...perThread.keys()].sort(compareIds);
  const existing = threadIds.filter((id) => !perThread.get(id)?.first.isNewThread);

  // Locks first, in sorted id order; then one statement per table.
  await lockThreads(tx, existing);
  const trashed = new Set<string>();
  if (existing.length > 0) {
    const rows = await sql<{ id: string; trashed: boolean }>`
      update threads t set last_activity_at = v.at
      from (values ${sql.join(
        existing.map(
          (id) => sql`(${id}::text, ${(perThread.get(id) as { last: Stored }).last.mail.date}::timestamptz)`,
        ),
      )}) as v(id, at)
      where t.id = v.id
      returning t.id, t.trashed_at is not null as trashed
    `.execute(tx);
    for (const r of rows.rows) if (r.trashed) trashed.add(r.id);
  }
  const created = threadIds.filter((id) => perThread.get(id)?.first.isNewThread);
  if (created.length > 0) {
    await tx
      .insertInto('threads')
      .values(
        created.map((id) => {
          const { first, last } = perThread.get(id) as { first: Stored; last: Stored };
          return {
            id,
            organization_id: orgId,
            title: first.mail.subject,
            created_by: first.senderUserId,
            created_at: first.mail.date,
            last_activity_at: last.mail.date,
          };
        }),
      )
      .execute();
  }
  await tx
    .insertInto('messages')
    .values(
      stored.map((s) => ({
        id: s.messageId,
        thread_id: s.threadId,
        organization_id: orgId,
        sender_user_id: s.senderUserId,
        sender_email: s.mail.from.email,
        sender_name: s.mail.from.name,
        recipients: JSON.stringify(s.recipients),
        subject: s.mail.subject,
        body: s.mail.body,
        body_text: s.mail.bodyText,
        signature: null,
        state: 'committed' as const,
        creation_date: s.mail.date,
        rfc822_message_id: s.mail.messageIdValue,
        in_reply_to: s.mail.refs[0] ?? null,
        list_id: listIdOf(s.mail),
      })),
    )
    .execute();
  const contents = stored.flatMap((s) => s.mail.files.map((a) => a.content));
  const keyList = await saveFiles(tx, contents);
  const keys = new Map(contents.map((bytes, i) => [bytes, keyList[i] as string]));
  const files = stored.flatMap((s) =>
    s.mail.files.map((a, i) => {
      const name =
        a.filename?.trim() || `attachment-${i + 1}${a.contentType === 'text/calendar' ? '.ics' : ''}`;
      const id = newId('att');
      return {
        id,
        message_id: s.messageId,
        name,
        size: a.content.byteLength,
        mime_type: a.contentType,
        server_filename: `${id}-${name}`,
        content_key: keys.get(a.content) ?? null,
      };
    }),
  );
  if (files.length > 0) await tx.insertInto('attachments').values(files).execute();

  const spamFirst = (threadId: string) => {
    const first = perThread.get(threadId)?.first;
    return first?.isNewThread === true && first.mail.spam;
  };
  // The user's rows, as delivery writes them for each message (deliver.ts), folded per thread: the last
  // message of a thread sets its inbox item's date, the first its follower's date and its thread state.
  const messageRows = sql.join(
    stored.map(
      (s, i) =>
        sql`(${i}::int, ${s.messageId}::text, ${s.threadId}::text, ${s.senderUserId !== user.id}::boolean, ${!trashed.has(
          s.threadId,
        )}::boolean, ${
          // A new thread marked as spam by its headers: only its first message reached the inbox.
          spamFirst(s.threadId) && perThread.get(s.threadId)?.first !== s
        }::boolean)`,
    ),
  );
  const threadRows = sql.join(
    threadIds.map((id) => {
      const p = perThread.get(id) as NonNullable<ReturnType<typeof perThread.get>>;
      const category: CategoryValue | null = p.first.isNewThread ? p.first.mail.category : null;
      const inbox = !trashed.has(id) && p.firstUnread !== null;
      return sql`(${id}::text, ${newId('inb')}::text, ${p.first.mail.date}::timestamptz, ${category}::text, ${inbox}::boolean, ${
        p.firstUnread?.mail.date ?? null
      }::timestamptz, ${p.lastUnread?.mail.date ?? null}::timestamptz)`;
    }),
  );
  await sql`
    with m(ord, message_id, thread_id, is_unread, pushed, spam_later) as (values ${messageRows}),
    t(thread_id, inbox_id, added_at, category, inbox, first_at, last_at) as (values ${threadRows}),
    read_states as (
      insert into message_user_states (message_id, user_id, is_unread)
      select m.message_id, ${user.id}, m.is_unread from m order by m.message_id
    ),
    followers as (
      insert into thread_followers (thread_id, user_id, is_explicit, is_removable, added_at)
      select t.thread_id, ${user.id}, false, false, t.added_at from t order by t.thread_id
      on conflict (thread_id, user_id) do update set is_removable = false
    ),
    states as (
      insert into thread_user_states (thread_id, user_id, category)
      select t.thread_id, ${user.id}, coalesce(t.category, 'primary') from t order by t.thread_id
      on conflict (user_id, thread_id) do nothing
    ),
    inbox as (
      insert into inbox_items (id, user_id, thread_id, type, initial_date, last_date, is_unread)
      select t.inbox_id, ${user.id}, t.thread_id, 'message_added', t.first_at, t.last_at, true
      from t
      where t.inbox and not exists (
        select 1 from thread_user_states s
        where s.thread_id = t.thread_id and s.user_id = ${user.id}
          and (s.snooze_end_date is not null or s.is_spam)
      )
      order by t.thread_id
      on conflict (user_id, thread_id)
      do update set type = 'message_added', last_date = excluded.last_date, is_unread = true
      returning thread_id
    )
    insert into push_queue (kind, message_id, inbox_user_ids)
    select 'message', m.message_id,
      case when m.is_unread and not m.spam_later and exists (select 1 from inbox i where i.thread_id = m.thread_id)
        then array[${user.id}::text] else '{}'::text[] end
    from m where m.pushed and ${anyDeviceToNotify(sql.ref('m.thread_id'), sql`select ${user.id}::text`)}
    order by m.ord
  `.execute(tx);
  const spamThreads = threadIds.filter(spamFirst);
  if (spamThreads.length > 0) await markSpamFor(tx, user.id, spamThreads);
  return {
    imported: stored.length,
    duplicates,
    threadIds,
    lastDateOf: (id) => perThread.get(id)?.last.mail.date as Date,
  };
}

/** The mailing list it came from (RFC 2919 List-Id), as `ingestParsedMail` stores it. */
function listIdOf(mail: PreparedMail): string | null {
  return fitGraphemes(mail.headers['list-id'] ?? '', 998) || null;
}
