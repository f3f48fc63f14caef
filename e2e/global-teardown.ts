import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Removes the temporary database folder playwright.config.ts made for this run (and its backups folder). */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.SWITCHBOARD_E2E_DATA_DIR;
  if (dir && path.dirname(dir) === tmpdir() && path.basename(dir).startsWith('switchboard-e2e-')) {
    await rm(dir, { recursive: true, force: true });
    // The backup journey's backups folder sits beside the data folder (apps/server/src/admin/backup-store.ts).
    await rm(`${dir}-backups`, { recursive: true, force: true });
  }
}
