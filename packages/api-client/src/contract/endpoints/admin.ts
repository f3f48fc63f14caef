import { z } from 'zod';
import { NoContentSchema } from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';
import { INPUT_LIMITS } from '../input-limits.js';

/** A backup's id: `backup-` then lower-case letters, digits and dashes (never a path). */
export const BackupIdSchema = z
  .string()
  .max(INPUT_LIMITS.id)
  .regex(/^backup-[0-9a-z-]{1,60}$/, 'Not a backup id');

export const BackupSchema = z.object({
  id: BackupIdSchema,
  created_at: z.string().datetime(),
  /** Bytes of the compressed snapshot. */
  size: z.number().int().nonnegative(),
  /** A signed link that downloads the file (valid for a few minutes). */
  download_url: z.string(),
});
export type Backup = z.infer<typeof BackupSchema>;

export const BackupsSchema = z.object({
  /** `embedded`: the PGlite data folder, backed up here; `postgres`: a PostgreSQL server (pg_dump's job). */
  storage: z.enum(['embedded', 'memory', 'postgres']),
  backups: z.array(BackupSchema),
  /** The backup the next start of the server restores, if one is scheduled. */
  restore_pending: BackupIdSchema.nullable(),
});
export type Backups = z.infer<typeof BackupsSchema>;

const BackupParamsSchema = z.object({ backup_id: BackupIdSchema });

/** The backup page of the embedded database (`/admin/demo_backup_management`), for server admins only. */
export const adminEndpoints = {
  listBackups: defineEndpoint({
    method: 'GET',
    path: '/admin/backups',
    kind: 'query',
    response: BackupsSchema,
    summary: 'Backups of the embedded database, newest first, and the scheduled restore (admins only).',
  }),
  createBackup: defineEndpoint({
    method: 'POST',
    path: '/admin/backups',
    kind: 'mutation',
    response: BackupSchema,
    summary: 'Snapshots the embedded database’s data folder (admins only; refused on PostgreSQL).',
  }),
  deleteBackup: defineEndpoint({
    method: 'DELETE',
    path: '/admin/backups/{backup_id}',
    kind: 'mutation',
    params: BackupParamsSchema,
    response: NoContentSchema,
    summary: 'Deletes a backup file (and its scheduled restore).',
  }),
  scheduleRestore: defineEndpoint({
    method: 'POST',
    path: '/admin/backups/{backup_id}/restore',
    kind: 'mutation',
    params: BackupParamsSchema,
    response: BackupsSchema,
    summary: 'Schedules the restore of a backup at the next server start (checked first; never a live swap).',
  }),
  cancelRestore: defineEndpoint({
    method: 'DELETE',
    path: '/admin/restore',
    kind: 'mutation',
    response: BackupsSchema,
    summary: 'Cancels the scheduled restore.',
  }),
} as const;
