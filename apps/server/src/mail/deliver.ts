import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { refreshThreadSearch } from '../db/search-vector.js';
import { newId } from '../lib/ids.js';

/**
 * Delivers a committed main message: each workspace recipient gets it unread, follows the thread (not
 * removable: recipients cannot be removed as followers) and finds the thread in their inbox (unless they
 * snoozed it); the sender has it read; outside recipients are queued in the outbox for the mail transport.
 * The thread's last activity moves to the message. Call inside the writing transaction.
 */
export async function deliverMessage(db: Db, messageId: string, at: Date): Promise<void> {
  const message = await db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', messageId)
    .executeTakeFirstOrThrow();
  const thread = await db
    .selectFrom('threads')
    .select(['id', 'organization_id', 'trashed_at'])
    .where('id', '=', message.thread_id)
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
            .execute()
        ).map((u) => u.id);

  if (message.sender_user_id) {
    await db
      .insertInto('message_user_states')
      .values({ message_id: message.id, user_id: message.sender_user_id, is_unread: false })
      .onConflict((oc) => oc.columns(['message_id', 'user_id']).doUpdateSet({ is_unread: false }))
      .execute();
    await follow(db, thread.id, message.sender_user_id, at);
  }
  for (const userId of members) {
    await db
      .insertInto('message_user_states')
      .values({ message_id: message.id, user_id: userId, is_unread: true })
      .onConflict((oc) => oc.columns(['message_id', 'user_id']).doUpdateSet({ is_unread: true }))
      .execute();
    await follow(db, thread.id, userId, at);
    if (thread.trashed_at) continue;
    const state = await db
      .selectFrom('thread_user_states')
      .select(['snooze_end_date', 'is_spam'])
      .where('thread_id', '=', thread.id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    // A recipient who marked the thread as spam does not get it back in the inbox (their own spam).
    if (state?.snooze_end_date || state?.is_spam) continue;
    await upsertInboxItem(db, userId, thread.id, 'message_added', at, true);
  }
  const externals = message.recipients.flatMap((r) => (r.kind === 'external' ? [r] : []));
  if (externals.length > 0) {
    await db
      .insertInto('outbox')
      .values(
        externals.map((r) => ({
          id: newId('out'),
          organization_id: thread.organization_id,
          message_id: message.id,
          email: r.email,
          name: r.name,
          type: r.type,
          created_at: at,
        })),
      )
      .execute();
  }
  await db.updateTable('threads').set({ last_activity_at: at }).where('id', '=', thread.id).execute();
  await refreshThreadSearch(db, [thread.id]);
}

/** Makes the user a follower (recipients and senders: not removable) and gives them a thread state row. */
export async function follow(
  db: Db,
  threadId: string,
  userId: string,
  at: Date,
  explicit = false,
): Promise<void> {
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
