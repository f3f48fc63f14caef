import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertFileKey, FileMissingError, type FileStore } from './file-store.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * A folder as the store (`FILE_STORE=fs:<folder>`): `<folder>/ab/cd/<key>`, the key being the bytes'
 * SHA-256 (never a name a user chose). A put writes `<folder>/tmp/<random>`, flushes it to disk and renames
 * it into place, so a reader sees the whole file or none, and a crash leaves at most a stray file in
 * `tmp/` (never a partial file under a key). Several processes may share the folder (a network file
 * system with atomic rename, such as NFS or a mounted volume): two writers of one key write the same bytes.
 */
export function fsFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const tmp = path.join(base, 'tmp');
  const fileOf = (key: string) => {
    assertFileKey(key);
    return path.join(base, key.slice(0, 2), key.slice(2, 4), key);
  };
  return {
    description: `fs:${base}`,
    inDatabase: false,
    async put(key, bytes) {
      const file = fileOf(key);
      const existing = await fs.stat(file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (existing?.size === bytes.byteLength) return;
      await fs.mkdir(tmp, { recursive: true });
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = path.join(tmp, `${key}.${randomBytes(8).toString('hex')}`);
      const handle = await fs.open(partial, 'wx', 0o640);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) throw new FileMissingError(key);
        throw error;
      }
    },
    async head(key) {
      try {
        return { size: (await fs.stat(fileOf(key))).size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
