import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import type { Db } from '../db/database.js';
import { isRetryableDatabaseError } from '../db/retry.js';
import { refreshThreadSearch } from '../db/search-vector.js';
import { applyRulesToIncomingThreads } from '../rules/apply-rules.js';
import { storeImportBatch } from './import-batch.js';
import {
  findMailUsers,
  ingestParsedMail,
  type MailUser,
  type PreparedMail,
  parseMail,
  prepareMail,
} from './ingest.js';
import { looksLikeMbox, splitMbox } from './mbox.js';

export interface ImportReport {
  imported: number;
  duplicates: number;
  failed: { file: string; error: string }[];
}

/** Messages stored per transaction: one commit (and one search refresh) for each batch, not each message. */
export const IMPORT_BATCH_SIZE = 200;

async function listFiles(target: string): Promise<string[]> {
  const stat = await fs.stat(target);
  if (!stat.isDirectory()) return [target];
  const entries = await fs.readdir(target, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((e) => !e.name.startsWith('.'))
      .sort((x, y) => x.name.localeCompare(y.name))
      .map((e) => {
        const full = path.join(target, e.name);
        if (e.isDirectory()) return listFiles(full);
        return Promise.resolve(/\.(eml|mbox|mbx)$/i.test(e.name) || !path.extname(e.name) ? [full] : []);
      }),
  );
  return nested.flat();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Imports `.eml` files and mbox archives (files, or folders searched recursively for `*.eml`, `*.mbox` and
 * extension-less mbox files) into one user's mailbox, dated by their own `Date` headers. Idempotent by
 * Message-ID: importing the same mail again adds nothing.
 *
 * Messages are stored {@link IMPORT_BATCH_SIZE} per transaction, in file order (so a reply finds the thread
 * of a message earlier in the same batch); a message that fails is rolled back alone and reported, the rest
 * of its batch commits (the batch is then stored again with a savepoint around each message). The search text of a batch's threads is refreshed
 * once, in one statement, at the end of the batch.
 */
export async function importMail(
  db: Db,
  userEmail: string,
  targets: string[],
  now: Date,
): Promise<ImportReport> {
  const user = (await findMailUsers(db, [userEmail]))[0];
  if (!user) throw new Error(`No workspace user has the address ${userEmail}`);
  const report: ImportReport = { imported: 0, duplicates: 0, failed: [] };
  // Addresses looked up once per import (the same correspondents recur in every batch).
  const directory = new Map<string, MailUser[]>();
  let batch: { label: string; parsed: ParsedMail }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const outcome = await storeBatch(db, user, batch, now, directory);
    report.imported += outcome.imported;
    report.duplicates += outcome.duplicates;
    report.failed.push(...outcome.failed);
    batch = [];
  };
  for (const target of targets) {
    for (const file of await listFiles(target)) {
      const raw = await fs.readFile(file);
      const head = raw.subarray(0, 512).toString('latin1');
      const messages = looksLikeMbox(head)
        ? splitMbox(raw.toString('latin1')).map((m) => Buffer.from(m, 'latin1'))
        : [raw];
      for (const [i, message] of messages.entries()) {
        const label = messages.length > 1 ? `${file} #${i + 1}` : file;
        try {
          batch.push({ label, parsed: await parseMail(message) });
        } catch (error) {
          report.failed.push({ file: label, error: errorText(error) });
        }
        if (batch.length >= IMPORT_BATCH_SIZE) await flush();
      }
    }
  }
  await flush();
  return report;
}

/** A message of a batch: its label in reports, the parsed mail, and its stored fields when the caller has them. */
export interface BatchMail {
  label: string;
  parsed: ParsedMail;
  prepared?: PreparedMail;
}

/** The user's own copies of the mail with these Message-IDs (through their receipts), by Message-ID. */
export async function ownCopies(
  db: Db,
  userId: string,
  messageIds: readonly string[],
): Promise<Map<string, { id: string; thread_id: string; content_digest: string }[]>> {
  const copies = new Map<string, { id: string; thread_id: string; content_digest: string }[]>();
  if (messageIds.length === 0) return copies;
  const rows = await db
    .selectFrom('mail_receipts')
    .innerJoin('messages', 'messages.id', 'mail_receipts.message_id')
    .select([
      'mail_receipts.rfc822_message_id',
      'mail_receipts.content_digest',
      'messages.id',
      'messages.thread_id',
    ])
    .where('mail_receipts.user_id', '=', userId)
    .where('mail_receipts.rfc822_message_id', '=', sql<string>`any(${[...new Set(messageIds)]}::text[])`)
    .orderBy('messages.id')
    .execute();
  for (const row of rows)
    copies.set(row.rfc822_message_id, [...(copies.get(row.rfc822_message_id) ?? []), row]);
  return copies;
}

