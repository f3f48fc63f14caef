import { createHmac, timingSafeEqual } from 'node:crypto';

let secret = 'switchboard-files';

/** Sets the key file URLs are signed with (the server does this at start). */
export function configureFileSigning(key: string): void {
  secret = key;
}

function signature(kind: string, id: string, expires: number): string {
  return createHmac('sha256', secret).update(`${kind}:${id}:${expires}`).digest('base64url');
}

/**
 * A signed query string for a file URL: uploads and downloads are plain links (a browser cannot add a
 * bearer token to them), so they carry an expiry and an HMAC instead.
 */
export function signFile(kind: 'upload' | 'download', id: string, expires: Date): string {
  const exp = Math.floor(expires.getTime() / 1000);
  return `exp=${exp}&sig=${signature(kind, id, exp)}`;
}

export function verifyFile(
  kind: 'upload' | 'download',
  id: string,
  exp: string | undefined,
  sig: string | undefined,
): boolean {
  const expires = Number(exp);
  if (!Number.isInteger(expires) || !sig || expires * 1000 < Date.now()) return false;
  const expected = Buffer.from(signature(kind, id, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Download links stay the same for a day (cacheable), and valid for at least one more. */
export function downloadExpiry(): Date {
  const day = 86_400_000;
  return new Date((Math.floor(Date.now() / day) + 2) * day);
}
