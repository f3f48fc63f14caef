import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database.js';

/**
 * What a signed link is for. Each purpose signs with its own key (derived from the links secret with the
 * purpose as context), so a link of one kind can never stand for another.
 */
export type LinkPurpose = 'upload' | 'download' | 'staged' | 'checkout' | 'portal' | 'backup';

let secret = randomBytes(32).toString('base64url');

/** Sets the links secret (its own secret, never the sign-in cookie key; the server does this at start). */
export function configureFileSigning(key: string): void {
  secret = key;
}

/** The links secret, generated on first start and kept in the database (every server process shares it). */
export async function loadOrCreateLinkSecret(db: Db): Promise<string> {
  const fresh = randomBytes(32).toString('base64url');
  await db
    .insertInto('oidc_secrets')
    .values({ id: 'links', value: JSON.stringify({ key: fresh }) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db
    .selectFrom('oidc_secrets')
    .select('value')
    .where('id', '=', 'links')
    .executeTakeFirstOrThrow();
  return (row.value as { key: string }).key;
}

function signature(purpose: LinkPurpose, parts: readonly string[], expires: number): string {
  const key = createHmac('sha256', secret).update(`switchboard-link:${purpose}`).digest();
  return createHmac('sha256', key)
    .update(JSON.stringify([...parts, expires]))
    .digest('base64url');
}

/**
 * A signed query string for a link a browser opens without a bearer token (uploads, downloads, the local
 * billing pages): an expiry and an HMAC over the purpose, every part named (ids, file name, user) and the
 * expiry.
 */
export function signFile(purpose: LinkPurpose, parts: string | readonly string[], expires: Date): string {
  const exp = Math.floor(expires.getTime() / 1000);
  return `exp=${exp}&sig=${signature(purpose, typeof parts === 'string' ? [parts] : parts, exp)}`;
}

export function verifyFile(
  purpose: LinkPurpose,
  parts: string | readonly string[],
  exp: string | undefined,
  sig: string | undefined,
): boolean {
  const expires = Number(exp);
  if (!Number.isInteger(expires) || !sig || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(signature(purpose, typeof parts === 'string' ? [parts] : parts, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Download links live minutes: the same for a 5-minute slot (cacheable answers), valid 10 to 15 minutes. */
export const DOWNLOAD_LINK_MS = 10 * 60_000;
export function downloadExpiry(now = Date.now()): Date {
  const slot = 5 * 60_000;
  return new Date(Math.ceil(now / slot) * slot + DOWNLOAD_LINK_MS);
}
