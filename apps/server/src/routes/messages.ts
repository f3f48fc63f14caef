import { messages as texts } from '@switchboard/domain';
import { threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { lockThreads, sortedIds } from '../db/lock-order.js';
import { refreshThreadSearch } from '../db/search-vector.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import { upsertInboxItem } from '../mail/deliver.js';
import { markPendingFlags, writeBackToImap } from '../mail/imap-write-back.js';
import { endUndoWindow } from '../mail/outbound.js';
import { setMessagesRead } from '../mail/read-state.js';
import { queueReactionPush } from '../push/push-queue.js';
import type { Services } from '../services.js';
import { snapshotThreads } from '../undo/snapshot.js';
import { messageViews } from '../views/message-view.js';
import { markThreadsRead, sendScheduledNow } from './thread-actions.js';
import type { HandlersPart } from './types.js';

/** Messages the user can see (in visible threads; scheduled ones only their sender's); not_found otherwise. */
async function requireVisibleMessages(db: Db, user: AuthUser, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('messages')
    .innerJoin('threads', 'threads.id', 'messages.thread_id')
    .selectAll('messages')
    .where('messages.id', 'in', unique)
    .where(threadVisibleTo(user))
    .where((eb) =>
      eb.or([eb('messages.state', '!=', 'scheduled'), eb('messages.sender_user_id', '=', user.id)]),
    )
    .execute();
  if (rows.length !== unique.length) throw notFound('Message');
  return rows;
}

async function oneMessage(services: Services, user: AuthUser, id: string) {
  const [row] = await requireVisibleMessages(services.db, user, [id]);
  if (!row) throw notFound('Message');
  const [view] = await messageViews(services.db, user, [row], services.config.imageProxyKey);
  if (!view) throw notFound('Message');
  return view;
}

/** The user's own inbox item (an id of someone else's answers not_found). */
async function ownInboxItem(tx: Db, inboxItemId: string, userId: string): Promise<{ thread_id: string }> {
  const item = await tx
    .selectFrom('inbox_items')
    .select(['thread_id'])
    .where('id', '=', inboxItemId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!item) throw notFound('Inbox item');
  return item;
}

export const messageHandlers: HandlersPart<
  | 'addMessageReaction'
  | 'removeMessageReaction'
  | 'markMessagesAsRead'
  | 'markMessagesAsUnread'
  | 'deleteMessage'
  | 'sendMessageNow'
  | 'resendMessage'
  | 'getOriginalMessage'
  | 'markInboxEventAsRead'
  | 'removeInboxEventFromInbox'
  | 'removeInboxEventsFromInbox'
> = {
  async addMessageReaction({ services, user, params, body }) {
    const now = services.now();
    await services.db.transaction().execute(async (tx) => {
      const [message] = await requireVisibleMessages(tx, user, [params.message_id]);
      if (!message) throw notFound('Message');
      await tx
        .insertInto('message_reactions')
        .values({ message_id: message.id, user_id: user.id, code: body.reaction_code, update_date: now })
        .onConflict((oc) => oc.columns(['message_id', 'code', 'user_id']).doUpdateSet({ update_date: now }))
        .execute();
      if (message.sender_user_id && message.sender_user_id !== user.id) {
        await upsertInboxItem(tx, message.sender_user_id, message.thread_id, 'reactions_added', now, true);
        await queueReactionPush(tx, message.id, user.id, message.sender_user_id);
      }
    });
    return oneMessage(services, user, params.message_id);
  },

  async removeMessageReaction({ services, user, params, body }) {
    await requireVisibleMessages(services.db, user, [params.message_id]);
    await services.db
      .deleteFrom('message_reactions')
      .where('message_id', '=', params.message_id)
      .where('user_id', '=', user.id)
      .where('code', '=', body.reaction_code)
      .execute();
    return oneMessage(services, user, params.message_id);
  },

  async markMessagesAsRead({ services, user, body, setUndo }) {
    const threadIds = await services.db.transaction().execute(async (tx) => {
      const rows = await requireVisibleMessages(tx, user, body.message_ids);
      const threadIds = await lockThreads(
        tx,
        rows.map((r) => r.thread_id),
      );
      setUndo({
        kind: 'restore',
        snapshots: await snapshotThreads(tx, threadIds, ['message_user_states', 'inbox_items'], user.id),
      });
      await setMessagesRead(tx, user.id, threadIds, { read: body.message_ids });
      await markPendingFlags(tx, user.id, threadIds);
      return threadIds;
    });
    writeBackToImap(services, user.id, threadIds);
  },

  async markMessagesAsUnread({ services, user, body, setUndo }) {
    const threadIds = await services.db.transaction().execute(async (tx) => {
      const rows = await requireVisibleMessages(tx, user, body.message_ids);
      const threadIds = await lockThreads(
        tx,
        rows.map((r) => r.thread_id),
      );
      setUndo({
        kind: 'restore',
        snapshots: await snapshotThreads(tx, threadIds, ['message_user_states', 'inbox_items'], user.id),
      });
      await setMessagesRead(tx, user.id, threadIds, { unread: body.message_ids });
      await markPendingFlags(tx, user.id, threadIds);
      return threadIds;
    });
    writeBackToImap(services, user.id, threadIds);
  },

  async deleteMessage({ services, user, params }) {
    await services.db.transaction().execute(async (tx) => {
      const [message] = await requireVisibleMessages(tx, user, [params.message_id]);
      if (!message) throw notFound('Message');
      if (message.sender_user_id !== user.id) throw forbidden('Only the sender can delete a message');
      await lockThreads(tx, [message.thread_id]);
      await tx.deleteFrom('messages').where('id', '=', message.id).execute();
      const remaining = await tx
        .selectFrom('messages')
        .select((eb) => eb.fn.max('creation_date').as('last'))
        .where('thread_id', '=', message.thread_id)
        .where('type', '=', 'main')
        .executeTakeFirst();
      if (!remaining?.last) {
        // Deleting the only message deletes the thread everywhere.
        await tx.deleteFrom('threads').where('id', '=', message.thread_id).execute();
        return;
      }
      await tx
        .updateTable('threads')
        .set({ last_activity_at: remaining.last })
        .where('id', '=', message.thread_id)
        .execute();
      await refreshThreadSearch(tx, [message.thread_id]);
    });
  },

  async sendMessageNow({ services, user, params }) {
    const now = services.now();
    await services.db.transaction().execute(async (tx) => {
      const [message] = await requireVisibleMessages(tx, user, [params.message_id]);
      if (!message) throw notFound('Message');
      if (
        message.sender_user_id !== user.id ||
        (message.state !== 'scheduled' && message.state !== 'committed')
      ) {
        throw badRequest('message_id: Only your scheduled messages can be sent now');
      }
      // A message sent within its undo window: the window ends (no Undo any more), its mail leaves at once.
      if (message.state === 'committed') {
        await endUndoWindow(tx, user.id, { id: message.id, thread_id: message.thread_id }, now);
        return;
      }
      const thread = await tx
        .selectFrom('threads')
        .select('trashed_at')
        .where('id', '=', message.thread_id)
        .executeTakeFirstOrThrow();
      if (thread.trashed_at) throw badRequest(`message_id: ${texts.thread.trashedReply}`);
      await sendScheduledNow(tx, message.thread_id, user.id, now, [message.id]);
    });
    return oneMessage(services, user, params.message_id);
  },

  async resendMessage({ services, user, params }) {
    const now = services.now();
    await services.db.transaction().execute(async (tx) => {
      const [message] = await requireVisibleMessages(tx, user, [params.message_id]);
      // Only the sender may try again; to anyone else the message is not theirs to resend.
      if (!message || message.sender_user_id !== user.id) throw notFound('Message');
      if (!message.send_failed_at) {
        throw badRequest('message_id: Only a message that could not be sent can be resent');
      }
      await tx.updateTable('messages').set({ send_failed_at: null }).where('id', '=', message.id).execute();
      // Due at once: created_at stays (past the undo window), the backoff and failure are cleared.
      await tx
        .updateTable('outbox')
        .set({ attempts: 0, failed_at: null, last_error: null, next_attempt_at: now })
        .where('message_id', '=', message.id)
        .where('sent_at', 'is', null)
        .execute();
    });
    return oneMessage(services, user, params.message_id);
  },

  async getOriginalMessage({ services, user, params }) {
    const [message] = await requireVisibleMessages(services.db, user, [params.message_id]);
    if (!message) throw notFound('Message');
    return {
      body: message.body,
      subject: message.subject,
      reply_to: message.sender_name
        ? `${message.sender_name} <${message.sender_email}>`
        : message.sender_email,
    };
  },

  async markInboxEventAsRead({ services, user, params, setUndo }) {
    const threadId = await services.db.transaction().execute(async (tx) => {
      const item = await ownInboxItem(tx, params.inbox_item_id, user.id);
      await lockThreads(tx, [item.thread_id]);
      setUndo({
        kind: 'restore',
        snapshots: await snapshotThreads(
          tx,
          [item.thread_id],
          ['message_user_states', 'inbox_items'],
          user.id,
        ),
      });
      await markThreadsRead(tx, [item.thread_id], user.id);
      await markPendingFlags(tx, user.id, [item.thread_id]);
      return item.thread_id;
    });
    writeBackToImap(services, user.id, [threadId]);
  },

  async removeInboxEventFromInbox({ services, user, params, setUndo }) {
    await services.db.transaction().execute(async (tx) => {
      const item = await ownInboxItem(tx, params.inbox_item_id, user.id);
      await lockThreads(tx, [item.thread_id]);
      setUndo({
        kind: 'restore',
        snapshots: await snapshotThreads(tx, [item.thread_id], ['inbox_items'], user.id),
      });
      await tx.deleteFrom('inbox_items').where('id', '=', params.inbox_item_id).execute();
    });
  },

  async removeInboxEventsFromInbox({ services, user, body, setUndo }) {
    const ids = [...new Set([...body.ids, ...body.inbox_item_public_ids])];
    await services.db.transaction().execute(async (tx) => {
      const items = await tx
        .selectFrom('inbox_items')
        .select(['thread_id'])
        .where('id', 'in', ids)
        .where('user_id', '=', user.id)
        .execute();
      if (items.length !== ids.length) throw notFound('Inbox item');
      const threadIds = await lockThreads(
        tx,
        items.map((i) => i.thread_id),
      );
      setUndo({
        kind: 'restore',
        snapshots: await snapshotThreads(tx, threadIds, ['inbox_items'], user.id),
      });
      await tx
        .deleteFrom('inbox_items')
        .where('id', 'in', sortedIds(ids))
        .where('user_id', '=', user.id)
        .execute();
    });
  },
};
