import { TRASH_RETENTION_DAYS } from '@switchboard/domain';
import { lockThreads } from '../db/lock-order.js';
import { deliverMessage, upsertInboxItem } from '../mail/deliver.js';
import type { Services } from '../services.js';

export interface JobReport {
  woken: number;
  sent: number;
  purged: number;
}

export interface Scheduler {
  /** Runs every due job once, at the services' clock time. */
  runOnce(): Promise<JobReport>;
  start(intervalMs?: number): void;
  stop(): void;
}

const DAY = 86_400_000;

/**
 * Time-driven work: snoozed threads come back to the inbox when their time passes, scheduled messages are
 * sent when their time comes, trash older than 30 days is deleted, and expired cancel tokens, uploads and
 * sign-in state are dropped. Uses the injected clock, so tests move time instead of waiting.
 */
export function createScheduler(services: Services, logger: Pick<Console, 'error'> = console): Scheduler {
  const { db } = services;
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function runOnce(): Promise<JobReport> {
    const now = services.now();
    const report: JobReport = { woken: 0, sent: 0, purged: 0 };

    const due = await db
      .selectFrom('thread_user_states')
      .innerJoin('threads', 'threads.id', 'thread_user_states.thread_id')
      .select([
        'thread_user_states.thread_id',
        'thread_user_states.user_id',
        'thread_user_states.snooze_end_date',
        'threads.trashed_at',
        'thread_user_states.is_spam',
      ])
      .where('thread_user_states.snooze_end_date', '<=', now)
      .execute();
    for (const row of due) {
      await db.transaction().execute(async (tx) => {
        await lockThreads(tx, [row.thread_id]);
        await tx
          .updateTable('thread_user_states')
          .set({ snooze_start_date: null, snooze_end_date: null, last_snooze_end_date: row.snooze_end_date })
          .where('thread_id', '=', row.thread_id)
          .where('user_id', '=', row.user_id)
          .execute();
        if (!row.trashed_at && !row.is_spam) {
          await upsertInboxItem(tx, row.user_id, row.thread_id, 'added_to_inbox', now, true);
        }
      });
      report.woken++;
    }

    const scheduled = await db
      .selectFrom('messages')
      .innerJoin('threads', 'threads.id', 'messages.thread_id')
      .select(['messages.id', 'threads.trashed_at'])
      .where('messages.state', '=', 'scheduled')
      .where('messages.scheduled_date', '<=', now)
      .execute();
    for (const message of scheduled) {
      // 'This thread was trashed. This message won't be sent': a trashed thread's messages wait.
      if (message.trashed_at) continue;
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('messages')
          .set({ state: 'committed', creation_date: now, scheduled_date: null })
          .where('id', '=', message.id)
          .execute();
        await deliverMessage(tx, message.id, now);
      });
      report.sent++;
    }

    // Threads trashed long enough ago go, locked first in the one order of every multi-row write.
    report.purged = await db.transaction().execute(async (tx) => {
      const expired = await tx
        .selectFrom('threads')
        .select('id')
        .where('trashed_at', '<=', new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY))
        .execute();
      const ids = await lockThreads(
        tx,
        expired.map((t) => t.id),
      );
      if (ids.length === 0) return 0;
      const purged = await tx.deleteFrom('threads').where('id', 'in', ids).executeTakeFirst();
      return Number(purged.numDeletedRows);
    });
    await db
      .deleteFrom('cancel_tokens')
      .where('expires_at', '<', new Date(now.getTime() - 60_000))
      .execute();
    // Sign-in state expires on the real clock (the provider's own); uploads on the mail clock.
    await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date()).execute();
    await db.deleteFrom('revoked_sessions').where('expires_at', '<', new Date()).execute();
    await db.deleteFrom('staged_attachments').where('expiry_date', '<', now).execute();
    return report;
  }

  return {
    runOnce,
    start(intervalMs = 15_000) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        runOnce()
          .catch((error: unknown) => logger.error('[scheduler] job failed', error))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
