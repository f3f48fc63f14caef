import { createHash } from 'node:crypto';
import { Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migrations, newPGlite } from '../src/db/database.js';
import { PGliteDialect } from '../src/db/pglite-dialect.js';
import { runScript } from '../src/db/run-script.js';
import type { Database } from '../src/db/schema.js';
import { configureFileStore, readStoredFile } from '../src/files/stored-files.js';

let db: Kysely<Database>;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  const pglite = newPGlite();
  await pglite.waitReady;
  db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // The schema before the file store: bytes in the rows.
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0026_file_store'));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
  await runScript(
    db as unknown as Kysely<unknown>,
    `
    insert into organizations (id, name) values ('org_1', 'Acme');
    insert into users (id, organization_id, email, display_name) values ('usr_1', 'org_1', 'a@acme.test', 'A');
    insert into threads (id, organization_id, title) values ('thr_1', 'org_1', 'Quote');
    insert into messages (id, thread_id, organization_id, sender_email) values
      ('msg_1', 'thr_1', 'org_1', 'a@acme.test'), ('msg_2', 'thr_1', 'org_1', 'a@acme.test');
    insert into attachments (id, message_id, name, size, mime_type, server_filename, content) values
      ('att_1', 'msg_1', 'quote.pdf', 5, 'application/pdf', 'att_1-quote.pdf', convert_to('quote', 'UTF8')),
      ('att_2', 'msg_2', 'quote.pdf', 5, 'application/pdf', 'att_2-quote.pdf', convert_to('quote', 'UTF8')),
      ('att_3', 'msg_2', 'demo.pdf', 900, 'application/pdf', 'att_3-demo.pdf', null);
    insert into staged_attachments (id, user_id, organization_id, name, mime_type, size, content, expiry_date)
      values ('stg_1', 'usr_1', 'org_1', 'notes.txt', 'text/plain', 5, convert_to('notes', 'UTF8'), now());
    `,
  );
  await migrateToLatest(db as never);
  configureFileStore({ kind: 'database' });
});

afterAll(async () => {
  await db?.destroy();
});

describe('migration 0026: attachment bytes move behind the file store', () => {
  it('keeps every stored attachment and upload readable by its key, one copy per distinct file', async () => {
    const rows = await db.selectFrom('attachments').select(['id', 'content_key']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'att_1', content_key: sha256('quote') },
      { id: 'att_2', content_key: sha256('quote') },
      { id: 'att_3', content_key: null },
    ]);
    const staged = await db.selectFrom('staged_attachments').select('content_key').executeTakeFirstOrThrow();
    expect(staged.content_key).toBe(sha256('notes'));
    const blobs = await db.selectFrom('file_blobs').select(['key', 'released_at']).orderBy('key').execute();
    expect(blobs.map((b) => b.key).sort()).toEqual([sha256('notes'), sha256('quote')].sort());
    expect(blobs.every((b) => b.released_at === null)).toBe(true);
    expect(Buffer.from((await readStoredFile(db as never, sha256('quote'))) ?? []).toString()).toBe('quote');
    expect(Buffer.from((await readStoredFile(db as never, sha256('notes'))) ?? []).toString()).toBe('notes');
  });

  it('marks a key for the sweep to look at when a row naming it is deleted', async () => {
    await db.deleteFrom('attachments').where('id', '=', 'att_1').execute();
    const released = async () =>
      (
        await db
          .selectFrom('file_blobs')
          .select('released_at')
          .where('key', '=', sha256('quote'))
          .executeTakeFirstOrThrow()
      ).released_at;
    expect(await released()).not.toBeNull();
  });
});
