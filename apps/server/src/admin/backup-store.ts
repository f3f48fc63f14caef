import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Snapshots of the embedded database's data folder (DECISIONS.md: backups of the embedded database).
 *
 * A backup is PGlite's own dump of its data folder (`dumpDataDir`, a gzipped tar) taken after a CHECKPOINT
 * while the request holds the database's only session, so no other query runs during the copy. Backups
 * are kept next to the data folder, in `<data folder>-backups/` (inside the data folder they would end up
 * in the next dump). A restore is never a live swap: it is scheduled, and the next start of the server
 * moves the current data folder aside (kept as `replaced-<time>/` in the backups folder) and loads the
 * backup before anything opens the database.
 */

/** `backup-20261125t060012z-1a2b`: lower-case letters, digits and dashes only (no path can be named). */
export const BACKUP_ID_PATTERN = /^backup-[0-9a-z-]{1,60}$/;
const FILE_SUFFIX = '.tar.gz';
const PENDING_FILE = 'restore-pending.json';

export interface StoredBackup {
  id: string;
  createdAt: Date;
  size: number;
}

/** The folder backups of `dataDir` are kept in. */
export function backupDirFor(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}-backups`);
}

function fileOf(dataDir: string, id: string): string | null {
  if (!BACKUP_ID_PATTERN.test(id)) return null;
  const file = path.join(backupDirFor(dataDir), `${id}${FILE_SUFFIX}`);
  return fs.existsSync(file) ? file : null;
}

/** The backups, newest first. */
export function listBackups(dataDir: string): StoredBackup[] {
  const dir = backupDirFor(dataDir);
  if (!fs.existsSync(dir)) return [];
  const backups: StoredBackup[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith(FILE_SUFFIX)) continue;
    const id = name.slice(0, -FILE_SUFFIX.length);
    if (!BACKUP_ID_PATTERN.test(id)) continue;
    const stat = fs.statSync(path.join(dir, name));
    backups.push({ id, createdAt: stat.mtime, size: stat.size });
  }
  return backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
}

/**
 * Writes a new backup of the open database. The caller holds the database's session (a unit of work), so
 * the checkpoint and the dump see one consistent state.
 */
export async function createBackup(pglite: PGlite, dataDir: string, now: Date): Promise<StoredBackup> {
  await pglite.exec('CHECKPOINT');
  const dump = await pglite.dumpDataDir('gzip');
  const bytes = new Uint8Array(await dump.arrayBuffer());
  const dir = backupDirFor(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '').toLowerCase();
  const id = `backup-${stamp}-${Math.random().toString(36).slice(2, 6)}`;
  const file = path.join(dir, `${id}${FILE_SUFFIX}`);
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, file);
  const stat = fs.statSync(file);
  return { id, createdAt: stat.mtime, size: stat.size };
}

/** The backup's bytes, or null when there is no such backup. */
export function readBackup(dataDir: string, id: string): Uint8Array | null {
  const file = fileOf(dataDir, id);
  return file ? new Uint8Array(fs.readFileSync(file)) : null;
}

export function deleteBackup(dataDir: string, id: string): boolean {
  const file = fileOf(dataDir, id);
  if (!file) return false;
  fs.rmSync(file);
  if (pendingRestore(dataDir) === id) cancelRestore(dataDir);
  return true;
}

/** The names in a tar archive (ustar headers; enough to check a dump before trusting it). */
function tarNames(tar: Uint8Array): string[] {
  const names: string[] = [];
  let offset = 0;
  const decoder = new TextDecoder();
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const name = decoder.decode(header.subarray(0, 100)).replace(/\0.*$/s, '');
    const prefix = decoder.decode(header.subarray(345, 500)).replace(/\0.*$/s, '');
    const size = Number.parseInt(decoder.decode(header.subarray(124, 136)).replace(/\0.*$/s, '').trim(), 8);
    if (!Number.isFinite(size) || size < 0) throw new Error('corrupt tar header');
    names.push(prefix ? `${prefix}/${name}` : name);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** Why a backup file cannot be restored, or null when it is a complete data folder. */
export function checkBackup(bytes: Uint8Array): string | null {
  let names: string[];
  try {
    names = tarNames(gunzipSync(bytes));
  } catch {
    return 'This backup is damaged (it is not a readable archive) and cannot be restored.';
  }
  const hasVersion = names.some((n) => n.replace(/^\.?\//, '') === 'PG_VERSION');
  const hasBase = names.some((n) => n.replace(/^\.?\//, '').startsWith('base/'));
  if (!hasVersion || !hasBase) return 'This backup is not a complete database folder and cannot be restored.';
  return null;
}

/** The backup a restore is scheduled from, if any. */
export function pendingRestore(dataDir: string): string | null {
  const file = path.join(backupDirFor(dataDir), PENDING_FILE);
  if (!fs.existsSync(file)) return null;
  try {
    const { id } = JSON.parse(fs.readFileSync(file, 'utf8')) as { id?: unknown };
    return typeof id === 'string' && BACKUP_ID_PATTERN.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Schedules the restore of `id` at the next start; returns why it cannot be, or null. */
export function scheduleRestore(dataDir: string, id: string): 'not_found' | string | null {
  const bytes = readBackup(dataDir, id);
  if (!bytes) return 'not_found';
  const problem = checkBackup(bytes);
  if (problem) return problem;
  fs.writeFileSync(path.join(backupDirFor(dataDir), PENDING_FILE), JSON.stringify({ id }));
  return null;
}

export function cancelRestore(dataDir: string): void {
  fs.rmSync(path.join(backupDirFor(dataDir), PENDING_FILE), { force: true });
}

/**
 * At start, before the database opens: when a restore is scheduled, moves the data folder aside
 * (`replaced-<time>/` in the backups folder) and returns the backup for PGlite to load into the emptied
 * folder. A scheduled backup that has gone or is damaged is dropped with a warning and nothing changes.
 */
export function takePendingRestore(dataDir: string, logger: Pick<Console, 'warn'> = console): Blob | null {
  const id = pendingRestore(dataDir);
  if (!id) return null;
  cancelRestore(dataDir);
  const bytes = readBackup(dataDir, id);
  const problem = bytes ? checkBackup(bytes) : 'The backup no longer exists.';
  if (!bytes || problem) {
    logger.warn(`Backup restore of ${id} skipped: ${problem}`);
    return null;
  }
  const resolved = path.resolve(dataDir);
  if (fs.existsSync(resolved)) {
    const aside = path.join(
      backupDirFor(dataDir),
      `replaced-${new Date().toISOString().replace(/[-:.]/g, '').toLowerCase()}`,
    );
    fs.renameSync(resolved, aside);
  }
  fs.mkdirSync(resolved, { recursive: true });
  logger.warn(`Restoring the database from backup ${id}`);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/x-gzip' });
}
