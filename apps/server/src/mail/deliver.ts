import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { compareIds, lockThreads, sortedIds } from '../db/lock-order.js';
import { refreshThreadSearch } from '../db/search-vector.js';
import { newId } from '../lib/ids.js';
import { queueMessagePush } from '../push/push-queue.js';
import { queueOutbound } from './outbound.js';

/**
 * Delivers a committed main message: each workspace recipient gets it unread, follows the thread (not
 * removable: recipients cannot be removed as followers) and finds the thread in their inbox (unless they
 * snoozed it); the sender has it read; outside recipients are queued in the outbox for the mail transport.
 * The thread's last activity moves to the message. Call inside the writing transaction.
 *
 * Locks are taken in one order whatever the recipients: the thread row first, then one statement per
 * table over every recipient, sorted by user id. A fixed number of statements, however many recipients.
 * A batch of deliveries (an import, a burst of inbound mail) refreshes the search text once per batch.
 */
export async function deliverMessage(
  db: Db,
  messageId: string,
  at: Date,
  options: {
    /** False when the caller refreshes the threads' search text once for a whole batch (imports). */
    refreshSearch?: boolean;
  } = {},
): Promise<void> {
  const message = await db
    .selectFrom('messages')
    .select(['id', 'thread_id', 'sender_user_id', 'sender_email', 'rfc822_message_id', 'recipients'])
    .where('id', '=', messageId)
    .executeTakeFirstOrThrow();
  const thread = await db
    .updateTable('threads')
    .set({ last_activity_at: at })
    .where('id', '=', message.thread_id)
    .returning(['id', 'organization_id', 'trashed_at'])
    .executeTakeFirstOrThrow();
  const recipientIds = [
    ...new Set(
      message.recipients.flatMap((r) =>
        r.kind === 'user' && r.user_id !== message.sender_user_id ? [r.user_id] : [],
      ),
    ),
  ];
  // Only members of the thread's workspace receive it.
  const members =
    recipientIds.length === 0
      ? []
      : (
          await db
            .selectFrom('users')
            .select('id')
            .where('id', 'in', recipientIds)
            .where('organization_id', '=', thread.organization_id)
            .orderBy('id')
            .execute()
        ).map((u) => u.id);
  const sender = message.sender_user_id;
  const readers = [
    ...(sender ? [{ user_id: sender, is_unread: false }] : []),
    ...members.map((id) => ({ user_id: id, is_unread: true })),
  ].sort((a, b) => compareIds(a.user_id, b.user_id));

  if (readers.length > 0) {
    await db
      .insertInto('message_user_states')
      .values(readers.map((r) => ({ message_id: message.id, ...r })))
      .onConflict((oc) =>
        oc.columns(['message_id', 'user_id']).doUpdateSet({ is_unread: sql`excluded.is_unread` }),
      )
      .execute();
    await followAll(
      db,
      thread.id,
      readers.map((r) => r.user_id),
      at,
    );
  }
  let inboxUserIds: string[] = [];
  if (members.length > 0 && !thread.trashed_at) {
    // Snoozed recipients wait; one who marked the thread as spam keeps it out of the inbox (their own spam).
    const snoozed = new Set(
      (
        await db
          .selectFrom('thread_user_states')
          .select('user_id')
          .where('thread_id', '=', thread.id)
          .where('user_id', 'in', members)
          .where((eb) => eb.or([eb('snooze_end_date', 'is not', null), eb('is_spam', '=', true)]))
          .execute()
      ).map((s) => s.user_id),
    );
    const inbox = members.filter((id) => !snoozed.has(id));
    inboxUserIds = inbox;
    if (inbox.length > 0) {
      await db
        .insertInto('inbox_items')
        .values(
          inbox.map((userId) => ({
            id: newId('inb'),
            user_id: userId,
            thread_id: thread.id,
            type: 'message_added' as const,
            initial_date: at,
            last_date: at,
            is_unread: true,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'thread_id'])
            .doUpdateSet({ type: 'message_added', last_date: at, is_unread: true }),
        )
        .execute();
    }
  }
  // The push goes out after commit (push/push-sender.ts drains the queue): never for a rolled-back delivery.
  if (!thread.trashed_at) await queueMessagePush(db, message.id, inboxUserIds);
  await queueOutbound(db, message, thread.organization_id, at);
  if (options.refreshSearch !== false) await refreshThreadSearch(db, [thread.id]);
}

/**
 * Makes each user a follower that cannot be removed (a sender or recipient) and gives each a thread
 * state row: one statement per table, rows in user id order. The caller holds the thread lock.
 */
async function followAll(db: Db, threadId: string, userIds: readonly string[], at: Date): Promise<void> {
  const sorted = [...new Set(userIds)].sort(compareIds);
  await db
    .insertInto('thread_followers')
    .values(
      sorted.map((userId) => ({
        thread_id: threadId,
        user_id: userId,
        is_explicit: false,
        is_removable: false,
        added_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(['thread_id', 'user_id']).doUpdateSet({ is_removable: false }))
    .execute();
  await db
    .insertInto('thread_user_states')
    .values(sorted.map((userId) => ({ thread_id: threadId, user_id: userId })))
    .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doNothing())
    .execute();
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
