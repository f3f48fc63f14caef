import {
  type NotificationLevel,
  newMessagePushPayload,
  newMessagePushRecipients,
  type PushPayload,
  type PushSubscription,
  PushSubscriptionSchema,
  reactionPushPayload,
  reactionPushRecipient,
  sliceGraphemes,
} from '@switchboard/domain';
import { sql } from 'kysely';
import webpush from 'web-push';
import { type Db, listenTo } from '../db/database.js';
import { PUSH_CHANNEL } from '../db/migrations/0029_push_notice.js';
import { inboxUsersNotified } from './notified-splits.js';
import { anyDeviceToNotify } from './push-queue.js';
import type { VapidKeys } from './vapid-keys.js';

/** How long the push service keeps an undelivered push (seconds): a day-old "new message" is no news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Queue rows taken per round. */
const BATCH = 100;

export interface PushReport {
  /** Pushes the push services accepted. */
  sent: number;
  /** Devices forgotten because their endpoint answered 404 or 410. */
  removed: number;
  /** Pushes that failed otherwise (logged). */
  failed: number;
}

export interface PushSender {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** Sends every queued push now (one drain at a time per process; several processes share the queue). */
  drain(): Promise<PushReport>;
  /** Asks for a drain soon, in the background (the scheduler's round; a write, when not listening). */
  kick(): void;
  /**
   * Drains whenever a push is queued: the queue's trigger notifies on commit, in whatever process queued it
   * (migration 0029). False when the database offers no listening session: then each write must kick.
   */
  start(): Promise<boolean>;
  /** Whether {@link start} is listening. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/** A queued push as taken from the queue, with its message (null columns when it was deleted since). */
interface TakenRow {
  kind: 'message' | 'reaction';
  message_id: string;
  actor_id: string | null;
  inbox_user_ids: string[];
  thread_id: string | null;
  sender_user_id: string | null;
  sender_name: string | null;
  sender_email: string;
  subject: string | null;
  body_text: string;
  creation_date: Date;
  display_name: string | null;
  reachable: boolean;
}

interface Delivery {
  userId: string;
  payload: PushPayload;
}

/**
 * Sends the queued pushes with Web Push (the `web-push` library: VAPID, aes128gcm): each queued message or
 * reaction becomes a minimal payload (title, body, thread id) for the users the domain rules choose, sent to
 * each of their devices. A device whose endpoint answers 404 or 410 is forgotten; other failures are logged.
 */
export function createPushSender(options: {
  db: Db;
  keys: VapidKeys;
  /** The VAPID subject: the server's public URL (or a mailto:). */
  subject: string;
  run: (name: string, task: () => Promise<unknown>) => void;
  /** The mail clock: a message older than the push TTL (an import of old mail) is not pushed. */
  now: () => Date;
  logger?: Pick<Console, 'error'>;
}): PushSender {
  const { db, keys } = options;
  const logger = options.logger ?? console;
  const vapidDetails = { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  let draining: Promise<PushReport> | null = null;
  let again = false;

  async function deliveriesFor(row: TakenRow): Promise<Delivery[]> {
    const message = row.thread_id === null ? null : { ...row, id: row.message_id, thread_id: row.thread_id };
    if (!message?.reachable) return [];
    // Imported or synced history is no news: only what is newer than a push's TTL is pushed.
    if (options.now().getTime() - new Date(message.creation_date).getTime() > PUSH_TTL_SECONDS * 1000)
      return [];
    // Enough of the text for the push's snippet, in whole characters (never half an emoji).
    const snippet = sliceGraphemes(message.body_text, 400);
    if (row.kind === 'reaction') {
      if (!row.actor_id) return [];
      const to = reactionPushRecipient({ reactorId: row.actor_id, messageAuthorId: message.sender_user_id });
      if (!to) return [];
      const users = await db
        .selectFrom('users')
        .select(['id', 'display_name'])
        .where('id', '=', row.actor_id)
        .execute();
      return [
        {
          userId: to,
          payload: reactionPushPayload({
            reactorIds: [row.actor_id],
            users,
            snippet,
            threadId: message.thread_id,
          }),
        },
      ];
    }
    // Inbox mail notifies by the user's `notified_splits`; channel members by their channel's level.
    const [earlier, followers, members, inboxUserIds] = await Promise.all([
      db
        .selectFrom('messages')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('thread_id', '=', message.thread_id)
        .where('state', '=', 'committed')
        .where('id', '!=', message.id)
        .where('creation_date', '<=', message.creation_date)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('thread_followers')
        .select('user_id')
        .where('thread_id', '=', message.thread_id)
        .execute(),
      db
        .selectFrom('thread_channels')
        .innerJoin('channel_members', 'channel_members.channel_id', 'thread_channels.channel_id')
        .select(['channel_members.user_id', 'channel_members.notification_level'])
        .where('thread_channels.thread_id', '=', message.thread_id)
        .execute(),
      inboxUsersNotified(db, message.thread_id, row.inbox_user_ids, options.now()),
    ]);
    const recipients = newMessagePushRecipients({
      authorId: message.sender_user_id,
      isNewThread: Number(earlier.n) === 0,
      inboxUserIds,
      followerIds: followers.map((f) => f.user_id),
      channelMembers: members.map((m) => ({
        userId: m.user_id,
        level: m.notification_level as NotificationLevel,
      })),
    });
    const payload = newMessagePushPayload({
      senderName: message.display_name ?? message.sender_name ?? message.sender_email,
      subject: message.subject,
      snippet,
      threadId: message.thread_id,
    });
    return recipients.map((userId) => ({ userId, payload }));
  }

  /**
   * Encrypts and signs with `web-push` (aes128gcm, VAPID), and posts with fetch: the library's own transport
   * speaks https only, and a push service answering with a redirect is not followed (DECISIONS.md 15).
   */
  async function post(subscription: PushSubscription, payload: PushPayload): Promise<number> {
    const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body === null ? null : new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  }

  async function send(deliveries: Delivery[], report: PushReport): Promise<void> {
    if (deliveries.length === 0) return;
    const devices = await db
      .selectFrom('devices')
      .select(['user_id', 'device_id', 'push_subscription'])
      .where(
        'user_id',
        'in',
        deliveries.map((d) => d.userId),
      )
      .execute();
    for (const delivery of deliveries) {
      for (const device of devices.filter((d) => d.user_id === delivery.userId)) {
        const subscription = PushSubscriptionSchema.safeParse(device.push_subscription);
        if (!subscription.success) continue;
        try {
          const status = await post(subscription.data, delivery.payload);
          if (status >= 200 && status < 300) {
            report.sent++;
          } else if (status === 404 || status === 410) {
            await db
              .deleteFrom('devices')
              .where('user_id', '=', device.user_id)
              .where('device_id', '=', device.device_id)
              .execute();
            report.removed++;
          } else {
            report.failed++;
            logger.error(`[push] the push service refused a push to a device of ${device.user_id}`, status);
          }
        } catch (error) {
          report.failed++;
          logger.error(`[push] sending to a device of ${device.user_id} failed`, error);
        }
      }
    }
  }

  async function drainOnce(): Promise<PushReport> {
    const report: PushReport = { sent: 0, removed: 0, failed: 0 };
    for (;;) {
      // The rows taken, each with its message and whether anyone it could notify has a device at all (the
      // followers, the members of its channels and the users whose inbox it reached: a superset of the
      // domain's choice). Without one, the recipients are not worked out (most messages of a team without
      // push never need them), and the batch costs this one statement.
      const taken = await sql<TakenRow>`
        with taken as (
          delete from push_queue where id in (
            select id from push_queue order by id limit ${BATCH} for update skip locked
          ) returning id, kind, message_id, actor_id, inbox_user_ids
        )
        select t.kind, t.message_id, t.actor_id, t.inbox_user_ids, m.thread_id, m.sender_user_id,
          m.sender_name, m.sender_email, m.subject, m.body_text, m.creation_date, u.display_name,
          m.id is not null and ${anyDeviceToNotify(
            sql.ref('m.thread_id'),
            sql`select unnest(t.inbox_user_ids) union all select m.sender_user_id`,
          )} as reachable
        from taken t
        left join messages m on m.id = t.message_id
        left join users u on u.id = m.sender_user_id
        order by t.id
      `.execute(db);
      for (const row of taken.rows) await send(await deliveriesFor(row), report);
      // A short batch emptied the queue: a push queued since comes with its own kick (drain's `again`).
      if (taken.rows.length < BATCH) return report;
    }
  }

  function drain(): Promise<PushReport> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      const total: PushReport = { sent: 0, removed: 0, failed: 0 };
      do {
        again = false;
        const report = await drainOnce();
        total.sent += report.sent;
        total.removed += report.removed;
        total.failed += report.failed;
      } while (again);
      return total;
    })().finally(() => {
      draining = null;
    });
    return draining;
  }

  const kick = () => options.run('push', drain);
  let stop: (() => Promise<void>) | null = null;
  return {
    publicKey: keys.publicKey,
    drain,
    kick,
    async start() {
      // A listening session that dropped may have missed a notice: drain once it is back.
      stop ??= await listenTo(db, PUSH_CHANNEL, kick, kick);
      return stop !== null;
    },
    get listening() {
      return stop !== null;
    },
    async close() {
      await stop?.();
      stop = null;
    },
  };
}
