import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../db/database.js';
import { databaseFileStore } from './database-file-store.js';
import { FileMissingError, type FileStore, fileKeyOf } from './file-store.js';
import { type FileStoreConfig, parseFileStoreConfig } from './file-store-config.js';
import { fsFileStore } from './fs-file-store.js';

/**
 * Attachment bytes through the configured {@link FileStore}: every writer (the staged upload, received and
 * imported mail) calls {@link saveFile} and keeps the key it returns in its row; every reader (the download
 * links, the outbound sender) calls {@link readStoredFile}. Copies of an attachment (a message sent to
 * several people, a forward's inline images, a re-sent file) copy the key, never the bytes.
 *
 * `file_blobs` registers every key (its size, and for the database store its bytes). Its `released_at`
 * marks a key that may have lost its last reference: set when bytes are stored and, by triggers (migration
 * 0026), when a row that referenced the key is deleted or points elsewhere. {@link sweepStoredFiles} deletes
 * the bytes of keys released longer ago than a grace period that no row references, and clears the mark of
 * the others; the grace covers the time between storing bytes and committing the row that names them.
 */

let current: FileStoreConfig | undefined;
let fsStore: { root: string; store: FileStore } | undefined;

/** Sets the store of this process (the server does this at start from `FILE_STORE`). */
export function configureFileStore(config: FileStoreConfig): void {
  current = config;
}

/** The configured store for work on `db` (a database or a transaction: the database store writes through it). */
export function fileStoreFor(db: Db): FileStore {
  current ??= parseFileStoreConfig(process.env.FILE_STORE);
  if (current.kind === 'database') return databaseFileStore(db);
  if (fsStore?.root !== current.root) fsStore = { root: current.root, store: fsFileStore(current.root) };
  return fsStore.store;
}

/**
 * Stores `bytes` and returns their key. Inside a transaction, pass it: the key is registered (and, with the
 * database store, the bytes written) with the rows that name it.
 */
export async function saveFile(db: Db, bytes: Uint8Array): Promise<string> {
  const [key] = await saveFiles(db, [bytes]);
  return key as string;
}

/**
 * {@link saveFile} for several files (one mail's attachments, an import batch's, the seed's): each distinct
 * file once, registered in key order (the order every writer locks `file_blobs` rows in). Returns the keys
 * in the order of `files`.
 */
export async function saveFiles(db: Db, files: readonly Uint8Array[]): Promise<string[]> {
  const store = fileStoreFor(db);
  const keys = files.map((bytes) => fileKeyOf(bytes));
  const distinct = new Map<string, Uint8Array>();
  for (const [i, bytes] of files.entries()) distinct.set(keys[i] as string, bytes);
  const sorted = [...distinct.keys()].sort();
  for (let i = 0; i < sorted.length; i += 100) {
    await db
      .insertInto('file_blobs')
      .values(
        sorted.slice(i, i + 100).map((key) => {
          const bytes = distinct.get(key) as Uint8Array;
          return {
            key,
            size: bytes.byteLength,
            content: store.inDatabase ? bytes : null,
            released_at: sql<Date>`now()`,
          };
        }),
      )
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          released_at: sql<Date>`now()`,
          content: store.inDatabase
            ? eb.fn.coalesce('file_blobs.content', eb.ref('excluded.content'))
            : eb.ref('file_blobs.content'),
        })),
      )
      .execute();
  }
  if (!store.inDatabase) for (const key of sorted) await store.put(key, distinct.get(key) as Uint8Array);
  return keys;
}

/**
 * The bytes of `key`, or null when no store has them (a caller answers that as missing, never as an
 * error). Bytes kept in the database before a deployment switched to another store stay readable.
 */
export async function readStoredFile(db: Db, key: string): Promise<Uint8Array | null> {
  const store = fileStoreFor(db);
  try {
    return await store.get(key);
  } catch (error) {
    if (!(error instanceof FileMissingError)) throw error;
  }
  if (store.inDatabase) return null;
  const row = await db.selectFrom('file_blobs').select('content').where('key', '=', key).executeTakeFirst();
  return row?.content ?? null;
}

/** How long a released key is kept before the sweep may delete it (covers an upload's commit). */
export const FILE_SWEEP_GRACE_MS = 60 * 60_000;

const referenced = (key: Expression<string>) =>
  sql<SqlBool>`(exists (select 1 from attachments where content_key = ${key})
    or exists (select 1 from staged_attachments where content_key = ${key}))`;

/**
 * Deletes the bytes of up to `limit` keys released at least `graceMs` ago (database time) that no
 * attachment or staged upload names; a released key still named is unmarked. Each key in a transaction of
 * its own that deletes its `file_blobs` row, then its bytes, before committing: a concurrent upload of the
 * same bytes waits for that row and stores them again. Safe in several processes at once. Returns how many
 * keys' bytes were deleted.
 */
export async function sweepStoredFiles(
  db: Db,
  { graceMs = FILE_SWEEP_GRACE_MS, limit = 200 }: { graceMs?: number; limit?: number } = {},
): Promise<number> {
  // `<=`, not `<`: PGlite's clock ticks in milliseconds, so a key released by the statement just before
  // can carry the sweep's own `now()`; with no grace it is due.
  const due = sql<SqlBool>`released_at <= now() - make_interval(secs => ${graceMs / 1000})`;
  const candidates = await db
    .selectFrom('file_blobs')
    .select('key')
    .where(due)
    .orderBy('released_at')
    .limit(limit)
    .execute();
  let deleted = 0;
  for (const { key } of candidates) {
    await db.transaction().execute(async (tx) => {
      const gone = await tx
        .deleteFrom('file_blobs')
        .where('key', '=', key)
        .where(due)
        .where((eb) => eb.not(referenced(eb.val(key))))
        .returning('key')
        .executeTakeFirst();
      if (gone) {
        const store = fileStoreFor(tx);
        if (!store.inDatabase) await store.delete(key);
        deleted++;
      } else {
        await tx
          .updateTable('file_blobs')
          .set({ released_at: null })
          .where('key', '=', key)
          .where(due)
          .execute();
      }
    });
  }
  return deleted;
}
