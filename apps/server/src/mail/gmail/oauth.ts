import { randomBytes } from 'node:crypto';
import { auth, gmail as gmailApi } from '@googleapis/gmail';
import type { GmailConnection } from '@switchboard/api-client';
import { GMAIL_REQUIRED_SCOPES, gmailReauthReason, hasGmailScopes, messages } from '@switchboard/domain';
import type { Db } from '../../db/database.js';

/** The fields of Google's token answer Switchboard reads (google-auth-library's `Credentials`). */
interface Credentials {
  access_token?: string | null;
  refresh_token?: string | null;
  expiry_date?: number | null;
  scope?: string;
}

import type { GmailConfig } from './config.js';
import { openGrantSecret } from './grant-secret.js';

/** How long a started connection waits for Google to send the browser back. */
export const GMAIL_STATE_TTL_MS = 10 * 60 * 1000;

/** The app's page Google sends the browser back to, on one of the server's allowed origins. */
export const GMAIL_CALLBACK_PATH = '/gmail/callback';

const texts = messages.settings.gmail.errors;

/**
 * Why connecting Gmail was refused, with the text the settings show (the API answers it as a 400's message):
 * `cancelled` the user refused at Google (`access_denied`), `state` the state is unknown, used, expired or
 * another user's, `exchange` Google would not exchange the code (or sent no refresh token, or the mailbox
 * could not be read), `scopes` the grant lacks the Gmail scope so nothing could be read, `taken` the mailbox is
 * another user's account already.
 */
export class GmailConnectRefusal extends Error {
  constructor(
    readonly reason: 'cancelled' | 'state' | 'exchange' | 'scopes' | 'taken',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GmailConnectRefusal';
  }
}

function oauthClient(config: GmailConfig, redirectUri?: string) {
  return new auth.OAuth2({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    ...(redirectUri ? { redirectUri } : {}),
    endpoints: {
      oauth2AuthBaseUrl: config.authorizeUrl,
      oauth2TokenUrl: config.tokenUrl,
      oauth2RevokeUrl: config.revokeUrl,
    },
  });
}

/** True when `redirectUri` is the app's callback page on one of `allowedOrigins`, and nothing else. */
export function isAllowedRedirectUri(redirectUri: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    allowedOrigins.includes(url.origin) &&
    url.pathname === GMAIL_CALLBACK_PATH &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '' &&
    `${url.origin}${url.pathname}` === redirectUri
  );
}

/**
 * Starts connecting Gmail for a user: a random `state` and PKCE verifier kept in the database (10 minutes,
 * one use), and Google's consent URL asking for the Gmail scope with offline access (a refresh token) and
 * the consent screen shown again (so Google sends a refresh token on a reconnection too).
 */
export async function startGmailAuthorization(input: {
  db: Db;
  config: GmailConfig;
  now: Date;
  userId: string;
  redirectUri: string;
  loginHint?: string;
}): Promise<string> {
  const { db, config, now } = input;
  const client = oauthClient(config, input.redirectUri);
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  if (!codeChallenge) throw new Error('No PKCE challenge was made');
  const state = randomBytes(32).toString('base64url');
  // Old requests nobody finished are swept on the way.
  await db.deleteFrom('gmail_oauth_states').where('expires_at', '<', now).execute();
  await db
    .insertInto('gmail_oauth_states')
    .values({
      state,
      user_id: input.userId,
      code_verifier: codeVerifier,
      redirect_uri: input.redirectUri,
      created_at: now,
      expires_at: new Date(now.getTime() + GMAIL_STATE_TTL_MS),
    })
    .execute();
  return client.generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: true,
    scope: [...GMAIL_REQUIRED_SCOPES],
    state,
    code_challenge: codeChallenge,
    // The library's enum; S256 is the only method Switchboard sends.
    code_challenge_method: 'S256' as never,
    ...(input.loginHint ? { login_hint: input.loginHint } : {}),
  });
}

/** What Google granted, once the code is exchanged and the mailbox's address read. */
export interface GmailGrant {
  email: string;
  scopes: string[];
  grant: { refresh_token: string; access_token?: string; expiry_date?: number };
}

/**
 * Finishes connecting Gmail with what Google sent back to the app: the state must be one this user started
 * (used up here whatever follows), then Google's `error` refuses, else the code is exchanged with the
 * verifier and the mailbox's address read with the new access token. Throws {@link GmailConnectRefusal}.
 */
