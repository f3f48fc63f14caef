import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../src/db/database.js';
import { databaseFileStore } from '../src/files/database-file-store.js';
import { FileMissingError, type FileStore, fileKeyOf } from '../src/files/file-store.js';
import { parseFileStoreConfig } from '../src/files/file-store-config.js';
import { fsFileStore } from '../src/files/fs-file-store.js';
import {
  configureFileStore,
  readStoredFile,
  saveFile,
  saveFiles,
  sweepStoredFiles,
} from '../src/files/stored-files.js';
import { SEED_IDS, seedDatabase } from '../src/seed/seed.js';
import { freshDatabase, TEST_NOW } from './helpers/test-server.js';

let db: Db;
let drop: () => Promise<void>;
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-files-'));
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  db = await openDatabase(
    fresh.databaseUrl ? { kind: 'postgres', url: fresh.databaseUrl } : { kind: 'memory' },
  );
  await migrateToLatest(db);
  await seedDatabase(db, { now: TEST_NOW, acmeThreads: 4, globexThreads: 1 });
}, 120_000);

afterAll(async () => {
  await db?.destroy();
  await drop?.();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const stores: [string, () => FileStore][] = [
  ['the database store', () => databaseFileStore(db)],
  ['the folder store', () => fsFileStore(folder())],
];

describe.each(stores)('%s keeps the FileStore contract', (_name, make) => {
  it('gives back the bytes it was given, by their key, and their size', async () => {
    const store = make();
    const bytes = randomBytes(70_000);
    const key = fileKeyOf(bytes);
    await store.put(key, bytes);
    expect(Buffer.from(await store.get(key)).equals(bytes)).toBe(true);
    expect(await store.head(key)).toEqual({ size: bytes.length });
  });

  it('stores the same key twice without harm (two recipients of one file)', async () => {
    const store = make();
    const bytes = Buffer.from('the same file, sent twice');
    const key = fileKeyOf(bytes);
    await Promise.all([store.put(key, bytes), store.put(key, bytes), store.put(key, bytes)]);
    expect(Buffer.from(await store.get(key)).toString()).toBe('the same file, sent twice');
  });

  it('answers a missing key with FileMissingError, and a deleted one too', async () => {
    const store = make();
    const bytes = Buffer.from('short-lived');
    const key = fileKeyOf(bytes);
    await expect(store.get(key)).rejects.toBeInstanceOf(FileMissingError);
    expect(await store.head(key)).toBeNull();
    await store.put(key, bytes);
    await store.delete(key);
    await expect(store.get(key)).rejects.toThrow(`No stored file for key ${key}`);
    expect(await store.head(key)).toBeNull();
    // Deleting what is not there is no error.
    await store.delete(key);
  });

  it('refuses anything but a SHA-256 as a key: a file name or a path never reaches the store', async () => {
    const store = make();
    for (const key of ['../../etc/passwd', 'report.pdf', `${'a'.repeat(64)}/..`, 'A'.repeat(64), ''])
      await expect(store.get(key), key).rejects.toThrow('Not a file key');
    await expect(store.put('../x', Buffer.from('x'))).rejects.toThrow('Not a file key');
    await expect(store.delete('/tmp')).rejects.toThrow('Not a file key');
  });
});

describe('the folder store', () => {
  it('writes one file per key under <folder>/ab/cd/<key>, and leaves nothing in tmp/', async () => {
    const root = folder();
    const store = fsFileStore(root);
    const bytes = Buffer.from('%PDF-1.4 offer');
    const key = fileKeyOf(bytes);
    await store.put(key, bytes);
    const file = path.join(root, key.slice(0, 2), key.slice(2, 4), key);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(readdirSync(path.join(root, 'tmp'))).toEqual([]);
    await store.delete(key);
    expect(existsSync(file)).toBe(false);
  });

  it('shows a reader the whole file or none while a large one is written (temp file, then rename)', async () => {
    const root = folder();
    const store = fsFileStore(root);
    const bytes = randomBytes(12 * 1024 * 1024);
    const key = fileKeyOf(bytes);
    const reads: number[] = [];
    let done = false;
    const writing = store.put(key, bytes).finally(() => {
      done = true;
    });
    while (!done) {
      const seen = await store.get(key).then(
        (got) => got.byteLength,
        (error: unknown) => {
          expect(error).toBeInstanceOf(FileMissingError);
          return -1;
        },
      );
      reads.push(seen);
    }
    await writing;
    // Each read found no file or the complete one, never an empty or partial one.
    expect(reads.filter((n) => n !== -1 && n !== bytes.length)).toEqual([]);
    expect(Buffer.from(await store.get(key)).equals(bytes)).toBe(true);
  });

  it('is not fooled by a stray partial file a crash left in tmp/', async () => {
    const root = folder();
    const store = fsFileStore(root);
    const bytes = Buffer.from('complete');
    const key = fileKeyOf(bytes);
    const other = Buffer.from('another file');
    await store.put(fileKeyOf(other), other);
    writeFileSync(path.join(root, 'tmp', `${key}.deadbeef`), 'compl');
    await expect(store.get(key)).rejects.toBeInstanceOf(FileMissingError);
    await store.put(key, bytes);
    expect(Buffer.from(await store.get(key)).toString()).toBe('complete');
  });
});

describe('FILE_STORE', () => {
  it('reads database (the default) and fs:<folder>, and refuses anything else', () => {
    expect(parseFileStoreConfig(undefined)).toEqual({ kind: 'database' });
    expect(parseFileStoreConfig('database')).toEqual({ kind: 'database' });
    expect(parseFileStoreConfig('fs:files', '/srv/switchboard')).toEqual({
      kind: 'fs',
      root: '/srv/switchboard/files',
    });
    expect(() => parseFileStoreConfig('s3://bucket')).toThrow(
      'FILE_STORE must be "database" or "fs:<folder>", got "s3://bucket"',
    );
  });
});

/** An attachment row of a seeded message naming `key`. */
async function attach(key: string, name = 'offer.pdf'): Promise<string> {
  const message = await db
    .selectFrom('messages')
    .select('id')
    .where('organization_id', '=', SEED_IDS.acme)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const id = `att_sweep_${randomBytes(6).toString('hex')}`;
  await db
    .insertInto('attachments')
    .values({
      id,
      message_id: message.id,
      name,
      size: 1,
      mime_type: 'application/pdf',
      server_filename: `${id}-${name}`,
      content_key: key,
    })
    .execute();
  return id;
}

const storedKey = async (key: string) =>
  (await db.selectFrom('file_blobs').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;

describe.each([
  ['the database store', () => ({ kind: 'database' as const })],
  ['the folder store', () => ({ kind: 'fs' as const, root: folder() })],
])('the sweep, with %s', (_name, config) => {
  it('deletes bytes no row names after the grace period, never bytes a row still names', async () => {
    const chosen = config();
    configureFileStore(chosen);
    const shared = Buffer.from(`shared ${randomBytes(8).toString('hex')}`);
    const orphan = Buffer.from(`orphan ${randomBytes(8).toString('hex')}`);
    const [sharedKey, orphanKey] = await saveFiles(db, [shared, orphan, shared]);
    const onDisk = (key: string) =>
      chosen.kind === 'fs' && existsSync(path.join(chosen.root, key.slice(0, 2), key.slice(2, 4), key));
    if (chosen.kind === 'fs') expect(onDisk(sharedKey as string)).toBe(true);
    // Two recipients' rows name one stored copy.
    const first = await attach(sharedKey as string);
    const second = await attach(sharedKey as string);

    // Within the grace period nothing goes, not even the unnamed upload.
    expect(await sweepStoredFiles(db)).toBe(0);
    expect(await storedKey(orphanKey as string)).toBe(true);

    expect(await sweepStoredFiles(db, { graceMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(await storedKey(orphanKey as string)).toBe(false);
    expect(await readStoredFile(db, orphanKey as string)).toBeNull();
    expect(Buffer.from((await readStoredFile(db, sharedKey as string)) ?? []).equals(shared)).toBe(true);

    // One recipient's copy goes (its message purged): the other still names the bytes.
    await db.deleteFrom('attachments').where('id', '=', first).execute();
    await sweepStoredFiles(db, { graceMs: 0 });
    expect(Buffer.from((await readStoredFile(db, sharedKey as string)) ?? []).equals(shared)).toBe(true);
    if (chosen.kind === 'fs') expect(onDisk(sharedKey as string)).toBe(true);

    // The last one goes: so do the bytes.
    await db.deleteFrom('attachments').where('id', '=', second).execute();
    await sweepStoredFiles(db, { graceMs: 0 });
    expect(await readStoredFile(db, sharedKey as string)).toBeNull();
    expect(await storedKey(sharedKey as string)).toBe(false);
    if (chosen.kind === 'fs') expect(onDisk(sharedKey as string)).toBe(false);
  });

  it('keeps the bytes of a staged upload until it expires', async () => {
    configureFileStore(config());
    const bytes = Buffer.from(`upload ${randomBytes(8).toString('hex')}`);
    const key = await saveFile(db, bytes);
    await db
      .insertInto('staged_attachments')
      .values({
        id: 'stg_sweep',
        user_id: SEED_IDS.user('alice'),
        organization_id: SEED_IDS.acme,
        name: 'notes.txt',
        mime_type: 'text/plain',
        size: bytes.length,
        content_key: key,
        expiry_date: new Date(TEST_NOW.getTime() + 60_000),
      })
      .execute();
    await sweepStoredFiles(db, { graceMs: 0 });
    expect(Buffer.from((await readStoredFile(db, key)) ?? []).equals(bytes)).toBe(true);
    await db.deleteFrom('staged_attachments').where('id', '=', 'stg_sweep').execute();
    await sweepStoredFiles(db, { graceMs: 0 });
    expect(await readStoredFile(db, key)).toBeNull();
  });
});

describe('switching a deployment from the database to a folder', () => {
  it('still reads the bytes the database kept, and stores new ones in the folder', async () => {
    configureFileStore({ kind: 'database' });
    const before = Buffer.from(`kept in the database ${randomBytes(8).toString('hex')}`);
    const oldKey = await saveFile(db, before);
    await attach(oldKey);
    const root = folder();
    configureFileStore({ kind: 'fs', root });
    expect(Buffer.from((await readStoredFile(db, oldKey)) ?? []).equals(before)).toBe(true);
    const after = Buffer.from('stored in the folder');
    const newKey = await saveFile(db, after);
    expect(statSync(path.join(root, newKey.slice(0, 2), newKey.slice(2, 4), newKey)).size).toBe(after.length);
    const row = await db
      .selectFrom('file_blobs')
      .select('content')
      .where('key', '=', newKey)
      .executeTakeFirstOrThrow();
    expect(row.content).toBeNull();
  });
});
