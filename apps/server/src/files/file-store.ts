import { createHash } from 'node:crypto';

/**
 * Where attachment bytes live (staged uploads, sent and received attachments), addressed by content: a
 * key is the SHA-256 of the bytes in lower-case hex, so the same file sent to ten recipients, forwarded or
 * re-sent is stored once. Rows (`attachments.content_key`, `staged_attachments.content_key`) keep only the
 * key; `files/stored-files.ts` puts, reads and sweeps through this interface. Two stores:
 * `databaseFileStore` (the default: `file_blobs.content` in the database) and `fsFileStore`
 * (`FILE_STORE=fs:<folder>`: one file per key, written atomically).
 */
export interface FileStore {
  /** `database` or `fs:<folder>` (logs, docs). */
  readonly description: string;
  /** True when the bytes live in the `file_blobs` row itself (deleting the row deletes them). */
  readonly inDatabase: boolean;
  /** Stores `bytes` under `key` (their SHA-256); storing a key again is harmless. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes of `key`; rejects with {@link FileMissingError} when the store has none. */
  get(key: string): Promise<Uint8Array>;
  /** The stored size of `key`, or null when the store has none. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes `key`'s bytes; removing a missing key is no error. */
  delete(key: string): Promise<void>;
}

/** A key names no stored bytes (deleted, never stored, or lost by the store). */
export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file for key ${key}`);
    this.name = 'FileMissingError';
  }
}

const KEY = /^[0-9a-f]{64}$/;

/** Only a SHA-256 in lower-case hex is a key: nothing else (a file name, a path) can reach a store. */
export function assertFileKey(key: string): void {
  if (!KEY.test(key)) throw new TypeError(`Not a file key: ${JSON.stringify(key.slice(0, 80))}`);
}

/** The key of `bytes`: their SHA-256 in lower-case hex. */
export function fileKeyOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
