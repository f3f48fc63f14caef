import { type SelectQueryBuilder, sql } from 'kysely';
import { threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { compareIds, lockThreads, sortedIds } from '../db/lock-order.js';
import type { CategoryValue, Database, MessageRow, ThreadRow } from '../db/schema.js';
import { refreshThreadSearch, threadSearchAppend } from '../db/search-vector.js';
import { newId } from '../lib/ids.js';
import { anyDeviceToNotify, queueMessagePush } from '../push/push-queue.js';
import { followersRulesJson, type IncomingRule } from '../rules/incoming-rules.js';
import { queueOutbound } from './outbound.js';

/** The fields of a message that delivery reads; a caller that has just written them passes them in. */
export type DeliveryMessage = Pick<
  MessageRow,
  'id' | 'thread_id' | 'sender_user_id' | 'sender_email' | 'rfc822_message_id' | 'recipients'
>;

export interface DeliveryOptions {
  /** False when the caller refreshes the threads' search text once for a whole batch (imports). */
  refreshSearch?: boolean;
  /**
   * The message's user recipients already checked to be members of the thread's workspace (the compose
   * routes check them, inbound mail is addressed to them): delivery then does not read them again.
   */
  members?: readonly string[];
  /**
   * The category of a thread this transaction created, for these recipients' thread states (inbound mail:
   * the header category). Their rows are new, so it is set as they are inserted.
   */
  category?: { value: CategoryValue; userIds: readonly string[] };
  /**
   * The thread as {@link lockVisibleThread} locked it: delivery then skips its own first statement and moves
   * the thread's last activity in its main one.
   */
  lockedThread?: LockedThread;
}

/** The thread row's fields delivery needs, as its lock returned them. */
export type LockedThread = Pick<ThreadRow, 'id' | 'organization_id' | 'trashed_at'>;

/**
 * The reply's first statement: checks that the thread is visible to `user` and takes its row lock (threads
 * first: the one lock order of every write), in one locking read; delivery then skips its own first
 * statement and moves the thread's last activity to the message in its main statement, with the search text
 * (one write of the thread row per reply). Null when the user cannot see the thread (nothing was locked).
 * `alsoRead`, a read the caller needs next (the reply's sender and recipients), comes back as `also` from
 * the same statement, one round trip fewer.
 */
export async function lockVisibleThread<T = never>(
  db: Db,
  user: Pick<AuthUser, 'id' | 'organization_id'>,
  threadId: string,
  alsoRead?: SelectQueryBuilder<Database, keyof Database, T>,
): Promise<(LockedThread & Pick<ThreadRow, 'title'> & { also: T[] }) | null> {
  return (
    (await db
      .selectFrom('threads')
      .where('threads.id', '=', threadId)
      .where(threadVisibleTo(user))
      .select([
        'threads.id',
        'threads.organization_id',
        'threads.title',
        'threads.trashed_at',
        (alsoRead
          ? sql<T[]>`(select coalesce(json_agg(a), '[]'::json) from (${alsoRead}) a)`
          : sql<T[]>`'[]'::json`
        ).as('also'),
      ])
      // The lock an update of the row takes (not FOR UPDATE, which would also hold back the inserts of
      // rows that refer to the thread, as their foreign keys check it).
      .forNoKeyUpdate()
      .executeTakeFirst()) ?? null
  );
}

/** What delivery read on the way: the followers' rules on incoming mail, for `applyRulesToIncoming`. */
export interface Delivered {
  rules?: IncomingRule[];
}

/**
 * Delivers a committed main message: each workspace recipient gets it unread, follows the thread (not
 * removable: recipients cannot be removed as followers) and finds the thread in their inbox (unless they
 * snoozed it or marked it as spam); the sender has it read; outside recipients are queued in the outbox
 * for the mail transport; the push is queued. The thread's last activity moves to the message. Call inside
 * the writing transaction, after the message row is written.
 *
 * Two statements whatever the recipients (issue 22): the update of the thread row, which takes its lock
 * first (or the caller's {@link lockVisibleThread}), then one statement of data-modifying `with` parts, one
 * per table (read states, followers, thread states, inbox items, the push queue, the thread's search text),
 * each over every recipient sorted by user id. Its snapshot is taken once the lock is held, so it sees every
 * message committed before. The search text grows by the message alone when it is the thread's newest
 * (`threadSearchAppend`: a reply costs its own size, not the thread's), and for a thread the caller locked
 * the same update moves its last activity: a reply writes its thread row once. A thread's first message, or
 * mail dated before one already there, has the thread's text recomputed by a third statement (and a locked
 * thread's activity moved by a fourth). A batch of deliveries (an import) refreshes the search text once
 * per batch instead.
 */
export async function deliverMessage(
  db: Db,
  messageOrId: string | DeliveryMessage,
  at: Date,
  options: DeliveryOptions = {},
): Promise<Delivered> {
  const message =
    typeof messageOrId === 'string'
      ? await db
          .selectFrom('messages')
          .select(['id', 'thread_id', 'sender_user_id', 'sender_email', 'rfc822_message_id', 'recipients'])
          .where('id', '=', messageOrId)
          .executeTakeFirstOrThrow()
      : messageOrId;
  const thread =
    options.lockedThread ??
    (await db
      .updateTable('threads')
      .set({ last_activity_at: at })
      .where('id', '=', message.thread_id)
      .returning(['id', 'organization_id', 'trashed_at'])
      .executeTakeFirstOrThrow());
  // A thread locked by the caller has its last activity still to move: with the search text when the
  // message is appended to it (a reply), else by a statement of its own at the end.
  let activityPending = options.lockedThread !== undefined;
  const sender = message.sender_user_id;
  const recipientIds = [
    ...new Set(
      message.recipients.flatMap((r) => (r.kind === 'user' && r.user_id !== sender ? [r.user_id] : [])),
    ),
  ];
  // Only members of the thread's workspace receive it.
  let members: string[];
  if (options.members) {
    const known = new Set(options.members);
    members = recipientIds.filter((id) => known.has(id));
  } else if (recipientIds.length === 0) {
    members = [];
  } else {
    members = (
      await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', recipientIds)
        .where('organization_id', '=', thread.organization_id)
        .execute()
    ).map((u) => u.id);
  }
  const categorized = new Set(options.category?.userIds ?? []);
  const category = options.category?.value ?? null;
  const readers = [
    ...(sender ? [{ user_id: sender, is_unread: false, inbox_id: null as string | null }] : []),
    ...members.map((id) => ({ user_id: id, is_unread: true, inbox_id: newId('inb') as string | null })),
  ].sort((a, b) => compareIds(a.user_id, b.user_id));
  const refresh = options.refreshSearch !== false;
  let rules: IncomingRule[] | undefined;
  if (readers.length > 0) {
    const rows = sql.join(
      readers.map(
        (r) =>
          sql`(${r.user_id}::text, ${r.is_unread}::boolean, ${r.inbox_id}::text, ${
            categorized.has(r.user_id) ? category : null
          }::text)`,
      ),
    );
    // Snoozed recipients wait; one who marked the thread as spam keeps it out of the inbox (their own
    // spam). The thread states read here are those before this statement: its own inserts add only
    // default rows (never snoozed, never spam).
    const inbox = thread.trashed_at
      ? sql`select null::text as user_id where false`
      : sql`insert into inbox_items (id, user_id, thread_id, type, initial_date, last_date, is_unread)
          select r.inbox_id, r.user_id, ${thread.id}, 'message_added', ${at}, ${at}, true from r
          where r.inbox_id is not null and not exists (
            select 1 from thread_user_states s
            where s.thread_id = ${thread.id} and s.user_id = r.user_id
              and (s.snooze_end_date is not null or s.is_spam)
          )
          order by r.user_id
          on conflict (user_id, thread_id)
          do update set type = 'message_added', last_date = excluded.last_date, is_unread = true
          returning user_id`;
    const result = await sql<{ appended: boolean; rules: IncomingRule[] }>`
      with r(user_id, is_unread, inbox_id, category) as (values ${rows}),
      read_states as (
        insert into message_user_states (message_id, user_id, is_unread)
        select ${message.id}, r.user_id, r.is_unread from r order by r.user_id
        on conflict (message_id, user_id) do update set is_unread = excluded.is_unread
      ),
      followers as (
        insert into thread_followers (thread_id, user_id, is_explicit, is_removable, added_at)
        select ${thread.id}, r.user_id, false, false, ${at} from r order by r.user_id
        on conflict (thread_id, user_id) do update set is_removable = false
        where thread_followers.is_removable
      ),
      states as (
        insert into thread_user_states (thread_id, user_id, category)
        select ${thread.id}, r.user_id, coalesce(r.category, 'primary') from r
        where not exists (
          select 1 from thread_user_states s where s.thread_id = ${thread.id} and s.user_id = r.user_id
        )
        order by r.user_id
        on conflict (user_id, thread_id) do nothing
      ),
      inbox as (${inbox}),
      ${
        thread.trashed_at
          ? sql``
          : sql`push as (
        insert into push_queue (kind, message_id, inbox_user_ids)
        select 'message', ${message.id}, coalesce(array_agg(user_id order by user_id), '{}') from inbox
        having ${anyDeviceToNotify(thread.id, sql`select user_id from r`)}
      ),`
      }
      ${
        refresh
          ? threadSearchAppend(thread.id, message.id, activityPending ? at : undefined)
          : sql`search_append as (select 1 as id where false)`
      }
      select exists (select 1 from search_append) as appended,
        ${followersRulesJson(thread.id, sql`select user_id from r`)} as rules
    `.execute(db);
    // Not a reply after the thread's newest message (its first message, mail dated earlier): recomputed.
    const appended = result.rows[0]?.appended === true;
    if (refresh && !appended) await refreshThreadSearch(db, [thread.id]);
    if (appended) activityPending = false;
    rules = result.rows[0]?.rules;
  } else {
    // No reader at all (inbound mail to no member is never stored; kept for completeness).
    if (!thread.trashed_at) await queueMessagePush(db, message.id, []);
    if (refresh) await refreshThreadSearch(db, [thread.id]);
  }
  if (activityPending)
    await db.updateTable('threads').set({ last_activity_at: at }).where('id', '=', thread.id).execute();
  await queueOutbound(db, message, thread.organization_id, at);
  return { rules };
}

/** Makes the user a follower (recipients and senders: not removable) and gives them a thread state row. */
export async function follow(
  db: Db,
  threadId: string,
  userId: string,
  at: Date,
  explicit = false,
): Promise<void> {
  await lockThreads(db, [threadId]);
  await db
    .insertInto('thread_followers')
    .values({
      thread_id: threadId,
      user_id: userId,
      is_explicit: explicit,
      is_removable: explicit,
      added_at: at,
    })
    .onConflict((oc) =>
      oc
        .columns(['thread_id', 'user_id'])
        .doUpdateSet(explicit ? { is_explicit: true } : { is_removable: false }),
    )
    .execute();
  await db
    .insertInto('thread_user_states')
    .values({ thread_id: threadId, user_id: userId })
    .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doNothing())
    .execute();
}

