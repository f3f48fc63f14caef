import path from 'node:path';

/** Which {@link FileStore} holds attachment bytes (`FILE_STORE`). */
export type FileStoreConfig = { kind: 'database' } | { kind: 'fs'; root: string };

/**
 * Reads `FILE_STORE`: unset, empty or `database` for the database (the default), `fs:<folder>` for a
 * folder (relative to the working directory; every server process of a deployment must name the same
 * shared folder). Anything else is a start-up error, not a silent default.
 */
export function parseFileStoreConfig(value: string | undefined, cwd = process.cwd()): FileStoreConfig {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'database') return { kind: 'database' };
  if (text.startsWith('fs:') && text.length > 3)
    return { kind: 'fs', root: path.resolve(cwd, text.slice(3)) };
  throw new Error(`FILE_STORE must be "database" or "fs:<folder>", got "${text}"`);
}
