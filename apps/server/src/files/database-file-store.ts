import type { Db } from '../db/database.js';
import { assertFileKey, FileMissingError, type FileStore } from './file-store.js';

/**
 * The default store: the bytes in the database, `file_blobs.content` (one row per key, the same row that
 * registers the key for the sweep, `stored-files.ts`). Nothing to set up, shared by every process on one
 * PostgreSQL, and in the embedded database's backups; the database grows with the attachments.
 */
export function databaseFileStore(db: Db): FileStore {
  return {
    description: 'database',
    inDatabase: true,
    async put(key, bytes) {
      assertFileKey(key);
      await db
        .insertInto('file_blobs')
        .values({ key, size: bytes.byteLength, content: bytes, released_at: new Date() })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => ({
            content: eb.fn.coalesce('file_blobs.content', eb.ref('excluded.content')),
          })),
        )
        .execute();
    },
    async get(key) {
      assertFileKey(key);
      const row = await db
        .selectFrom('file_blobs')
        .select('content')
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row?.content) throw new FileMissingError(key);
      return row.content;
    },
    async head(key) {
      assertFileKey(key);
      const row = await db
        .selectFrom('file_blobs')
        .select('size')
        .where('key', '=', key)
        .where('content', 'is not', null)
        .executeTakeFirst();
      return row ? { size: Number(row.size) } : null;
    },
    async delete(key) {
      assertFileKey(key);
      await db.updateTable('file_blobs').set({ content: null }).where('key', '=', key).execute();
    },
  };
}
