import { canChangeThreadProperties, messages } from '@switchboard/domain';
import { sql } from 'kysely';
import { markNotSpamFor, markSpamFor } from '../access/spam.js';
import { channelVisibleTo, threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import { NO_WORKSPACE } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { lockThreads, sortedIds } from '../db/lock-order.js';
import type { CategoryValue, ThreadsTable } from '../db/schema.js';
import { refreshThreadSearch } from '../db/search-vector.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import { newId } from '../lib/ids.js';
import { addToMembersInboxes, deliverMessage, follow } from '../mail/deliver.js';
import { markPendingFlags, writeBackToImap } from '../mail/imap-write-back.js';
import type { Services } from '../services.js';
import { captureAfter, type SnapshotScope, snapshotThreads } from '../undo/snapshot.js';
import type { SnapshotTable, UndoAction } from '../undo/undo.js';
import { threadView } from './load.js';
import type { HandlersPart } from './types.js';

/** Checks that every id names a thread the user can see; not_found otherwise (nothing is changed). */
export async function requireVisibleThreads(db: Db, user: AuthUser, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('threads')
    .select('threads.id')
    .where('threads.id', 'in', unique)
    .where(threadVisibleTo(user))
    .execute();
  if (rows.length !== unique.length) throw notFound('Thread');
}

/**
 * Runs a thread mutation in one transaction: checks visibility, locks the threads' rows in sorted id order
 * (`lockThreads`: the one lock order of every multi-row write), snapshots the rows it may change (for undo)
 * and registers the undo when asked. `change` gets the ids distinct and sorted, and writes each table in one
 * statement over them where it can.
 */
export async function mutateThreads(
  services: Services,
  user: AuthUser,
  ids: readonly string[],
  tables: SnapshotTable[],
  setUndo: ((undo: UndoAction) => void) | null,
  change: (tx: Db, now: Date, sorted: string[]) => Promise<void>,
  scope: SnapshotScope = 'user',
): Promise<void> {
  const now = services.now();
  const sorted = sortedIds(ids);
  await services.db.transaction().execute(async (tx) => {
    await requireVisibleThreads(tx, user, sorted);
    await lockThreads(tx, sorted);
    const snapshots = setUndo ? await snapshotThreads(tx, sorted, tables, user.id, scope) : [];
    await change(tx, now, sorted);
    if (setUndo) setUndo({ kind: 'restore', snapshots: await captureAfter(tx, snapshots) });
  });
}

/** Gives the user a thread state row for each thread: one statement, rows in thread id order. */
async function ensureStates(tx: Db, threadIds: readonly string[], userId: string): Promise<void> {
  const ids = sortedIds(threadIds);
  if (ids.length === 0) return;
  await tx
    .insertInto('thread_user_states')
    .values(ids.map((thread_id) => ({ thread_id, user_id: userId })))
    .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doNothing())
    .execute();
}

async function clearSnooze(tx: Db, threadIds: string[], userId: string | null): Promise<void> {
  let q = tx
    .updateTable('thread_user_states')
    .set({
      snooze_start_date: null,
      snooze_end_date: null,
      last_snooze_end_date: sql`coalesce(snooze_end_date, last_snooze_end_date)`,
    })
    .where('thread_id', 'in', threadIds)
    .where('snooze_end_date', 'is not', null);
  if (userId) q = q.where('user_id', '=', userId);
  await q.execute();
}

/** Marks every delivered message of the threads read for the user, and their inbox items. */
export async function markThreadsRead(tx: Db, threadIds: string[], userId: string): Promise<void> {
  await tx
    .updateTable('message_user_states')
    .set({ is_unread: false })
    .where('user_id', '=', userId)
    .where('message_id', 'in', (eb) =>
      eb.selectFrom('messages').select('id').where('thread_id', 'in', threadIds),
    )
    .execute();
  await tx
    .updateTable('inbox_items')
    .set({ is_unread: false })
    .where('user_id', '=', userId)
    .where('thread_id', 'in', threadIds)
    .execute();
}

