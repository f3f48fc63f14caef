/**
 * The Gmail access a synced account needs, and which of the spec's re-auth banners a grant calls for.
 *
 * The spec names "oauth scopes" without listing them; Switchboard reads mail, changes labels (read, starred,
 * archive), receives watch notifications and sends, which is Gmail's `gmail.modify` scope (or the full
 * `https://mail.google.com/` scope, which includes it).
 */
export const GMAIL_MODIFY_SCOPE = 'https://www.googleapis.com/auth/gmail.modify';
export const GMAIL_FULL_SCOPE = 'https://mail.google.com/';

/** The scopes Switchboard asks for when it connects a Gmail account. */
export const GMAIL_REQUIRED_SCOPES: readonly string[] = [GMAIL_MODIFY_SCOPE];

/** `revoked`: the grant was revoked or expired (`invalid_grant`); `scopes`: it lacks a needed scope. */
export type ReauthReason = 'revoked' | 'scopes';

/** True when the granted scopes (OAuth's space-separated string or a list) cover everything Switchboard needs. */
export function hasGmailScopes(granted: readonly string[] | string): boolean {
  const list = typeof granted === 'string' ? granted.split(/\s+/).filter(Boolean) : granted;
  if (list.includes(GMAIL_FULL_SCOPE)) return true;
  return GMAIL_REQUIRED_SCOPES.every((scope) => list.includes(scope));
}

/**
 * Which re-auth banner the account shows: `revoked` once the provider refused the grant, else `scopes` when
 * the granted scopes fall short, else none.
 */
export function gmailReauthReason(grant: {
  revoked: boolean;
  scopes: readonly string[] | string;
}): ReauthReason | null {
  if (grant.revoked) return 'revoked';
  if (!hasGmailScopes(grant.scopes)) return 'scopes';
  return null;
}