export async function completeGmailAuthorization(input: {
  db: Db;
  config: GmailConfig;
  now: Date;
  userId: string;
  state: string;
  code?: string | undefined;
  error?: string | undefined;
}): Promise<GmailGrant> {
  const { db, config, now } = input;
  const pending = await db
    .deleteFrom('gmail_oauth_states')
    .where('state', '=', input.state)
    .where('user_id', '=', input.userId)
    .returning(['code_verifier', 'redirect_uri', 'expires_at'])
    .executeTakeFirst();
  if (!pending || pending.expires_at.getTime() <= now.getTime())
    throw new GmailConnectRefusal('state', texts.state);
  if (input.error === 'access_denied') throw new GmailConnectRefusal('cancelled', texts.cancelled);
  if (input.error || !input.code) throw new GmailConnectRefusal('exchange', texts.exchange);

  const client = oauthClient(config, pending.redirect_uri);
  let tokens: Credentials;
  try {
    const response = await client.getToken({
      code: input.code,
      codeVerifier: pending.code_verifier,
      redirect_uri: pending.redirect_uri,
    });
    tokens = response.tokens;
  } catch (cause) {
    throw new GmailConnectRefusal('exchange', texts.exchange, { cause });
  }
  if (!tokens.refresh_token || !tokens.access_token)
    throw new GmailConnectRefusal('exchange', texts.exchange);
  const scopes = (tokens.scope ?? '').split(/\s+/).filter(Boolean);
  client.setCredentials(tokens);
  let email: string | null | undefined;
  try {
    const api = gmailApi({ version: 'v1', auth: client, rootUrl: config.apiRootUrl });
    email = (await api.users.getProfile({ userId: 'me' })).data.emailAddress;
  } catch (cause) {
    // Without the Gmail scope the mailbox cannot even be named: the spec's "needs additional permissions".
    if (!hasGmailScopes(scopes))
      throw new GmailConnectRefusal('scopes', messages.signIn.reauth.scopes, { cause });
    throw new GmailConnectRefusal('exchange', texts.exchange, { cause });
  }
  if (!email) throw new GmailConnectRefusal('exchange', texts.exchange);
  const other = await db
    .selectFrom('gmail_accounts')
    .select('user_id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('user_id', '!=', input.userId)
    .executeTakeFirst();
  if (other) throw new GmailConnectRefusal('taken', texts.taken);
  return {
    email,
    scopes,
    grant: {
      refresh_token: tokens.refresh_token,
      access_token: tokens.access_token,
      ...(tokens.expiry_date ? { expiry_date: tokens.expiry_date } : {}),
    },
  };
}

/** The user's Gmail account as the settings show it, or null. */
export async function gmailConnectionOf(db: Db, userId: string): Promise<GmailConnection | null> {
  const row = await db
    .selectFrom('gmail_accounts')
    .select(['email', 'oauth_scopes', 'revoked_at', 'last_synced_at', 'created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const reason = gmailReauthReason({ revoked: row.revoked_at !== null, scopes: row.oauth_scopes });
  return {
    email: row.email,
    status: reason ?? 'connected',
    oauth_scopes: row.oauth_scopes,
    last_synced_date: row.last_synced_at?.toISOString() ?? null,
    creation_date: row.created_at.toISOString(),
  };
}

/**
 * Disconnects the user's Gmail: the grant is revoked at Google (best effort: the account is forgotten here
 * even when Google cannot be reached) and the account row goes (its synced messages stay in the inbox); the
 * user's provider connections no longer record Google access.
 */
export async function disconnectGmail(input: {
  db: Db;
  config: GmailConfig | null;
  userId: string;
  logger: Pick<Console, 'error'>;
}): Promise<boolean> {
  const { db, config, userId } = input;
  const row = await db
    .deleteFrom('gmail_accounts')
    .where('user_id', '=', userId)
    .returning(['email', 'refresh_token'])
    .executeTakeFirst();
  await db
    .updateTable('provider_connections')
    .set({ provider: 'local', oauth_scopes: [] })
    .where('user_id', '=', userId)
    .where('provider', '=', 'google')
    .execute();
  if (!row) return false;
  if (config) {
    try {
      await oauthClient(config).revokeToken(openGrantSecret(row.refresh_token));
    } catch (error) {
      input.logger.error(`[gmail] ${row.email}: revoking the grant at Google failed`, error);
    }
  }
  return true;
}