/**
 * Puts a thread newly shared to a channel in its members' inboxes (unread), except for members who marked
 * it as spam: one statement per table, rows in user id order. The caller holds the thread's lock.
 */
export async function addToMembersInboxes(
  tx: Db,
  threadId: string,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  const candidates = sortedIds(userIds);
  if (candidates.length === 0) return;
  const spam = new Set(
    (
      await tx
        .selectFrom('thread_user_states')
        .select('user_id')
        .where('thread_id', '=', threadId)
        .where('user_id', 'in', candidates)
        .where('is_spam', '=', true)
        .execute()
    ).map((r) => r.user_id),
  );
  const users = candidates.filter((id) => !spam.has(id));
  if (users.length === 0) return;
  await tx
    .insertInto('thread_user_states')
    .values(users.map((user_id) => ({ thread_id: threadId, user_id })))
    .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doNothing())
    .execute();
  await tx
    .insertInto('inbox_items')
    .values(
      users.map((user_id) => ({
        id: newId('inb'),
        user_id,
        thread_id: threadId,
        type: 'channel_added' as const,
        initial_date: now,
        last_date: now,
        is_unread: true,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'thread_id'])
        .doUpdateSet({ type: 'channel_added', last_date: now, is_unread: true }),
    )
    .execute();
}

/** Puts the thread in the user's inbox (or moves its item to the top), unread or not. */
export async function upsertInboxItem(
  db: Db,
  userId: string,
  threadId: string,
  type:
    | 'message_added'
    | 'added_to_inbox'
    | 'reactions_added'
    | 'self_added_as_participant'
    | 'channel_added',
  at: Date,
  unread: boolean,
): Promise<void> {
  await db
    .insertInto('inbox_items')
    .values({
      id: newId('inb'),
      user_id: userId,
      thread_id: threadId,
      type,
      initial_date: at,
      last_date: at,
      is_unread: unread,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'thread_id']).doUpdateSet({
        type,
        last_date: at,
        is_unread: unread ? true : sql<boolean>`inbox_items.is_unread`,
      }),
    )
    .execute();
}