/**
 * Stores a batch of mail a sync fetched (IMAP, Gmail): parses each source, stores them with {@link storeBatch}
 * (dated by their own `Date` headers, as an import), then finds the user's own copy of each through their
 * receipts (a duplicate's is the copy they already had), in the batch's order: undefined for a message that
 * was refused.
 */
export async function storeSyncedBatch(
  db: Db,
  user: MailUser,
  sources: readonly { label: string; source: Buffer }[],
  now: Date,
  directory: Map<string, MailUser[]>,
): Promise<{ outcome: ImportReport; copies: ({ id: string; thread_id: string } | undefined)[] }> {
  const batch: (BatchMail & { prepared: PreparedMail })[] = [];
  for (const { label, source } of sources) {
    const parsed = await parseMail(source);
    batch.push({ label, parsed, prepared: prepareMail(parsed, { receivedAt: null, now }) });
  }
  const outcome = await storeBatch(db, user, batch, now, directory);
  const found = await ownCopies(
    db,
    user.id,
    batch.map((m) => m.prepared.messageIdValue),
  );
  const copies = batch.map(({ prepared }) =>
    found.get(prepared.messageIdValue)?.find((c) => c.content_digest === prepared.digest),
  );
  return { outcome, copies };
}

/** A message of a batch stored without savepoints failed: the batch is stored again, message by message. */
class BatchNeedsSavepoints extends Error {}

/**
 * Stores one batch in one transaction (run again whole if PostgreSQL aborts it for a deadlock): the importer's
 * batches, and each batch of new mail an IMAP sync fetches (imap-sync.ts). It first
 * tries the batch without a savepoint per message (two statements fewer for each); when a message fails,
 * that transaction is rolled back and the batch stored again with a savepoint around each message, so the
 * failing one is rolled back alone and reported while the rest commits.
 */
export async function storeBatch(
  db: Db,
  user: MailUser,
  batch: readonly BatchMail[],
  now: Date,
  directory: Map<string, MailUser[]>,
): Promise<ImportReport> {
  try {
    return await storeBatchSetBased(db, user, batch, now, directory);
  } catch (error) {
    // A deadlock or serialization failure that outlasted the boundary's retries is not the batch's fault.
    if (isRetryableDatabaseError(error)) throw error;
  }
  try {
    return await storeBatchOnce(db, user, batch, now, directory, false);
  } catch (error) {
    if (!(error instanceof BatchNeedsSavepoints)) throw error;
    return storeBatchOnce(db, user, batch, now, directory, true);
  }
}

/**
 * The whole batch in a few statements (import-batch.ts), in one transaction with its search refresh. Any
 * failure (a message the database refuses, incoming rules to match) rolls it back for the one-by-one path.
 */
export async function storeBatchSetBased(
  db: Db,
  user: MailUser,
  batch: readonly BatchMail[],
  now: Date,
  directory: Map<string, MailUser[]>,
): Promise<ImportReport> {
  const mails = batch.map(
    ({ parsed, prepared }) => prepared ?? prepareMail(parsed, { receivedAt: null, now }),
  );
  return db.transaction().execute(async (tx) => {
    const stored = await storeImportBatch(tx, user, mails, directory);
    await refreshThreadSearch(tx, stored.threadIds);
    await applyRulesToIncomingThreads(tx, stored.threadIds, stored.lastDateOf);
    return { imported: stored.imported, duplicates: stored.duplicates, failed: [] };
  });
}

async function storeBatchOnce(
  db: Db,
  user: MailUser,
  batch: readonly BatchMail[],
  now: Date,
  directory: Map<string, MailUser[]>,
  savepoints: boolean,
): Promise<ImportReport> {
  return db.transaction().execute(async (tx) => {
    const outcome: ImportReport = { imported: 0, duplicates: 0, failed: [] };
    const threads = new Set<string>();
    for (const { label, parsed } of batch) {
      if (savepoints) await sql`savepoint import_message`.execute(tx);
      try {
        const result = await ingestParsedMail(tx, parsed, {
          recipients: [user],
          receivedAt: null,
          now,
          refreshSearch: false,
          directory,
        });
        if (savepoints) await sql`release savepoint import_message`.execute(tx);
        for (const d of result.deliveries) if (!d.duplicate) threads.add(d.thread_id);
        if (result.deliveries.every((d) => d.duplicate)) outcome.duplicates += 1;
        else outcome.imported += 1;
      } catch (error) {
        // A deadlock or serialization failure aborts the whole batch, which the boundary runs again.
        if (isRetryableDatabaseError(error)) throw error;
        if (!savepoints) throw new BatchNeedsSavepoints(errorText(error));
        await sql`rollback to savepoint import_message`.execute(tx);
        outcome.failed.push({ file: label, error: errorText(error) });
      }
    }
    await refreshThreadSearch(tx, [...threads]);
    return outcome;
  });
}
