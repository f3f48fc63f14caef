import { createHash } from 'node:crypto';
import { GMAIL_MODIFY_SCOPE, messages } from '@switchboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import { type GmailStandIn, startGmailStandIn } from './helpers/gmail-stand-in.js';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from './helpers/test-server.js';

// Connecting Gmail from the settings, against the local stand-in for Google (helpers/gmail-stand-in.ts):
// its consent page, its token endpoint (codes checked with PKCE) and its Gmail API.
const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');
const CLIENT = { id: 'switchboard-test.apps.googleusercontent.com', secret: 'stand-in-secret' };
const texts = messages.settings.gmail.errors;
const welcome = [
  'From: Riya Patel <riya@partner.example>',
  'To: alice@gmail.example',
  'Subject: Welcome to the pilot',
  'Message-ID: <pilot-1@partner.example>',
  'Date: Mon, 15 Jun 2026 09:00:00 +0000',
  '',
  'Glad to have you on board.',
  '',
].join('\r\n');

let google: GmailStandIn;
let server: TestServer;
let a: TestClient;
let b: TestClient;
let redirectUri: string;

beforeAll(async () => {
  google = await startGmailStandIn({
    emailAddress: 'alice@gmail.example',
    refreshToken: '1//unused',
    scope: GMAIL_MODIFY_SCOPE,
    client: CLIENT,
  });
  google.deliver({ id: '18d2000000000001', threadId: '18d2000000000001', raw: welcome });
  server = await startTestServer({
    gmail: {
      config: {
        apiRootUrl: `${google.url}/`,
        clientId: CLIENT.id,
        clientSecret: CLIENT.secret,
        tokenUrl: `${google.url}/token`,
        authorizeUrl: `${google.url}/o/oauth2/v2/auth`,
        revokeUrl: `${google.url}/revoke`,
        topicName: undefined,
        pushAudience: 'https://switchboard.test/api/gmail-watch-notifications',
        pushServiceAccount: undefined,
        pushJwksUrl: `${google.url}/oauth2/v3/certs`,
        pushIssuers: ['https://accounts.google.com'],
        pollIntervalMs: 5 * 60_000,
        initialSyncLimit: 50,
      },
    },
  });
  redirectUri = `${server.url}/gmail/callback`;
  a = await server.as(alice);
  b = await server.as(bob);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await google?.close();
});

async function start(client: TestClient = a) {
  const started = await client.call('startGmailAuthorization', { body: { redirect_uri: redirectUri } });
  expect(started.status).toBe(201);
  return new URL(started.body.authorization_url);
}

/** What Google sent back, as the app's callback page hands it to the server. */
function backParams(back: URL) {
  return {
    state: back.searchParams.get('state') ?? '',
    ...(back.searchParams.get('code') ? { code: back.searchParams.get('code') } : {}),
    ...(back.searchParams.get('error') ? { error: back.searchParams.get('error') } : {}),
  };
}

/** The title alice sees of the thread the stand-in's message was synced into. */
async function syncedTitle() {
  const row = await server.db
    .selectFrom('messages')
    .select('thread_id')
    .where('rfc822_message_id', '=', '<pilot-1@partner.example>')
    .executeTakeFirstOrThrow();
  const thread = await a.call('getThread', { params: { thread_id: row.thread_id } });
  expect(thread.status).toBe(200);
  return thread.body.title;
}

async function gmailRows() {
  return server.db.selectFrom('gmail_accounts').selectAll().execute();
}

