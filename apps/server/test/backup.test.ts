import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDirFor } from '../src/admin/backup-store.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/**
 * The backup page's server side on the embedded database kept on disk: who may use it, create, list,
 * download, refuse bad ids and damaged files, and a restore that takes effect at the next start.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let dataDir: string;
let server: TestServer;

beforeAll(async () => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-backup-test-')), 'data');
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

async function workspaceName(s: TestServer): Promise<string> {
  const row = await s.db
    .selectFrom('organizations')
    .select('name')
    .where('id', '=', SEED_IDS.acme)
    .executeTakeFirstOrThrow();
  return row.name;
}

describe('backups of the embedded database', () => {
  it('are for the server admin only: others are refused, anonymous callers unauthorized', async () => {
    const carol = await server.as(SEED_IDS.user('carol'));
    const erin = await server.as(SEED_IDS.user('erin'));
    for (const client of [carol, erin]) {
      const list = await client.call('listBackups');
      expect(list.status).toBe(403);
      expect(list.body.error?.type).toBe('forbidden');
      expect((await client.call('createBackup')).status).toBe(403);
      expect(
        (await client.call('scheduleRestore', { params: { backup_id: 'backup-20260101t000000z-abcd' } }))
          .status,
      ).toBe(403);
    }
    expect((await server.anonymous().call('listBackups')).status).toBe(401);
    expect(fs.existsSync(backupDirFor(dataDir))).toBe(false);
    if (onPostgres) {
      // On PostgreSQL backups are pg_dump's job, and the server says so.
      const alice = await server.as(SEED_IDS.user('alice'));
      expect((await alice.call('listBackups')).body.storage).toBe('postgres');
      const created = await alice.call('createBackup');
      expect(created.status).toBe(409);
      expect(created.body.error?.message).toContain('pg_dump');
    }
  });

  it.runIf(!onPostgres)('are created, listed and downloaded as the dump of the data folder', async () => {
    const alice = await server.as(SEED_IDS.user('alice'));
    const empty = await alice.call('listBackups');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ storage: 'embedded', backups: [], restore_pending: null });

    const created = await alice.call('createBackup');
    expect(created.status).toBe(201);
    expect(created.body.size).toBeGreaterThan(100_000);
    const list = await alice.call('listBackups');
    expect(list.body.backups.map((b) => b.id)).toEqual([created.body.id]);
    expect(list.body.backups[0]?.size).toBe(created.body.size);

    const download = await fetch(created.body.download_url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`${created.body.id}.tar.gz`);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(bytes.byteLength).toBe(created.body.size);
    const tar = gunzipSync(bytes);
    // A tar of the PostgreSQL data folder: its first entries name the folder's files.
    expect(new TextDecoder().decode(tar.subarray(0, 200_000))).toContain('PG_VERSION');

    const forged = created.body.download_url.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await fetch(forged)).status).toBe(403);
    const otherUser = created.body.download_url.replace(
      `u=${encodeURIComponent(SEED_IDS.user('alice'))}`,
      `u=${encodeURIComponent(SEED_IDS.user('carol'))}`,
    );
    expect((await fetch(otherUser)).status).toBe(403);
  });

  it.runIf(!onPostgres)('refuse bad ids, unknown backups and damaged files clearly', async () => {
    const alice = await server.as(SEED_IDS.user('alice'));
    const traversal = await alice.raw('POST', '/admin/backups/..%2F..%2Fetc/restore');
    expect(traversal.status).toBe(400);
    const odd = await alice.call('scheduleRestore', { params: { backup_id: 'Backup-X' } });
    expect(odd.status).toBe(400);
    expect(odd.body.error?.message).toContain('Not a backup id');
    const unknown = await alice.call('scheduleRestore', {
      params: { backup_id: 'backup-20260101t000000z-zzzz' },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await alice.call('deleteBackup', { params: { backup_id: 'backup-20260101t000000z-zzzz' } })).status,
    ).toBe(404);

    fs.writeFileSync(path.join(backupDirFor(dataDir), 'backup-20260101t000000z-bad1.tar.gz'), 'not a dump');
    const damaged = await alice.call('scheduleRestore', {
      params: { backup_id: 'backup-20260101t000000z-bad1' },
    });
    expect(damaged.status).toBe(409);
    expect(damaged.body.error?.message).toContain('damaged');
    expect((await alice.call('listBackups')).body.restore_pending).toBeNull();
    const removed = await alice.call('deleteBackup', {
      params: { backup_id: 'backup-20260101t000000z-bad1' },
    });
    expect(removed.status).toBe(204);
  });

  it.runIf(!onPostgres)(
    'restore at the next start: the data is as it was when the backup was made',
    async () => {
      const alice = await server.as(SEED_IDS.user('alice'));
      const before = await workspaceName(server);
      const backup = await alice.call('createBackup');
      expect(backup.status).toBe(201);

      const renamed = await alice.call('renameOrganization', {
        params: { organization_id: SEED_IDS.acme },
        body: { name: 'Renamed after the backup' },
      });
      expect(renamed.status).toBeLessThan(300);
      expect(await workspaceName(server)).toBe('Renamed after the backup');

      const scheduled = await alice.call('scheduleRestore', { params: { backup_id: backup.body.id } });
      expect(scheduled.status).toBe(201);
      expect(scheduled.body.restore_pending).toBe(backup.body.id);
      // Cancelling and scheduling again: only the last choice counts.
      expect((await alice.call('cancelRestore')).body.restore_pending).toBeNull();
      expect((await alice.call('scheduleRestore', { params: { backup_id: backup.body.id } })).status).toBe(
        201,
      );
      // Nothing changes until the restart.
      expect(await workspaceName(server)).toBe('Renamed after the backup');

      await server.close();
      server = await startTestServer({ dataDir });
      expect(await workspaceName(server)).toBe(before);
      const admin = await server.as(SEED_IDS.user('alice'));
      const after = await admin.call('listBackups');
      expect(after.body.restore_pending).toBeNull();
      expect(after.body.backups.map((b) => b.id)).toContain(backup.body.id);
      // The replaced data folder is kept aside, not deleted.
      const aside = fs.readdirSync(backupDirFor(dataDir)).filter((n) => n.startsWith('replaced-'));
      expect(aside).toHaveLength(1);
    },
  );
});
