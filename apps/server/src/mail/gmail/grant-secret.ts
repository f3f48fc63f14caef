import { DEV_MAIL_SECRET_KEY, openSecret, parseMailSecretKey, sealSecret } from '../mail-secret.js';

let key: Uint8Array | undefined;

/** The key Gmail tokens are sealed with: the mail accounts' key (`MAIL_SECRET_KEY`, see mail-secret.ts). */
function grantKey(): Uint8Array {
  key ??= parseMailSecretKey(process.env.MAIL_SECRET_KEY) ?? DEV_MAIL_SECRET_KEY;
  return key;
}

/** Seals a Gmail token (refresh or access) before it is stored in `gmail_accounts`. */
export function sealGrantSecret(plain: string): string {
  return sealSecret(grantKey(), plain);
}

/**
 * Opens a stored Gmail token. A row written before tokens were sealed holds it as it came from Google (never
 * of the sealed form `v1.…`): it is used as it is and sealed at its next write.
 */
export function openGrantSecret(stored: string): string {
  return stored.startsWith('v1.') ? openSecret(grantKey(), stored) : stored;
}
