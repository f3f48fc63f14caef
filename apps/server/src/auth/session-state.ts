import type { Db } from '../db/database.js';

/**
 * Session state for access tokens of the embedded provider: each token names its grant (`gid`), and a
 * token is refused once its grant is gone. Signing out revokes the refresh token, which makes the provider
 * destroy the grant (its `revokeGrantPolicy`), so every access token of that sign-in stops working at once,
 * in every server process (grants live in the shared database).
 */
export async function grantIsLive(db: Db, grantId: string | null, now: Date): Promise<boolean> {
  if (!grantId) return false;
  const row = await db
    .selectFrom('oidc_payloads')
    .select('expires_at')
    .where('model', '=', 'Grant')
    .where('id', '=', grantId)
    .executeTakeFirst();
  return row !== undefined && (row.expires_at === null || row.expires_at.getTime() > now.getTime());
}
