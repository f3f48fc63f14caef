import { TRASH_RETENTION_DAYS } from '@switchboard/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { compareIds } from '../db/lock-order.js';
import { sweepStoredFiles } from '../files/stored-files.js';
import { deliverMessage, upsertInboxItem } from '../mail/deliver.js';
import { applyRuleToExisting } from '../rules/apply-rules.js';
import type { Services } from '../services.js';
import { reindexInboxSplit } from '../splits/reindex-inbox-split.js';

export interface JobReport {
  woken: number;
  sent: number;
  purged: number;
  /** Rules whose bulk application this run did (one a crash left undone). */
  backfilled: number;
  /** Stored files whose bytes the sweep deleted (no row names them any more, files/stored-files.ts). */
  filesDeleted: number;
}

export interface Scheduler {
  /** Runs every due job once, at the services' clock time. */
  runOnce(): Promise<JobReport>;
  start(intervalMs?: number): void;
  stop(): void;
}

const DAY = 86_400_000;
/** Threads one transaction of a job claims at most (the job runs again while it finds a full batch). */
const BATCH = 100;

/**
 * Claims up to {@link BATCH} threads for one job in the transaction `tx`: the threads matching `due` that no
 * other transaction holds, row-locked like every writer locks them (`for no key update`, sorted ids, see
 * db/lock-order.ts) but with `skip locked`, so a second process running the same job at the same moment
 * takes other threads instead of waiting, and a request changing a thread just then is left to finish (its
 * thread is taken at the next run). The caller then reads the job's rows again under these locks, so a
 * row that another process handled just before (committed after this statement's snapshot) is not done
 * twice. The job's effect is written in the same transaction: a process that dies midway rolls it back
 * and leaves the rows due, for the next run of any process.
 */
async function claimThreads(
  tx: Db,
  due: RawBuilder<unknown>,
  skip: ReadonlySet<string> = new Set(),
  limit = BATCH,
): Promise<string[]> {
  const result = await sql<{ id: string }>`
    select id from threads
    where ${due}${skip.size > 0 ? sql` and id not in (${sql.join([...skip])})` : sql``}
    order by id collate "C"
    limit ${limit}
    for no key update skip locked
  `.execute(tx);
  return result.rows.map((r) => r.id);
}

/**
 * Time-driven work: snoozed threads come back to the inbox when their time passes, scheduled messages are
 * sent when their time comes, trash older than 30 days is deleted, and expired cancel tokens, uploads and
 * sign-in state are dropped. Uses the injected clock, so tests move time instead of waiting.
 */
