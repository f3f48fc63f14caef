import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../src/config.js';
import { embeddedDatabase, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { configureFileStore } from '../../src/files/stored-files.js';
import { seedDatabase } from '../../src/seed/seed.js';

/**
 * The seeded database every route test starts from, made ONCE per test run (the server project's global
 * setup, test/helpers/global-setup.ts) and copied for each test file, instead of each file starting an empty
 * database, migrating it and seeding it (most of a file's setup: PGlite's initdb alone is seconds).
 *
 * It is exactly what `createServer` makes of an empty database: every migration, then `seedDatabase` with
 * the tests' clock (TEST_NOW; the seed is deterministic for a given clock) and the configured file store
 * (FILE_STORE, the database by default). Nothing else: secrets and keys are made by each server at its
 * start, as before. Each file gets its own copy, so files still cannot see one another's writes:
 * - PGlite: the data folder dumped (`dumpDataDir`) to a file; each test file opens an in-memory PGlite
 *   from it (`loadDataDir`).
 * - PostgreSQL (`TEST_DATABASE_URL`): a database that each test file's database is created from
 *   (`create database ... template ...`).
 */
export interface SeededTemplate {
  /** The PGlite dump (a tar file), when the tests run on PGlite. */
  pgliteDump?: string;
  /** The template database's name, when the tests run on PostgreSQL. */
  postgresTemplate?: string;
}

/** The fixed clock of the route tests: the seed's "now" (test-server.ts re-exports it; the global setup imports no vitest). */
export const TEST_NOW = new Date('2026-06-15T12:00:00.000Z');

/** Makes the template; answers it and a function that removes it. */
export async function makeSeededTemplate(): Promise<{
  template: SeededTemplate;
  remove: () => Promise<void>;
}> {
  configureFileStore(loadConfig().fileStore);
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const name = `switchboard_template_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
    await adminQuery(admin, `create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const remove = () => adminQuery(admin, `drop database if exists ${name} with (force)`);
    const db = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await migrateToLatest(db);
      await seedDatabase(db, { now: TEST_NOW });
    } catch (error) {
      await db.destroy();
      await remove();
      throw error;
    }
    // Every connection closed: PostgreSQL copies a template only while nobody is connected to it.
    await db.destroy();
    return { template: { postgresTemplate: name }, remove };
  }
  // Made in a data folder (PGlite persisted on disk) only to reach its `dumpDataDir`; the copies are in memory.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-seeded-'));
  const file = path.join(dir, 'seeded.tar');
  const db = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data') });
  try {
    await migrateToLatest(db);
    await seedDatabase(db, { now: TEST_NOW });
    const embedded = embeddedDatabase(db);
    if (!embedded) throw new Error('the seeded template is not an embedded database');
    // Uncompressed: a copy loads faster than from gzip, and the file lives only for the run.
    const dump = await embedded.pglite.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } catch (error) {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  await db.destroy();
  fs.rmSync(path.join(dir, 'data'), { recursive: true, force: true });
  return {
    template: { pgliteDump: file },
    remove: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs one statement on the admin URL, on a connection of its own. */
async function adminQuery(admin: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
