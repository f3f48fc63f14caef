import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The key that seals mail-account passwords at rest (AES-256-GCM): `MAIL_SECRET_KEY`, 32 bytes written as 64
 * hex characters or base64. Without it the server uses {@link DEV_MAIL_SECRET_KEY}, a key everyone can read
 * in this file: DEVELOPMENT ONLY. It keeps the stored passwords out of plain sight (a dump, a backup, a log of
 * a query), not away from someone who has this source; a production server sets its own key, and warns at
 * start when it does not.
 */
export const DEV_MAIL_SECRET_KEY = createHash('sha256')
  .update('switchboard DEVELOPMENT ONLY mail secret key - set MAIL_SECRET_KEY in production')
  .digest();

/** Reads `MAIL_SECRET_KEY` (64 hex characters or base64 of 32 bytes); undefined when unset. */
export function parseMailSecretKey(raw: string | undefined): Buffer | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const text = raw.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new Error('MAIL_SECRET_KEY must be 32 bytes, written as 64 hex characters or as base64');
  return key;
}

const VERSION = 'v1';

/** Seals a secret: `v1.<iv>.<tag>.<ciphertext>` (base64url), a fresh 12-byte IV each time. */
export function sealSecret(key: Uint8Array, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens a sealed secret; throws when it was sealed with another key or altered. */
export function openSecret(key: Uint8Array, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined)
    throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
