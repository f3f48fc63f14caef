import { auth, gmail, type gmail_v1 } from '@googleapis/gmail';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { GmailAccountsTable } from '../../db/schema.js';
import type { GmailConfig } from './config.js';
import { openGrantSecret, sealGrantSecret } from './grant-secret.js';

export type GmailAccount = Selectable<GmailAccountsTable>;

/**
 * The official Gmail client for one account: an OAuth2 client holding its grant (stored sealed, grant-secret.ts) (refreshed at the configured
 * token URL, new access tokens saved back), pointed at the configured API root.
 */
export function gmailClientFor(db: Db, config: GmailConfig, account: GmailAccount): gmail_v1.Gmail {
  const oauth = new auth.OAuth2({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    endpoints: { oauth2TokenUrl: config.tokenUrl },
    // An access token Google stopped accepting (revoked grant) is refreshed at once, which tells invalid_grant.
    forceRefreshOnFailure: true,
  });
  oauth.setCredentials({
    refresh_token: openGrantSecret(account.refresh_token),
    access_token: account.access_token ? openGrantSecret(account.access_token) : undefined,
    expiry_date: account.access_token_expires_at?.getTime() ?? undefined,
  });
  oauth.on('tokens', (tokens) => {
    if (!tokens.access_token) return;
    void db
      .updateTable('gmail_accounts')
      .set({
        access_token: sealGrantSecret(tokens.access_token),
        access_token_expires_at: tokens.expiry_date ? new Date(tokens.expiry_date) : null,
        ...(tokens.refresh_token ? { refresh_token: sealGrantSecret(tokens.refresh_token) } : {}),
      })
      .where('id', '=', account.id)
      .execute()
      .catch(() => {});
  });
  return gmail({ version: 'v1', auth: oauth, rootUrl: config.apiRootUrl });
}

/** What a failed Gmail call tells: its HTTP status and OAuth error code, when any. */
export function gmailError(error: unknown): {
  status: number | null;
  oauthError: string | null;
  message: string;
} {
  const e = error as {
    status?: number;
    code?: number | string;
    response?: { status?: number; data?: { error?: unknown; error_description?: string } };
    message?: string;
  };
  const status = e.response?.status ?? (typeof e.status === 'number' ? e.status : null);
  const data = e.response?.data;
  const oauthError =
    typeof data?.error === 'string'
      ? data.error
      : /invalid_grant/.test(e.message ?? '')
        ? 'invalid_grant'
        : null;
  return { status, oauthError, message: e.message ?? String(error) };
}

/** Google refused the grant: revoked by the user, expired, or the password changed. */
export function isRevokedGrant(error: unknown): boolean {
  return gmailError(error).oauthError === 'invalid_grant';
}

/** Marks the account's grant refused, so the account answer shows the 'revoked' re-auth banner. */
export async function markRevoked(db: Db, accountId: string, at: Date, message: string): Promise<void> {
  await db
    .updateTable('gmail_accounts')
    .set({ revoked_at: at, last_error: message, access_token: null })
    .where('id', '=', accountId)
    .execute();
}