describe('Connect Gmail', () => {
  it('asks Google for gmail.modify with offline access, a fresh consent, a state and an S256 PKCE challenge kept in the database', async () => {
    const url = await start();
    expect(`${url.origin}${url.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(CLIENT.id);
    expect(q.get('redirect_uri')).toBe(redirectUri);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe(GMAIL_MODIFY_SCOPE);
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('prompt')).toBe('consent');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('login_hint')).toBe('alice@acme.example');
    const state = q.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(40);
    // The state and verifier live in PostgreSQL (any server process can finish the flow), for alice only.
    const row = await server.db
      .selectFrom('gmail_oauth_states')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(alice);
    expect(createHash('sha256').update(row.code_verifier).digest('base64url')).toBe(q.get('code_challenge'));
    expect(row.expires_at.getTime() - TEST_NOW.getTime()).toBe(10 * 60 * 1000);
    // A second request gets its own state and challenge.
    const again = await start();
    expect(again.searchParams.get('state')).not.toBe(state);
    expect(again.searchParams.get('code_challenge')).not.toBe(q.get('code_challenge'));
  });

  it('refuses a redirect address that is not the app’s callback on an allowed origin', async () => {
    for (const redirect_uri of [
      'https://evil.example/gmail/callback',
      `${server.url}/elsewhere`,
      `${server.url}/gmail/callback?next=https://evil.example`,
      'not a url',
    ]) {
      const refused = await a.call('startGmailAuthorization', { body: { redirect_uri } });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toContain(texts.redirect);
    }
  });

  it('the user cancelling at Google (access_denied) is told so, and nothing is connected', async () => {
    const back = await google.consent((await start()).toString(), 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const refused = await a.call('completeGmailAuthorization', { body: backParams(back) });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(texts.cancelled);
    expect(await gmailRows()).toEqual([]);
  });

  it('refuses a state that is unknown, another user’s, used or expired, without a 500', async () => {
    const unknown = await a.call('completeGmailAuthorization', { body: { state: 'made-up', code: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe(texts.state);

    // Bob cannot finish alice's request (a link Google sent her, replayed in his session)...
    const back = await google.consent((await start()).toString(), 'allow');
    const stolen = await b.call('completeGmailAuthorization', { body: backParams(back) });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error?.message).toBe(texts.state);
    expect(await gmailRows()).toEqual([]);

    // A request left unfinished for more than 10 minutes has expired.
    const late = await google.consent((await start()).toString(), 'allow');
    server.setNow(new Date(TEST_NOW.getTime() + 10 * 60 * 1000 + 1));
    try {
      const expired = await a.call('completeGmailAuthorization', { body: backParams(late) });
      expect(expired.status).toBe(400);
      expect(expired.body.error?.message).toBe(texts.state);
    } finally {
      server.setNow(TEST_NOW);
    }
    expect(await gmailRows()).toEqual([]);
  });

  it('a failed token exchange (wrong PKCE verifier, unknown code) is told as such and stores nothing', async () => {
    const url = await start();
    const back = await google.consent(url.toString(), 'allow');
    // Someone holding the code but not the verifier: Google refuses the exchange.
    await server.db
      .updateTable('gmail_oauth_states')
      .set({ code_verifier: 'x'.repeat(64) })
      .where('state', '=', url.searchParams.get('state') ?? '')
      .execute();
    const wrongVerifier = await a.call('completeGmailAuthorization', { body: backParams(back) });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body.error?.message).toBe(texts.exchange);

    const other = await start();
    const forged = await a.call('completeGmailAuthorization', {
      body: { state: other.searchParams.get('state'), code: '4/0Ab-not-issued' },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.error?.message).toBe(texts.exchange);
    expect(await gmailRows()).toEqual([]);
  });

  it('a grant without the Gmail permission (unticked at Google) asks for it again with the spec’s text', async () => {
    const back = await google.consent((await start()).toString(), 'allow', []);
    const refused = await a.call('completeGmailAuthorization', { body: backParams(back) });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(messages.signIn.reauth.scopes);
    expect(await gmailRows()).toEqual([]);
  });

  it('connects: the refresh token is stored sealed, the account shows connected and its mail syncs into the inbox', async () => {
    const before = await a.call('getGmailConnection');
    expect(before.body).toEqual({ available: true, connection: null });

    const back = await google.consent((await start()).toString(), 'allow');
    const connected = await a.call('completeGmailAuthorization', { body: backParams(back) });
    expect(connected.status).toBe(201);
    expect(connected.body).toMatchObject({
      email: 'alice@gmail.example',
      status: 'connected',
      oauth_scopes: [GMAIL_MODIFY_SCOPE],
    });
    // The code was exchanged with its verifier at the token endpoint, and the state is used up.
    const reused = await a.call('completeGmailAuthorization', { body: backParams(back) });
    expect(reused.status).toBe(400);
    expect(reused.body.error?.message).toBe(texts.state);

    const [row] = await gmailRows();
    expect(row?.refresh_token.startsWith('v1.')).toBe(true);
    expect(row?.refresh_token).not.toContain('1//stand-in-');
    const connection = await server.db
      .selectFrom('provider_connections')
      .select(['provider', 'oauth_scopes'])
      .where('user_id', '=', alice)
      .executeTakeFirstOrThrow();
    expect(connection).toEqual({ provider: 'google', oauth_scopes: [GMAIL_MODIFY_SCOPE] });

    await server.services.background.idle();
    expect(await syncedTitle()).toBe('Welcome to the pilot');
    const state = await a.call('getGmailConnection');
    expect(state.body.connection).toMatchObject({ email: 'alice@gmail.example', status: 'connected' });
    expect(state.body.connection?.last_synced_date).not.toBeNull();

    // Bob cannot connect the same mailbox to his account.
    const bobs = await google.consent((await start(b)).toString(), 'allow');
    const taken = await b.call('completeGmailAuthorization', { body: backParams(bobs) });
    expect(taken.status).toBe(400);
    expect(taken.body.error?.message).toBe(texts.taken);
  });

  it('a revoked grant shows as revoked; reconnecting through Google makes it connected again', async () => {
    google.revoke();
    const account = (await gmailRows())[0];
    if (!account) throw new Error('alice has no Gmail account');
    await server.gmail?.sync(account.id);
    const revoked = await a.call('getGmailConnection');
    expect(revoked.body.connection?.status).toBe('revoked');
    expect((await a.call('getAccount')).body.reauth_reason).toBe('revoked');

    const back = await google.consent((await start()).toString(), 'allow');
    const again = await a.call('completeGmailAuthorization', { body: backParams(back) });
    expect(again.status).toBe(201);
    expect(again.body.status).toBe('connected');
    expect((await a.call('getAccount')).body.reauth_reason).toBeNull();
  });

  it('disconnects: the grant is revoked at Google and forgotten, the synced mail stays', async () => {
    const [row] = await gmailRows();
    const gone = await a.call('deleteGmailConnection');
    expect(gone.status).toBe(204);
    expect(google.revokedTokens.some((t) => t.startsWith('1//stand-in-'))).toBe(true);
    expect(google.revokedTokens).not.toContain(row?.refresh_token);
    expect((await a.call('getGmailConnection')).body).toEqual({ available: true, connection: null });
    expect((await a.call('getAccount')).body.reauth_reason).toBeNull();
    expect(await syncedTitle()).toBe('Welcome to the pilot');
    expect((await a.call('deleteGmailConnection')).status).toBe(404);
  });
});
