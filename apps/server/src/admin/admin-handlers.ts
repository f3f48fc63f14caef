import type { Backups } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import type { Hono } from 'hono';
import type { AuthUser } from '../auth/auth-user.js';
import { findAccountById } from '../auth/auth-user.js';
import type { AuthVariables } from '../auth/middleware.js';
import { embeddedDatabase } from '../db/database.js';
import { signFile, verifyFile } from '../files/signing.js';
import { conflict, forbidden, notFound } from '../http/http-error.js';
import type { HandlersPart } from '../routes/types.js';
import type { Services } from '../services.js';
import {
  cancelRestore,
  createBackup,
  deleteBackup,
  listBackups,
  pendingRestore,
  readBackup,
  type StoredBackup,
  scheduleRestore,
} from './backup-store.js';

/** Download links of backups stay valid this long. */
const LINK_LIFETIME_MS = 10 * 60 * 1000;

/** The page shows the same words (the catalogue's). */
export const POSTGRES_BACKUP_TEXT = messages.backups.postgres;

/**
 * Who administers the server (DECISIONS.md: server admins): the addresses of `SWITCHBOARD_ADMINS` when set,
 * otherwise the first member of the oldest workspace (the account that set the server up; alice@acme in the
 * demo). A backup holds every workspace, so this is a server role, not a workspace one.
 */
export async function isServerAdmin(services: Services, user: AuthUser): Promise<boolean> {
  const admins = services.config.admins;
  if (admins) return admins.includes(user.email.toLowerCase());
  const first = await services.db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .select('users.id')
    .orderBy('organizations.created_at')
    .orderBy('users.created_at')
    .orderBy('users.id')
    .limit(1)
    .executeTakeFirst();
  return first?.id === user.id;
}

async function requireAdmin(services: Services, user: AuthUser): Promise<void> {
  if (!(await isServerAdmin(services, user))) throw forbidden('Only the server’s admins can manage backups');
}

function describe(services: Services, user: AuthUser, backup: StoredBackup) {
  // Links run on the real clock, like every signed link (files/signing.ts checks them against it).
  const query = signFile('backup', [backup.id, user.id], new Date(Date.now() + LINK_LIFETIME_MS));
  return {
    id: backup.id,
    created_at: backup.createdAt.toISOString(),
    size: backup.size,
    download_url: `${services.config.publicUrl}/files/backups/${backup.id}.tar.gz?u=${encodeURIComponent(user.id)}&${query}`,
  };
}

function state(services: Services, user: AuthUser): Backups {
  const embedded = embeddedDatabase(services.db);
  if (!embedded)
    return {
      storage: services.config.databaseUrl ? 'postgres' : 'memory',
      backups: [],
      restore_pending: null,
    };
  return {
    storage: 'embedded',
    backups: listBackups(embedded.dataDir).map((b) => describe(services, user, b)),
    restore_pending: pendingRestore(embedded.dataDir),
  };
}

function requireEmbedded(services: Services) {
  const embedded = embeddedDatabase(services.db);
  if (embedded) return embedded;
  throw conflict(services.config.databaseUrl ? POSTGRES_BACKUP_TEXT : messages.backups.memory);
}

/** The backup page's calls (admins only; see backup-store.ts for what a backup and a restore are). */
export const adminHandlers: HandlersPart<
  'listBackups' | 'createBackup' | 'deleteBackup' | 'scheduleRestore' | 'cancelRestore'
> = {
  async listBackups({ services, user }) {
    await requireAdmin(services, user);
    return state(services, user);
  },

  async createBackup({ services, user }) {
    await requireAdmin(services, user);
    const { pglite, dataDir } = requireEmbedded(services);
    return describe(services, user, await createBackup(pglite, dataDir, services.now()));
  },

  async deleteBackup({ services, user, params }) {
    await requireAdmin(services, user);
    const { dataDir } = requireEmbedded(services);
    if (!deleteBackup(dataDir, params.backup_id)) throw notFound('Backup');
  },

  async scheduleRestore({ services, user, params }) {
    await requireAdmin(services, user);
    const { dataDir } = requireEmbedded(services);
    const problem = scheduleRestore(dataDir, params.backup_id);
    if (problem === 'not_found') throw notFound('Backup');
    if (problem) throw conflict(problem);
    return state(services, user);
  },

  async cancelRestore({ services, user }) {
    await requireAdmin(services, user);
    const { dataDir } = requireEmbedded(services);
    cancelRestore(dataDir);
    return state(services, user);
  },
};

/**
 * `GET /files/backups/{id}.tar.gz?u&exp&sig`: the backup file, for the admin the signed link was made for
 * (checked again now: a link outlives no admin right).
 */
export function mountBackupDownload(app: Hono<{ Variables: AuthVariables }>, services: Services): void {
  app.get('/files/backups/:file', async (c) => {
    const file = c.req.param('file');
    const id = file.endsWith('.tar.gz') ? file.slice(0, -'.tar.gz'.length) : '';
    const userId = c.req.query('u') ?? '';
    if (!id || !verifyFile('backup', [id, userId], c.req.query('exp'), c.req.query('sig')))
      return c.text('Invalid or expired link', 403);
    const account = await findAccountById(services.db, userId);
    if (!account || !(await isServerAdmin(services, account))) return c.text('Not allowed', 403);
    const embedded = embeddedDatabase(services.db);
    const bytes = embedded && readBackup(embedded.dataDir, id);
    if (!bytes) return c.text('Backup not found', 404);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/gzip',
      'content-disposition': `attachment; filename="switchboard-${id}.tar.gz"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });
}
