import { Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, newPGlite } from '../src/db/database.js';
import * as m0001 from '../src/db/migrations/0001_initial.js';
import * as m0002 from '../src/db/migrations/0002_search_text.js';
import * as m0003 from '../src/db/migrations/0003_billing.js';
import * as m0004 from '../src/db/migrations/0004_rate_limits.js';
import { PGliteDialect } from '../src/db/pglite-dialect.js';
import { runScript } from '../src/db/run-script.js';
import type { Database } from '../src/db/schema.js';

let db: Kysely<Database>;

beforeAll(async () => {
  const pglite = newPGlite();
  await pglite.waitReady;
  db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  // The schema as it was before spam became per user.
  const before: Record<string, Migration> = {
    '0001_initial': m0001,
    '0002_search_text': m0002,
    '0003_billing': m0003,
    '0004_rate_limits': m0004,
  };
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => before },
  }).migrateToLatest();
  if (error) throw error;
  await runScript(
    db as unknown as Kysely<unknown>,
    `
    insert into organizations (id, name) values ('org_1', 'Acme');
    insert into users (id, organization_id, email, display_name) values
      ('usr_sender', 'org_1', 'sender@acme.test', 'Sender'),
      ('usr_reader', 'org_1', 'reader@acme.test', 'Reader'),
      ('usr_channel', 'org_1', 'channel@acme.test', 'Channel only');
    insert into threads (id, organization_id, title, is_spam) values
      ('thr_spam', 'org_1', 'Cheap pills', true),
      ('thr_fine', 'org_1', 'Lunch', false);
    insert into thread_followers (thread_id, user_id) values
      ('thr_spam', 'usr_sender'), ('thr_fine', 'usr_sender'), ('thr_fine', 'usr_reader');
    insert into thread_user_states (thread_id, user_id, is_starred) values ('thr_spam', 'usr_sender', true);
    insert into inbox_items (id, user_id, thread_id, type, initial_date, last_date) values
      ('inb_1', 'usr_reader', 'thr_spam', 'message_added', now(), now()),
      ('inb_2', 'usr_reader', 'thr_fine', 'message_added', now(), now());
  `,
  );
  await migrateToLatest(db);
});
afterAll(async () => {
  await db?.destroy();
});

describe('migration 0010: spam becomes each user’s own state', () => {
  it('marks a spam thread spam for its followers and inbox holders, keeping their other state', async () => {
    const states = await db
      .selectFrom('thread_user_states')
      .select(['thread_id', 'user_id', 'is_spam', 'is_starred'])
      .orderBy('thread_id')
      .orderBy('user_id')
      .execute();
    expect(states).toEqual([
      { thread_id: 'thr_spam', user_id: 'usr_reader', is_spam: true, is_starred: false },
      { thread_id: 'thr_spam', user_id: 'usr_sender', is_spam: true, is_starred: true },
    ]);
  });

  it('takes the spam thread out of inboxes and leaves other threads alone', async () => {
    const inbox = await db.selectFrom('inbox_items').select('id').orderBy('id').execute();
    expect(inbox).toEqual([{ id: 'inb_2' }]);
  });

  it('drops the thread-wide column', async () => {
    await expect(sql`select is_spam from threads`.execute(db)).rejects.toThrow(/is_spam/);
  });
});
