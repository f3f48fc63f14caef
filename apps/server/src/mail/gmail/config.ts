/**
 * The Gmail account's configuration, read from the environment (see the root README's table). Gmail sync is
 * on when `GOOGLE_CLIENT_ID` and `GOOGLE_CLIENT_SECRET` are set:
 * - `GMAIL_API_ROOT_URL`: the Gmail API's root (the official client's `rootUrl`; default Google's);
 * - `GOOGLE_OAUTH_TOKEN_URL`: where codes are exchanged and access tokens refreshed (default Google's);
 * - `GOOGLE_OAUTH_AUTHORIZE_URL`: Google's consent page a user connecting Gmail is sent to (default Google's);
 * - `GOOGLE_OAUTH_REVOKE_URL`: where a disconnected account's grant is revoked (default Google's);
 * - `GMAIL_PUBSUB_TOPIC`: the Pub/Sub topic `users.watch` publishes to (unset: no watch, polling only);
 * - `GMAIL_PUSH_AUDIENCE`: the `aud` of the push subscription's OIDC token (default `$PUBLIC_URL/api/gmail-watch-notifications`);
 * - `GMAIL_PUSH_SERVICE_ACCOUNT`: the service account email the push token must name (required to accept pushes);
 * - `GMAIL_PUSH_JWKS_URL`: keys the push token is checked against (default Google's);
 * - `GMAIL_POLL_MINUTES` (default 5): the polling fallback's interval; `GMAIL_INITIAL_SYNC_LIMIT` (default 100).
 */
export interface GmailConfig {
  apiRootUrl: string;
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  /** The OAuth authorization endpoint (Google's consent page). */
  authorizeUrl: string;
  /** The OAuth revocation endpoint. */
  revokeUrl: string;
  topicName: string | undefined;
  pushAudience: string | undefined;
  pushServiceAccount: string | undefined;
  pushJwksUrl: string;
  /** Google signs Pub/Sub push tokens as this issuer. */
  pushIssuers: string[];
  pollIntervalMs: number;
  initialSyncLimit: number;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return n;
}

export function loadGmailConfig(env: NodeJS.ProcessEnv = process.env): GmailConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    apiRootUrl: env.GMAIL_API_ROOT_URL || 'https://gmail.googleapis.com/',
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL || 'https://oauth2.googleapis.com/token',
    authorizeUrl: env.GOOGLE_OAUTH_AUTHORIZE_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
    revokeUrl: env.GOOGLE_OAUTH_REVOKE_URL || 'https://oauth2.googleapis.com/revoke',
    topicName: env.GMAIL_PUBSUB_TOPIC || undefined,
    pushAudience: env.GMAIL_PUSH_AUDIENCE || undefined,
    pushServiceAccount: env.GMAIL_PUSH_SERVICE_ACCOUNT || undefined,
    pushJwksUrl: env.GMAIL_PUSH_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
    pushIssuers: ['https://accounts.google.com', 'accounts.google.com'],
    pollIntervalMs: positive('GMAIL_POLL_MINUTES', env.GMAIL_POLL_MINUTES, 5) * 60_000,
    initialSyncLimit: Math.floor(positive('GMAIL_INITIAL_SYNC_LIMIT', env.GMAIL_INITIAL_SYNC_LIMIT, 100)),
  };
}