export function createScheduler(
  services: Services,
  logger: Pick<Console, 'log' | 'error'> = console,
): Scheduler {
  const { db } = services;
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  /** Snoozes that ended: their threads claimed, each due snooze cleared and its thread back in the inbox. */
  async function wakeSnoozed(now: Date): Promise<{ woken: number; threads: number }> {
    return db.transaction().execute(async (tx) => {
      const ids = await claimThreads(
        tx,
        sql`exists (select 1 from thread_user_states s where s.thread_id = threads.id and s.snooze_end_date <= ${now})`,
      );
      if (ids.length === 0) return { woken: 0, threads: 0 };
      // Read again under the thread locks (a new snapshot): a snooze woken elsewhere meanwhile is not due.
      const due = await tx
        .selectFrom('thread_user_states')
        .innerJoin('threads', 'threads.id', 'thread_user_states.thread_id')
        .select([
          'thread_user_states.thread_id',
          'thread_user_states.user_id',
          'thread_user_states.snooze_end_date',
          'thread_user_states.is_spam',
          'threads.trashed_at',
        ])
        .where('thread_user_states.thread_id', 'in', ids)
        .where('thread_user_states.snooze_end_date', '<=', now)
        .execute();
      due.sort((x, y) => compareIds(x.thread_id, y.thread_id) || compareIds(x.user_id, y.user_id));
      for (const row of due) {
        await tx
          .updateTable('thread_user_states')
          .set({ snooze_start_date: null, snooze_end_date: null, last_snooze_end_date: row.snooze_end_date })
          .where('thread_id', '=', row.thread_id)
          .where('user_id', '=', row.user_id)
          .execute();
      }
      for (const row of due) {
        if (!row.trashed_at && !row.is_spam)
          await upsertInboxItem(tx, row.user_id, row.thread_id, 'added_to_inbox', now, true);
      }
      return { woken: due.length, threads: ids.length };
    });
  }

  /**
   * Scheduled messages whose time came, one thread per transaction (a message that fails to deliver rolls
   * back only its thread, which this run then leaves for the next). 'This thread was trashed. This
   * message won't be sent': a trashed thread's messages wait, and `trashed_at` is checked on the locked row.
   */
  async function sendScheduled(now: Date): Promise<number> {
    const failed = new Set<string>();
    let sent = 0;
    for (;;) {
      let threadId: string | undefined;
      try {
        const count = await db.transaction().execute(async (tx) => {
          [threadId] = await claimThreads(
            tx,
            sql`trashed_at is null and exists (select 1 from messages m where m.thread_id = threads.id and m.state = 'scheduled' and m.scheduled_date <= ${now})`,
            failed,
            1,
          );
          if (!threadId) return null;
          const due = await tx
            .selectFrom('messages')
            .select('id')
            .where('thread_id', '=', threadId)
            .where('state', '=', 'scheduled')
            .where('scheduled_date', '<=', now)
            .orderBy('scheduled_date')
            .orderBy('id')
            .execute();
          for (const message of due) {
            await tx
              .updateTable('messages')
              .set({ state: 'committed', creation_date: now, scheduled_date: null })
              .where('id', '=', message.id)
              .execute();
            await deliverMessage(tx, message.id, now);
          }
          return due.length;
        });
        if (count === null) return sent;
        sent += count;
      } catch (error) {
        if (!threadId) throw error;
        logger.error(`[scheduler] scheduled send of thread ${threadId} failed`, error);
        failed.add(threadId);
      }
    }
  }

  /** Threads trashed long enough ago go, claimed (locked, sorted) in the transaction that deletes them. */
  async function purgeTrash(now: Date): Promise<number> {
    return db.transaction().execute(async (tx) => {
      const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY);
      // The claim's condition is checked on each locked row's latest version: a thread restored meanwhile stays.
      const ids = await claimThreads(tx, sql`trashed_at <= ${cutoff}`);
      if (ids.length === 0) return 0;
      const purged = await tx.deleteFrom('threads').where('id', 'in', ids).executeTakeFirst();
      return Number(purged.numDeletedRows);
    });
  }

  /** Rule backfills a process left undone (it died, or stopped, before its transaction committed). */
  async function backfillRules(): Promise<number> {
    const pending = await db
      .selectFrom('rules')
      .select('id')
      .where('bulk_in_progress', '=', true)
      .orderBy('created_at')
      .execute();
    let done = 0;
    for (const rule of pending) {
      try {
        if ((await applyRuleToExisting(db, rule.id, services.now)) !== null) done++;
      } catch (error) {
        logger.error(`[scheduler] bulk application of rule ${rule.id} failed`, error);
      }
    }
    return done;
  }

  /**
   * Split builds left undone (a process stopped before its build cleared 'reindexing'). A build only reads
   * and then clears the status, so running it again, or in two processes at once, is harmless.
   */
  async function rebuildSplits(): Promise<void> {
    const pending = await db
      .selectFrom('inbox_splits')
      .select('id')
      .where('status', '=', 'reindexing')
      .execute();
    for (const split of pending) {
      try {
        await reindexInboxSplit(db, split.id, services.now);
      } catch (error) {
        logger.error(`[scheduler] build of split ${split.id} failed`, error);
      }
    }
  }

  async function runOnce(): Promise<JobReport> {
    const now = services.now();
    const report: JobReport = { woken: 0, sent: 0, purged: 0, backfilled: 0, filesDeleted: 0 };
    for (;;) {
      const { woken, threads } = await wakeSnoozed(now);
      report.woken += woken;
      if (threads < BATCH) break;
    }
    report.sent = await sendScheduled(now);
    for (;;) {
      const purged = await purgeTrash(now);
      report.purged += purged;
      if (purged < BATCH) break;
    }
    report.backfilled = await backfillRules();
    await rebuildSplits();
    await db
      .deleteFrom('cancel_tokens')
      .where('expires_at', '<', new Date(now.getTime() - 60_000))
      .execute();
    // Sign-in state expires on the real clock (the provider's own); uploads on the mail clock.
    await db.deleteFrom('oidc_payloads').where('expires_at', '<', new Date()).execute();
    await db.deleteFrom('revoked_sessions').where('expires_at', '<', new Date()).execute();
    await db.deleteFrom('staged_attachments').where('expiry_date', '<', now).execute();
    // Bytes no attachment or upload names any more (trash purged, uploads expired, accounts deleted).
    report.filesDeleted = await sweepStoredFiles(db);
    if (report.woken + report.sent + report.purged + report.backfilled > 0)
      logger.log(
        `[scheduler] woke ${report.woken}, sent ${report.sent}, purged ${report.purged}, backfilled ${report.backfilled}`,
      );
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