/** Puts threads in the user's inbox (read state kept): one statement per table, rows in thread id order. */
async function addToInbox(tx: Db, threadIds: string[], userId: string, now: Date): Promise<void> {
  const ids = sortedIds(threadIds);
  if (ids.length === 0) return;
  await ensureStates(tx, ids, userId);
  await tx
    .insertInto('inbox_items')
    .values(
      ids.map((thread_id) => ({
        id: newId('inb'),
        user_id: userId,
        thread_id,
        type: 'added_to_inbox' as const,
        initial_date: now,
        last_date: now,
        is_unread: false,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'thread_id']).doUpdateSet({ type: 'added_to_inbox', last_date: now }),
    )
    .execute();
  await clearSnooze(tx, ids, userId);
}

/** The distinct channel ids, once every one of them is a channel the user can see (else not_found). */
async function visibleChannelIds(tx: Db, user: AuthUser, channelIds: string[]): Promise<string[]> {
  const unique = [...new Set(channelIds)];
  if (unique.length === 0) return unique;
  const channels = await tx
    .selectFrom('channels')
    .select('channels.id')
    .where('channels.id', 'in', unique)
    .where(channelVisibleTo(user))
    .execute();
  if (channels.length !== unique.length) throw notFound('Channel');
  return unique;
}

/** Shares threads into channels the user can see; members who follow new threads get them in their inbox. */
export async function addChannels(
  tx: Db,
  user: AuthUser,
  threadIds: string[],
  channelIds: string[],
  now: Date,
): Promise<void> {
  const unique = sortedIds(await visibleChannelIds(tx, user, channelIds));
  if (unique.length === 0) return;
  await lockThreads(tx, threadIds);
  for (const threadId of sortedIds(threadIds)) {
    for (const channelId of unique) {
      const inserted = await tx
        .insertInto('thread_channels')
        .values({ thread_id: threadId, channel_id: channelId, added_by: user.id, added_at: now })
        .onConflict((oc) => oc.columns(['thread_id', 'channel_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      await recordEvent(tx, threadId, 'channel_added', now, user.id, { related_channel_id: channelId });
      const members = await tx
        .selectFrom('channel_members')
        .select('user_id')
        .where('channel_id', '=', channelId)
        .where('notification_level', 'in', ['all', 'new_and_followed'])
        .where('user_id', '!=', user.id)
        .execute();
      const thread = await tx
        .selectFrom('threads')
        .select(['trashed_at'])
        .where('id', '=', threadId)
        .executeTakeFirstOrThrow();
      if (thread.trashed_at) continue;
      await addToMembersInboxes(
        tx,
        threadId,
        members.map((m) => m.user_id),
        now,
      );
    }
  }
}

export async function removeChannels(
  tx: Db,
  user: AuthUser,
  threadIds: string[],
  channelIds: string[],
  now: Date,
): Promise<void> {
  const unique = await visibleChannelIds(tx, user, channelIds);
  if (unique.length === 0) return;
  await lockThreads(tx, threadIds);
  for (const threadId of sortedIds(threadIds)) {
    const removed = await tx
      .deleteFrom('thread_channels')
      .where('thread_id', '=', threadId)
      .where('channel_id', 'in', unique)
      .returning('channel_id')
      .execute();
    for (const r of removed)
      await recordEvent(tx, threadId, 'channel_removed', now, user.id, { related_channel_id: r.channel_id });
  }
}

export async function recordEvent(
  tx: Db,
  threadId: string,
  type: string,
  at: Date,
  initiator: string | null,
  fields: {
    targeted_user_id?: string | null;
    previous_assignee_id?: string | null;
    related_channel_id?: string | null;
    prev_value?: string | null;
    new_value?: string | null;
  } = {},
): Promise<void> {
  await tx
    .insertInto('thread_events')
    .values({
      id: newId('evt'),
      thread_id: threadId,
      event_type: type,
      date: at,
      initiator_id: initiator,
      targeted_user_id: fields.targeted_user_id ?? null,
      previous_assignee_id: fields.previous_assignee_id ?? null,
      related_channel_id: fields.related_channel_id ?? null,
      prev_value: fields.prev_value ?? null,
      new_value: fields.new_value ?? null,
    })
    .execute();
}

/** Sends the user's scheduled messages of the thread now. */
export async function sendScheduledNow(
  tx: Db,
  threadId: string,
  userId: string,
  now: Date,
  messageIds?: string[],
): Promise<number> {
  // The thread's lock first (held already on the thread actions' path): the scheduler of any process claims
  // the same lock, so the read below sees a message it sent meanwhile as no longer scheduled.
  await lockThreads(tx, [threadId]);
  let q = tx
    .selectFrom('messages')
    .select('id')
    .where('thread_id', '=', threadId)
    .where('state', '=', 'scheduled')
    .where('sender_user_id', '=', userId);
  if (messageIds) q = q.where('id', 'in', messageIds);
  const due = await q.execute();
  for (const m of due) {
    await tx
      .updateTable('messages')
      .set({ state: 'committed', creation_date: now, scheduled_date: null })
      .where('id', '=', m.id)
      .execute();
    await deliverMessage(tx, m.id, now);
  }
  return due.length;
}

async function orgMemberIds(tx: Db, user: AuthUser, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', unique)
    .where('organization_id', '=', user.organization_id ?? NO_WORKSPACE)
    .execute();
  if (rows.length !== unique.length)
    throw badRequest('user_ids: Every user must be a member of your workspace');
  return unique;
}

const ALL_STATE: SnapshotTable[] = ['threads', 'thread_user_states', 'inbox_items'];
/** The user's own state of threads: what putting in the inbox or snoozing changes (and its undo restores). */
const USER_STATE: SnapshotTable[] = ['thread_user_states', 'inbox_items'];

export const threadActionHandlers: HandlersPart<
  | 'addThreadToInbox'
  | 'snoozeThread'
  | 'markAllThreadMessagesAsRead'
  | 'markThreadAsSpam'
  | 'markThreadAsNotSpam'
  | 'trashThread'
  | 'untrashThread'
  | 'addThreadChannels'
  | 'removeThreadChannels'
  | 'sendThreadNow'
  | 'addThreadFollowers'
  | 'removeThreadFollowers'
  | 'updateThread'
  | 'addThreadsToInbox'
  | 'deleteThreads'
  | 'starThreads'
  | 'unstarThreads'
  | 'updateThreadsChannels'
  | 'addThreadsLabels'
  | 'removeThreadsLabels'
  | 'moveThreadsToCategory'
> = {
  async addThreadToInbox({ services, user, params, setUndo }) {
    await mutateThreads(services, user, [params.thread_id], USER_STATE, setUndo, (tx, now) =>
      addToInbox(tx, [params.thread_id], user.id, now),
    );
    return threadView(services, user, params.thread_id);
  },

  async snoozeThread({ services, user, params, body, setUndo }) {
    const id = params.thread_id;
    await mutateThreads(services, user, [id], USER_STATE, setUndo, async (tx, now) => {
      if (body.snooze_end_date === null) {
        await addToInbox(tx, [id], user.id, now);
        return;
      }
      const end = new Date(body.snooze_end_date * 1000);
      if (end.getTime() <= now.getTime())
        throw badRequest('snooze_end_date: The snooze time must be in the future');
      await ensureStates(tx, [id], user.id);
      await tx
        .updateTable('thread_user_states')
        .set({ snooze_start_date: now, snooze_end_date: end })
        .where('thread_id', '=', id)
        .where('user_id', '=', user.id)
        .execute();
      await tx.deleteFrom('inbox_items').where('thread_id', '=', id).where('user_id', '=', user.id).execute();
    });
    return threadView(services, user, id);
  },

  async markAllThreadMessagesAsRead({ services, user, params, setUndo }) {
    await mutateThreads(
      services,
      user,
      [params.thread_id],
      ['message_user_states', 'inbox_items'],
      setUndo,
      async (tx, _now, ids) => {
        await markThreadsRead(tx, ids, user.id);
        await markPendingFlags(tx, user.id, ids);
      },
    );
    writeBackToImap(services, user.id, [params.thread_id]);
    return threadView(services, user, params.thread_id);
  },

  async markThreadAsSpam({ services, user, params, setUndo }) {
    const id = params.thread_id;
    await mutateThreads(services, user, [id], ['thread_user_states', 'inbox_items'], setUndo, (tx) =>
      markSpamFor(tx, user.id, [id]),
    );
    return threadView(services, user, id);
  },

  async markThreadAsNotSpam({ services, user, params, setUndo }) {
    const id = params.thread_id;
    await mutateThreads(
      services,
      user,
      [id],
      ['thread_user_states', 'inbox_items'],
      setUndo,
      async (tx, now) => {
        await markNotSpamFor(tx, user.id, [id]);
        await addToInbox(tx, [id], user.id, now);
      },
    );
    return threadView(services, user, id);
  },

  async trashThread({ services, user, params, setUndo }) {
    const id = params.thread_id;
    await mutateThreads(
      services,
      user,
      [id],
      ALL_STATE,
      setUndo,
      async (tx, now) => {
        await tx
          .updateTable('threads')
          .set({ trashed_at: now })
          .where('id', '=', id)
          .where('trashed_at', 'is', null)
          .execute();
        await tx.deleteFrom('inbox_items').where('thread_id', '=', id).execute();
        await clearSnooze(tx, [id], null);
      },
      'everyone',
    );
    return threadView(services, user, id);
  },

  async untrashThread({ services, user, params, setUndo }) {
    const id = params.thread_id;
    await mutateThreads(services, user, [id], ALL_STATE, setUndo, async (tx, now) => {
      await tx.updateTable('threads').set({ trashed_at: null }).where('id', '=', id).execute();
      await addToInbox(tx, [id], user.id, now);
    });
    return threadView(services, user, id);
  },

  async addThreadChannels({ services, user, params, body, setUndo }) {
    await mutateThreads(
      services,
      user,
      [params.thread_id],
      ['thread_channels', 'inbox_items', 'thread_user_states'],
      setUndo,
      (tx, now) => addChannels(tx, user, [params.thread_id], body.channel_ids, now),
      'everyone',
    );
    return threadView(services, user, params.thread_id);
  },

  async removeThreadChannels({ services, user, params, body, setUndo }) {
    await mutateThreads(services, user, [params.thread_id], ['thread_channels'], setUndo, (tx, now) =>
      removeChannels(tx, user, [params.thread_id], body.channel_ids, now),
    );
    return threadView(services, user, params.thread_id);
  },

  async sendThreadNow({ services, user, params }) {
    await mutateThreads(services, user, [params.thread_id], [], null, async (tx, now) => {
      const thread = await tx
        .selectFrom('threads')
        .select('trashed_at')
        .where('id', '=', params.thread_id)
        .executeTakeFirstOrThrow();
      if (thread.trashed_at) throw badRequest(messages.thread.trashedReply);
      await sendScheduledNow(tx, params.thread_id, user.id, now);
    });
    return threadView(services, user, params.thread_id);
  },

  async addThreadFollowers({ services, user, params, body }) {
    await mutateThreads(services, user, [params.thread_id], [], null, async (tx, now) => {
      const ids = await orgMemberIds(tx, user, body.user_ids);
      const already = new Set(
        ids.length === 0
          ? []
          : (
              await tx
                .selectFrom('thread_followers')
                .select('user_id')
                .where('thread_id', '=', params.thread_id)
                .where('user_id', 'in', ids)
                .execute()
            ).map((r) => r.user_id),
      );
      for (const id of ids) {
        await follow(tx, params.thread_id, id, now, true);
        // A newcomer to the thread is a participant: 'joined the discussion' for oneself, else 'added'.
        if (already.has(id)) continue;
        if (id === user.id)
          await recordEvent(tx, params.thread_id, 'self_added_as_participant', now, user.id);
        else
          await recordEvent(tx, params.thread_id, 'recipient_added', now, user.id, { targeted_user_id: id });
      }
    });
    return threadView(services, user, params.thread_id);
  },

  async removeThreadFollowers({ services, user, params, body }) {
    await mutateThreads(services, user, [params.thread_id], [], null, async (tx, now) => {
      const ids = await orgMemberIds(tx, user, body.user_ids);
      const rows = await tx
        .selectFrom('thread_followers')
        .select(['user_id', 'is_removable'])
        .where('thread_id', '=', params.thread_id)
        .where('user_id', 'in', ids)
        .execute();
      if (rows.some((r) => !r.is_removable))
        throw badRequest('user_ids: Recipients cannot be removed as followers');
      await tx
        .deleteFrom('thread_followers')
        .where('thread_id', '=', params.thread_id)
        .where('user_id', 'in', ids)
        .execute();
      for (const r of rows)
        await recordEvent(tx, params.thread_id, 'discussion_user_removed', now, user.id, {
          targeted_user_id: r.user_id,
        });
    });
    return threadView(services, user, params.thread_id);
  },

  async updateThread({ services, user, params, body }) {
    const id = params.thread_id;
    await mutateThreads(services, user, [id], [], null, async (tx, now) => {
      const thread = await tx
        .selectFrom('threads')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const changesProperties =
        body.status !== undefined ||
        body.due_date !== undefined ||
        body.assignee_id !== undefined ||
        body.title !== undefined ||
        body.description !== undefined;
      if (
        changesProperties &&
        !canChangeThreadProperties({
          trashed_date: thread.trashed_at ? thread.trashed_at.toISOString() : null,
        })
      ) {
        throw badRequest('thread_id: A trashed thread cannot be changed');
      }
      const set: Partial<Record<keyof ThreadsTable, unknown>> = {};
      const kind = (before: unknown, after: unknown) =>
        before == null ? 'added' : after == null ? 'removed' : 'changed';
      if (body.title !== undefined) {
        const title = body.title === null || body.title.trim() === '' ? null : body.title.trim();
        if (title !== thread.title) {
          set.title = title;
          await recordEvent(tx, id, 'title_updated', now, user.id, {
            prev_value: thread.title,
            new_value: title,
          });
        }
      }
      if (body.description !== undefined) {
        const description =
          body.description === null || body.description.replace(/<[^>]*>/g, '').trim() === ''
            ? null
            : body.description;
        if (description !== thread.description) {
          set.description = description;
          await recordEvent(tx, id, `description_${kind(thread.description, description)}`, now, user.id, {
            prev_value: thread.description,
            new_value: description,
          });
        }
      }
      if (body.status !== undefined && body.status !== thread.status) {
        set.status = body.status;
        await recordEvent(tx, id, `thread_status_${kind(thread.status, body.status)}`, now, user.id, {
          prev_value: thread.status,
          new_value: body.status,
        });
      }
      if (body.due_date !== undefined && body.due_date !== thread.due_date) {
        set.due_date = body.due_date;
        await recordEvent(tx, id, `due_date_${kind(thread.due_date, body.due_date)}`, now, user.id, {
          prev_value: thread.due_date,
          new_value: body.due_date,
        });
      }
      if (body.assignee_id !== undefined && body.assignee_id !== thread.assignee_id) {
        if (body.assignee_id !== null) {
          const member = await tx
            .selectFrom('users')
            .select('id')
            .where('id', '=', body.assignee_id)
            .where('organization_id', '=', user.organization_id ?? NO_WORKSPACE)
            .executeTakeFirst();
          if (!member) throw badRequest('assignee_id: The assignee must be a member of your workspace');
          await follow(tx, id, body.assignee_id, now, true);
        }
        set.assignee_id = body.assignee_id;
        await recordEvent(tx, id, `assignee_${kind(thread.assignee_id, body.assignee_id)}`, now, user.id, {
          targeted_user_id: body.assignee_id,
          previous_assignee_id: thread.assignee_id,
        });
      }
      if (Object.keys(set).length > 0) {
        await tx
          .updateTable('threads')
          .set(set as never)
          .where('id', '=', id)
          .execute();
        if (set.title !== undefined || set.description !== undefined) await refreshThreadSearch(tx, [id]);
      }
    });
    return threadView(services, user, id);
  },

  async addThreadsToInbox({ services, user, body, setUndo }) {
    await mutateThreads(services, user, body.thread_ids, USER_STATE, setUndo, (tx, now, ids) =>
      addToInbox(tx, ids, user.id, now),
    );
  },

  async deleteThreads({ services, user, body }) {
    await mutateThreads(services, user, body.thread_ids, [], null, async (tx, _now, ids) => {
      await tx.deleteFrom('threads').where('id', 'in', ids).execute();
    });
  },

  async starThreads({ services, user, body, setUndo }) {
    await mutateThreads(
      services,
      user,
      body.thread_ids,
      ['thread_user_states'],
      setUndo,
      async (tx, _now, ids) => {
        await tx
          .insertInto('thread_user_states')
          .values(ids.map((thread_id) => ({ thread_id, user_id: user.id, is_starred: true })))
          .onConflict((oc) => oc.columns(['user_id', 'thread_id']).doUpdateSet({ is_starred: true }))
          .execute();
        await markPendingFlags(tx, user.id, ids);
      },
    );
    writeBackToImap(services, user.id, body.thread_ids);
  },

  async unstarThreads({ services, user, body, setUndo }) {
    await mutateThreads(
      services,
      user,
      body.thread_ids,
      ['thread_user_states'],
      setUndo,
      async (tx, _now, ids) => {
        await tx
          .updateTable('thread_user_states')
          .set({ is_starred: false })
          .where('user_id', '=', user.id)
          .where('thread_id', 'in', ids)
          .execute();
        await markPendingFlags(tx, user.id, ids);
      },
    );
    writeBackToImap(services, user.id, body.thread_ids);
  },

  async updateThreadsChannels({ services, user, body, setUndo }) {
    await mutateThreads(
      services,
      user,
      body.thread_ids,
      ['thread_channels', 'inbox_items', 'thread_user_states'],
      setUndo,
      async (tx, now, ids) => {
        await addChannels(tx, user, ids, body.add_channel_ids, now);
        await removeChannels(tx, user, ids, body.remove_channel_ids, now);
      },
    );
  },

  async addThreadsLabels({ services, user, body, setUndo }) {
    await mutateThreads(services, user, body.thread_ids, ['thread_labels'], setUndo, async (tx, now, ids) => {
      const labels = sortedIds(await ownLabels(tx, user, body.label_ids));
      // One statement, rows in (thread id, label id) order.
      await tx
        .insertInto('thread_labels')
        .values(
          ids.flatMap((thread_id) => labels.map((label_id) => ({ thread_id, label_id, added_at: now }))),
        )
        .onConflict((oc) => oc.columns(['thread_id', 'label_id']).doNothing())
        .execute();
    });
  },

  async removeThreadsLabels({ services, user, body, setUndo }) {
    await mutateThreads(
      services,
      user,
      body.thread_ids,
      ['thread_labels'],
      setUndo,
      async (tx, _now, ids) => {
        const labels = await ownLabels(tx, user, body.label_ids);
        await tx
          .deleteFrom('thread_labels')
          .where('thread_id', 'in', ids)
          .where('label_id', 'in', labels)
          .execute();
      },
    );
  },

  async moveThreadsToCategory({ services, user, body, setUndo }) {
    await mutateThreads(
      services,
      user,
      body.threadPublicIds,
      ['thread_user_states'],
      setUndo,
      async (tx, _now, ids) => {
        await ensureStates(tx, ids, user.id);
        await tx
          .updateTable('thread_user_states')
          .set({ category: body.targetCategory as CategoryValue })
          .where('user_id', '=', user.id)
          .where('thread_id', 'in', ids)
          .where('category', '=', body.fromCategory as CategoryValue)
          .execute();
      },
    );
  },
};

async function ownLabels(tx: Db, user: AuthUser, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .selectFrom('labels')
    .select('id')
    .where('id', 'in', unique)
    .where('user_id', '=', user.id)
    .execute();
  if (rows.length !== unique.length) throw notFound('Label');
  return unique;
}

export { forbidden };
