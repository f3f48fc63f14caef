import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CANCEL_TOKEN_HEADER } from '@switchboard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signFile } from '../src/files/signing.js';
import { rateWindow } from '../src/http/rate-limit.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { findTargets, type Targets } from './helpers/fixtures.js';
import { type OutsideIssuer, startOutsideIssuer } from './helpers/outside-issuer.js';
import { signIn } from './helpers/sign-in.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');
const carol = SEED_IDS.user('carol');
const dave = SEED_IDS.user('dave');
const erin = SEED_IDS.user('erin');
const general = SEED_IDS.channel('general');

let server: TestServer;
let targets: Targets;
let a: TestClient;
let b: TestClient;
let c: TestClient;
let d: TestClient;
let e: TestClient;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Switchboard</title>');
  fs.writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  server = await startTestServer({
    webDistDir: webDir,
    rateLimits: { invitesPerMinute: 3, writesPerMinute: 20 },
  });
  targets = await findTargets(server.db);
  [a, b, c, d, e] = await Promise.all([
    server.as(alice),
    server.as(bob),
    server.as(carol),
    server.as(dave),
    server.as(erin),
  ]);
}, 180_000);
afterAll(async () => {
  await server?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** A thread both alice and bob see (a thread of the public General channel). */
async function sharedThread(): Promise<string> {
  const page = await a.call('listChannelThreads', { params: { channel_id: general }, query: { limit: 5 } });
  const id = page.body.data[0]?.id;
  if (!id) throw new Error('General has no thread');
  return id;
}

describe('nothing in a body names who acts: the actor is the token user', () => {
  it("runs a rule with its creator's visibility whatever the body says, so no bulk job copies a teammate's private threads", async () => {
    const before = await a.call('listSelfRules');
    const channel = await c.call('createOrganizationChannel', {
      params: { organization_id: SEED_IDS.acme },
      body: { name: 'Carol drop box', is_public: true, color: '#123456' },
    });
    expect(channel.status).toBe(201);
    // The old escalation: naming a teammate as the rule's initiator. The contract has no such field.
    const rule = await c.call('createRule', {
      body: {
        query: 'board',
        actions: [{ type: 'ADD_TO_CHANNEL', channel_id: channel.body.id }],
        apply_to_incoming: false,
        bulk_application: true,
        initiator_user_id: alice,
      },
    });
    expect(rule.status).toBe(201);
    await server.services.background.idle();
    expect((await a.call('listSelfRules')).body.data).toEqual(before.body.data);
    expect((await c.call('listSelfRules')).body.data.map((r) => r.id)).toContain(rule.body.id);
    const owner = await server.db
      .selectFrom('rules')
      .select('user_id')
      .where('id', '=', rule.body.id)
      .executeTakeFirst();
    expect(owner?.user_id).toBe(carol);
    const copied = await c.call('listChannelThreads', {
      params: { channel_id: channel.body.id },
      query: { limit: 30 },
    });
    expect(copied.body.data.map((t) => t.id)).not.toContain(targets.privateThread);
    const inChannel = await server.db
      .selectFrom('thread_channels')
      .select('thread_id')
      .where('channel_id', '=', channel.body.id)
      .execute();
    expect(inChannel.map((r) => r.thread_id)).not.toContain(targets.privateThread);
  });
});

describe("spam is each user's own state of a thread", () => {
  async function ids(client: TestClient, op: 'listSpamThreads' | 'listSentThreads'): Promise<string[]> {
    return (await client.call(op, { query: { limit: 30 } })).body.data.map((t) => t.id);
  }
  async function inboxIds(client: TestClient): Promise<string[]> {
    return (await client.call('listInboxEvents', { query: { limit: 30 } })).body.data.map((i) => i.thread.id);
  }
  async function searchIds(client: TestClient, query: string): Promise<string[]> {
    return (await client.call('searchThreads', { query: { query, limit: 30 } })).body.data.map((t) => t.id);
  }

  it("a recipient's MARK_AS_SPAM rule moves the thread to the recipient's Spam only, never the sender's", async () => {
    const rule = await b.call('createRule', {
      body: {
        query: 'zebracorn',
        actions: [{ type: 'MARK_AS_SPAM' }],
        apply_to_incoming: true,
        bulk_application: false,
      },
    });
    expect(rule.status).toBe(201);
    const sent = await a.call('createThread', {
      body: {
        thread_id: `thr_spam_${Date.now()}`,
        message_id: `msg_spam_${Date.now()}`,
        message_body: '<p>The zebracorn figures for this quarter.</p>',
        thread_title: 'Zebracorn figures',
        internal_recipients: [
          { user_id: bob, type: 'to' },
          { user_id: carol, type: 'to' },
        ],
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = sent.body.id;

    // Bob's rule: in his Spam, out of his inbox, is:spam for him.
    expect(await ids(b, 'listSpamThreads')).toContain(id);
    expect(await inboxIds(b)).not.toContain(id);
    expect((await b.call('getThread', { params: { thread_id: id } })).body.isSpam).toBe(true);
    expect(await searchIds(b, 'zebracorn in:spam')).toContain(id);
    expect(await searchIds(b, 'zebracorn')).not.toContain(id);

    // Alice, the sender: still in her Sent, not in her Spam, not spam in her view or her search.
    expect(await ids(a, 'listSentThreads')).toContain(id);
    expect(await ids(a, 'listSpamThreads')).not.toContain(id);
    expect((await a.call('getThread', { params: { thread_id: id } })).body.isSpam).toBe(false);
    expect(await searchIds(a, 'zebracorn')).toContain(id);
    expect(await searchIds(a, 'zebracorn in:spam')).not.toContain(id);

    // Carol, the other recipient: in her inbox, not in her Spam.
    expect(await inboxIds(c)).toContain(id);
    expect(await ids(c, 'listSpamThreads')).not.toContain(id);

    // Carol replies to everyone: alice gets it in her inbox, bob's stays in his Spam.
    const reply = await c.call('postThreadMessage', {
      params: { thread_id: id },
      body: {
        id: `msg_spam_reply_${Date.now()}`,
        message_body: '<p>Looks right.</p>',
        internal_recipients: [
          { user_id: alice, type: 'to' },
          { user_id: bob, type: 'to' },
        ],
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(await inboxIds(a)).toContain(id);
    expect(await ids(a, 'listSpamThreads')).not.toContain(id);
    expect(await inboxIds(b)).not.toContain(id);
    expect(await ids(b, 'listSpamThreads')).toContain(id);

    // Bob takes it out of his Spam: back in his inbox, and nobody else's state moved.
    expect((await b.call('markThreadAsNotSpam', { params: { thread_id: id } })).status).toBe(200);
    expect(await inboxIds(b)).toContain(id);
    expect(await ids(b, 'listSpamThreads')).not.toContain(id);
    expect(await inboxIds(a)).toContain(id);
  });

  it("marking a thread spam by hand, and undoing it, touches only the caller's lists", async () => {
    const id = await sharedThread();
    const marked = await a.call('markThreadAsSpam', { params: { thread_id: id } });
    expect(marked.status).toBe(200);
    expect(marked.body.isSpam).toBe(true);
    expect(await ids(a, 'listSpamThreads')).toContain(id);
    expect(await ids(b, 'listSpamThreads')).not.toContain(id);
    expect((await b.call('getThread', { params: { thread_id: id } })).body.isSpam).toBe(false);
    const inGeneral = await b.call('listChannelThreads', {
      params: { channel_id: general },
      query: { limit: 30 },
    });
    expect(inGeneral.body.data.map((t) => t.id)).toContain(id);
    const token = marked.headers.get(CANCEL_TOKEN_HEADER);
    expect((await a.call('cancelCommand', { body: { cancel_token: token } })).status).toBe(204);
    expect(await ids(a, 'listSpamThreads')).not.toContain(id);
    expect((await a.call('getThread', { params: { thread_id: id } })).body.isSpam).toBe(false);
  });
});

describe('undo reverts only what its operation wrote, for its caller', () => {
  it("leaves a teammate's star made within the undo window alone", async () => {
    const id = await sharedThread();
    await b.call('unstarThreads', { body: { thread_ids: [id] } });
    await a.call('unstarThreads', { body: { thread_ids: [id] } });
    const starred = await a.call('starThreads', { body: { thread_ids: [id] } });
    const token = starred.headers.get(CANCEL_TOKEN_HEADER);
    expect(token).toBeTruthy();
    expect((await b.call('starThreads', { body: { thread_ids: [id] } })).status).toBe(204);
    expect((await a.call('cancelCommand', { body: { cancel_token: token } })).status).toBe(204);
    expect((await a.call('getThread', { params: { thread_id: id } })).body.is_starred).toBe(false);
    expect((await b.call('getThread', { params: { thread_id: id } })).body.is_starred).toBe(true);
  });
});

describe('undo leaves a shared thread field alone once a teammate changed it', () => {
  it("keeps a teammate's later trash when the first trash is undone", async () => {
    const id = await sharedThread();
    const start = server.services.now();
    const trashed = await a.call('trashThread', { params: { thread_id: id } });
    expect(trashed.body.trashed_date).toBe(start.toISOString());
    const token = trashed.headers.get(CANCEL_TOKEN_HEADER);
    expect(token).toBeTruthy();
    const later = new Date(start.getTime() + 2_000);
    server.setNow(later);
    try {
      // Bob takes it out of the trash and puts it back: the thread's trash date is now his.
      expect((await b.call('untrashThread', { params: { thread_id: id } })).status).toBe(200);
      expect((await b.call('trashThread', { params: { thread_id: id } })).body.trashed_date).toBe(
        later.toISOString(),
      );
      expect((await a.call('cancelCommand', { body: { cancel_token: token } })).status).toBe(204);
      const seen = await b.call('getThread', { params: { thread_id: id } });
      expect(seen.body.trashed_date).toBe(later.toISOString());
      const bobTrash = await b.call('listTrashedThreads', { query: { limit: 30 } });
      expect(bobTrash.body.data.map((t) => t.id)).toContain(id);
    } finally {
      server.setNow(start);
      await b.call('untrashThread', { params: { thread_id: id } });
    }
    expect((await a.call('getThread', { params: { thread_id: id } })).body.trashed_date).toBeNull();
  });
});

describe('undo of a row its operation created', () => {
  it('removes the per-user row a star created, and keeps the thread unstarred for the caller', async () => {
    const id = await sharedThread();
    await server.db
      .deleteFrom('thread_user_states')
      .where('thread_id', '=', id)
      .where('user_id', '=', carol)
      .execute();
    const starred = await c.call('starThreads', { body: { thread_ids: [id] } });
    expect((await c.call('getThread', { params: { thread_id: id } })).body.is_starred).toBe(true);
    const token = starred.headers.get(CANCEL_TOKEN_HEADER);
    expect((await c.call('cancelCommand', { body: { cancel_token: token } })).status).toBe(204);
    expect((await c.call('getThread', { params: { thread_id: id } })).body.is_starred).toBe(false);
  });
});

describe('events are filtered like the entities they name', () => {
  it("hides a private channel's id from a member who is not in it", async () => {
    const id = await sharedThread();
    const added = await a.call('addThreadChannels', {
      params: { thread_id: id },
      body: { channel_ids: [targets.privateChannel] },
    });
    expect(added.status).toBe(200);
    const own = await a.call('listThreadEvents', { params: { thread_id: id } });
    expect(JSON.stringify(own.body)).toContain(targets.privateChannel);
    const other = await c.call('listThreadEvents', { params: { thread_id: id } });
    expect(other.status).toBe(200);
    expect(JSON.stringify(other.body)).not.toContain(targets.privateChannel);
  });
});

describe('no existence oracles', () => {
  it("gives an outsider's colliding client-chosen id a fresh one instead of answering conflict", async () => {
    const label = await e.call('createLabel', {
      body: { id: targets.aliceLabel, name: 'Mine', color: '#112233' },
    });
    expect(label.status).toBe(201);
    expect(label.body.id).not.toBe(targets.aliceLabel);
    const rule = await e.call('createRule', {
      body: {
        id: targets.aliceRule,
        query: 'invoice',
        actions: [{ type: 'STAR' }],
        apply_to_incoming: true,
        bulk_application: false,
      },
    });
    expect(rule.status).toBe(201);
    expect(rule.body.id).not.toBe(targets.aliceRule);
    // The owner's own collision still answers conflict.
    const again = await a.call('createLabel', {
      body: { id: targets.aliceLabel, name: 'Another', color: '#112233' },
    });
    expect(again.status).toBe(409);
  });

  it("gives an outsider's new thread and message fresh ids when they collide with another workspace's", async () => {
    const created = await e.call('createThread', {
      body: {
        thread_id: targets.privateThread,
        message_id: targets.privateMessage,
        message_body: '<p>Hello</p>',
        thread_title: 'Probe',
        internal_recipients: [{ user_id: SEED_IDS.user('frank'), type: 'to' }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.id).not.toBe(targets.privateThread);
    const reply = await e.call('postThreadMessage', {
      params: { thread_id: created.body.id },
      body: {
        id: targets.privateMessage,
        message_body: '<p>Again</p>',
        internal_recipients: [{ user_id: SEED_IDS.user('frank'), type: 'to' }],
      },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.id).not.toBe(targets.privateMessage);
    // Alice's thread is untouched.
    const own = await a.call('getThread', { params: { thread_id: targets.privateThread } });
    expect(own.body.title).not.toBe('Probe');
  });

  it('answers not_found when someone other than the invited person accepts an invite', async () => {
    const outsider = await e.call('acceptInvite', { params: { invite_id: targets.acmeInvite } });
    expect(outsider.status).toBe(404);
    const unknown = await e.call('acceptInvite', { params: { invite_id: 'inv_does_not_exist' } });
    expect(unknown.status).toBe(404);
    expect(outsider.body.error?.message).toBe(unknown.body.error?.message);
  });
});

describe('tokens and sessions', () => {
  it('refuses an access token at once after its sign-in is revoked (sign-out)', async () => {
    const tokens = await signIn(server.url, dave);
    const call = () =>
      fetch(`${server.url}/api/self/account`, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await call()).status).toBe(200);
    const revoked = await fetch(`${server.url}/oidc/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: tokens.refresh_token ?? '',
        token_type_hint: 'refresh_token',
        client_id: 'switchboard-web',
      }),
    });
    expect(revoked.status).toBe(200);
    const after = await call();
    expect(after.status).toBe(401);
  });

  it("marks the embedded provider's cookies SameSite=Lax, and Secure when served over https", async () => {
    const auth = new URL(`${server.url}/oidc/auth`);
    for (const [k, v] of Object.entries({
      client_id: 'switchboard-web',
      response_type: 'code',
      redirect_uri: `${server.url}/auth/callback`,
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }))
      auth.searchParams.set(k, v);
    const plain = await fetch(auth, { redirect: 'manual' });
    const plainCookies = plain.headers.getSetCookie();
    expect(plainCookies.length).toBeGreaterThan(0);
    for (const cookie of plainCookies) expect(cookie.toLowerCase()).toContain('samesite=lax');
    const secure = await fetch(auth, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } });
    const secureCookies = secure.headers.getSetCookie();
    expect(secureCookies.length).toBeGreaterThan(0);
    for (const cookie of secureCookies) expect(cookie.toLowerCase()).toMatch(/;\s*secure/);
  });

  it("refuses the embedded provider's token at once after POST /self/sign_out, even before its refresh token is revoked", async () => {
    const tokens = await signIn(server.url, dave);
    const call = (method: string, path: string) =>
      fetch(`${server.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
    expect((await call('GET', '/self')).status).toBe(200);
    expect((await call('POST', '/self/sign_out')).status).toBe(204);
    expect((await call('GET', '/self')).status).toBe(401);
    // Dave's other sign-ins go on.
    expect((await d.call('getSelf')).status).toBe(200);
  });

  describe('with an outside OpenID Connect issuer (OIDC_ISSUER)', () => {
    let issuer: OutsideIssuer;
    let outside: TestServer;
    beforeAll(async () => {
      issuer = await startOutsideIssuer();
      outside = await startTestServer({ oidcIssuer: issuer.url });
    }, 180_000);
    afterAll(async () => {
      await outside?.close();
      await issuer?.close();
    });
    const call = (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${outside.url}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    it('refuses every token of a signed-out session at once (by its sid), and only that session', async () => {
      const audience = outside.config.audience;
      const zoe = { sub: 'zoe-outside', email: 'zoe@outside.example', name: 'Zoe Outside' };
      const laptop = await issuer.token(audience, { ...zoe, sid: 'session-laptop' });
      expect((await call(laptop, 'POST', '/users', { display_name: 'Zoe' })).status).toBe(201);
      expect((await call(laptop, 'GET', '/self')).status).toBe(200);
      // A refreshed token of the same session, and a token of another session (her phone).
      const refreshed = await issuer.token(audience, { ...zoe, sid: 'session-laptop' });
      const phone = await issuer.token(audience, { ...zoe, sid: 'session-phone' });
      expect((await call(refreshed, 'GET', '/self')).status).toBe(200);

      expect((await call(laptop, 'POST', '/self/sign_out')).status).toBe(204);
      expect((await call(laptop, 'GET', '/self')).status).toBe(401);
      expect((await call(refreshed, 'GET', '/self/account')).status).toBe(401);
      expect((await call(laptop, 'POST', '/threads:star', { thread_ids: ['thr_x'] })).status).toBe(401);
      expect((await call(phone, 'GET', '/self')).status).toBe(200);
      const rows = await outside.db.selectFrom('revoked_sessions').selectAll().execute();
      expect(rows.map((r) => [r.issuer, r.subject, r.session_key])).toEqual([
        [issuer.url, 'zoe-outside', 'session-laptop'],
      ]);
    });

    it('counts the write of a sign-in without an account only on the call that creates the account', async () => {
      const audience = outside.config.audience;
      const xavier = { sub: 'xavier-outside', email: 'xavier@outside.example' };
      const token = await issuer.token(audience, xavier);
      const key = `write:${issuer.url}#xavier-outside`;
      const hits = async () =>
        (await outside.db.selectFrom('rate_limits').select('hits').where('key', '=', key).executeTakeFirst())
          ?.hits ?? 0;
      expect((await call(token, 'POST', '/threads:star', { thread_ids: ['thr_x'] })).status).toBe(401);
      expect(await hits()).toBe(0);
      expect((await call(token, 'POST', '/users', {})).status).toBe(201);
      expect(await hits()).toBe(1);
    });

    it('without a sid, refuses the tokens the subject held at sign-out and takes a later sign-in', async () => {
      const audience = outside.config.audience;
      const yann = { sub: 'yann-outside', email: 'yann@outside.example' };
      const now = Math.floor(Date.now() / 1000);
      const older = await issuer.token(audience, { ...yann, iat: now - 120 });
      const current = await issuer.token(audience, { ...yann, iat: now - 5 });
      expect((await call(current, 'POST', '/users', {})).status).toBe(201);
      expect((await call(older, 'GET', '/self')).status).toBe(200);
      expect((await call(current, 'POST', '/self/sign_out')).status).toBe(204);
      expect((await call(current, 'GET', '/self')).status).toBe(401);
      expect((await call(older, 'GET', '/self')).status).toBe(401);
      const later = await issuer.token(audience, { ...yann, iat: now + 2 });
      expect((await call(later, 'GET', '/self')).status).toBe(200);
    });
  });

  it('issues access tokens that live 10 minutes', async () => {
    const tokens = await signIn(server.url, bob);
    expect(tokens.expires_in).toBeLessThanOrEqual(600);
  });
});

describe('security headers', () => {
  it('answers the API with no-store and nosniff, and refuses JSON bodies of another type', async () => {
    const answer = await a.raw('GET', '/self/account');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const form = await a.raw('POST', '/self/labels', {
      body: JSON.stringify({ name: 'Typed', color: '#000000' }),
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(400);
  });

  it('lets a registered other origin (the dev server) call the API across origins, and adds no CORS header for any other', async () => {
    const dev = 'http://localhost:5173';
    const preflight = await fetch(`${server.url}/api/self/labels`, {
      method: 'OPTIONS',
      headers: {
        origin: dev,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(dev);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    const across = await a.raw('GET', '/self/account', { headers: { origin: dev } });
    expect(across.status).toBe(200);
    expect(across.headers.get('access-control-allow-origin')).toBe(dev);
    expect(across.headers.get('access-control-expose-headers')).toContain(CANCEL_TOKEN_HEADER);
    expect(across.headers.get('vary')).toContain('Origin');
    expect(across.headers.get('cache-control')).toBe('no-store');
    // The app on this origin, another origin, no browser at all: the same answer, without CORS headers.
    for (const origin of [new URL(server.url).origin, 'https://elsewhere.example', undefined]) {
      const answer = await a.raw('GET', '/self/account', { headers: origin ? { origin } : {} });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await answer.json()).toEqual(await (await a.raw('GET', '/self/account')).json());
    }
  });

  it("serves the app's HTML with a CSP: own scripts only, no plugins, no base, never framed", async () => {
    const page = await fetch(`${server.url}/inbox`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Remote pictures come only through the same-origin image proxy: no other host may serve an image.
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('serves the service worker uncached, allowed to reach this origin (its precache) and nothing else', async () => {
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const csp = worker.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain('sandbox');
    // Any other file keeps the deny-all policy.
    expect((await fetch(`${server.url}/index.html`)).headers.get('content-security-policy')).toContain(
      "script-src 'self'",
    );
  });

  it('answers malformed percent-encoding in an app path without a server error', async () => {
    const page = await fetch(`${server.url}/threads/%E0%A4%A`);
    expect(page.status).toBeLessThan(500);
  });

  it('marks the sign-in pages nosniff and never framed', async () => {
    const discovery = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);
    expect(discovery.headers.get('x-content-type-options')).toBe('nosniff');
    expect(discovery.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('rate limits (stored in the database)', () => {
  it('answers 429 with Retry-After past the invite limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await d.call('getInvite', { params: { invite_id: targets.acmeInvite } })).status);
    }
    expect(statuses.slice(0, 3).every((s) => s < 400)).toBe(true);
    const limited = await d.call('getInvite', { params: { invite_id: targets.acmeInvite } });
    expect(limited.status).toBe(429);
    expect(limited.body.error?.type).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await server.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.map((r) => r.key)).toContain(`invite:${dave}`);
  });

  /** POSTs a form to the embedded provider; answers the status, Retry-After and the body's error. */
  async function postOidc(path: string, form: Record<string, string>) {
    const response = await fetch(`${server.url}/oidc${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    const text = await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), text };
  }

  /**
   * Sends `request` under a limit of 1 per minute (the real clock's window, shared by every call from this
   * address) until it answers 429: at most twice, even when a new window starts in between.
   */
  async function untilLimited(
    kind: 'signInPerMinute' | 'tokenPerMinute',
    request: () => ReturnType<typeof postOidc>,
  ) {
    const limits = server.config.rateLimits;
    const saved = limits[kind];
    limits[kind] = 1;
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await request();
        if (answer.status === 429) return answer;
      }
      return null;
    } finally {
      limits[kind] = saved;
    }
  }

  it('answers 429 with Retry-After past the sign-in limit of the account chooser', async () => {
    const login = () => postOidc('/interaction/no-such-interaction/login', { account: dave });
    // Under the limit the chooser answers the request itself.
    expect((await login()).status).not.toBe(429);
    const limited = await untilLimited('signInPerMinute', login);
    expect(limited?.status).toBe(429);
    expect(Number(limited?.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited?.retryAfter)).toBeLessThanOrEqual(60);
    expect(JSON.parse(limited?.text ?? '{}').error).toBe('rate_limited');
  });

  it('answers 429 with Retry-After past the token endpoint limit (code exchange and refresh)', async () => {
    const exchange = () =>
      postOidc('/token', {
        grant_type: 'refresh_token',
        refresh_token: 'not-a-token',
        client_id: 'switchboard-web',
      });
    const under = await exchange();
    expect(under.status).toBe(400);
    expect(JSON.parse(under.text).error).toBe('invalid_grant');
    const limited = await untilLimited('tokenPerMinute', exchange);
    expect(limited?.status).toBe(429);
    expect(Number(limited?.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited?.retryAfter)).toBeLessThanOrEqual(60);
    expect(JSON.parse(limited?.text ?? '{}').error).toBe('rate_limited');
    // The limit lifted, the endpoint answers again.
    expect((await exchange()).status).toBe(400);
  });

  it('counts a write with its sign-in check, only when the sign-in holds', async () => {
    const id = await sharedThread();
    // This test's window and later ones: a write sweeps (one time in a hundred) the windows that ended ten
    // minutes before the server's clock, which earlier tests moved on, so older windows may go mid-test.
    const since = rateWindow(server.services.now());
    const hits = async (key: string) =>
      (
        await server.db
          .selectFrom('rate_limits')
          .select((eb) => eb.fn.sum<number>('hits').as('n'))
          .where('key', '=', key)
          .where('window_start', '>=', since)
          .executeTakeFirst()
      )?.n ?? 0;
    const before = Number(await hits(`write:${erin}`));
    const tokens = await signIn(server.url, erin);
    const star = () =>
      fetch(`${server.url}/api/threads:star`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ thread_ids: [id] }),
      });
    // Erin cannot see Acme's thread: the write is answered, and counted once.
    expect((await star()).status).toBeLessThan(500);
    expect(Number(await hits(`write:${erin}`))).toBe(before + 1);
    expect(
      (
        await fetch(`${server.url}/api/self/sign_out`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.access_token}` },
        })
      ).status,
    ).toBe(204);
    const afterSignOut = Number(await hits(`write:${erin}`));
    expect(afterSignOut).toBe(before + 2);
    // Refused at once after sign-out, and no longer counted.
    expect((await star()).status).toBe(401);
    expect(Number(await hits(`write:${erin}`))).toBe(afterSignOut);
  });

  it('answers 429 past the per-user write limit, and the next window lets writes through again', async () => {
    const id = await sharedThread();
    let limited: Awaited<ReturnType<TestClient['call']>> | null = null;
    for (let i = 0; i < 25 && !limited; i++) {
      const result = await d.call('starThreads', { body: { thread_ids: [id] } });
      if (result.status === 429) limited = result;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
    const now = server.services.now();
    server.setNow(new Date(now.getTime() + 60_000));
    try {
      expect((await d.call('starThreads', { body: { thread_ids: [id] } })).status).toBe(204);
    } finally {
      server.setNow(now);
    }
  });
});

describe('signed links', () => {
  const content = Buffer.from('quarterly numbers');
  const inTenMinutes = () => new Date(Date.now() + 10 * 60_000);

  /** A link to the attachment with `query` as its signature part (`exp=…&sig=…`). */
  function link(id: string, name: string, viewer: string, query: string): URL {
    return new URL(
      `/files/attachments/${encodeURIComponent(id)}/${encodeURIComponent(name)}?u=${encodeURIComponent(viewer)}&${query}`,
      server.url,
    );
  }

  it('refuse an upload signature used for a download, a download signature used for an upload, another file name, an expired link and a viewer who lost the thread', async () => {
    const staged = await a.call('createStagedAttachment', {
      body: { download_file_name: 'numbers.txt', mime_type: 'text/plain', file_size: content.length },
    });
    expect(staged.status).toBe(201);
    const stagedId = staged.body.id;
    const upload = (query: string) =>
      fetch(new URL(`/files/staged/${encodeURIComponent(stagedId)}?${query}`, server.url), {
        method: 'PUT',
        body: content,
        headers: staged.body.headers,
      });
    // A download signature over the same id does not open the upload.
    expect((await upload(signFile('download', stagedId, inTenMinutes()))).status).toBe(403);
    expect(
      (await fetch(staged.body.upload_url, { method: 'PUT', body: content, headers: staged.body.headers }))
        .status,
    ).toBe(200);

    const threadId = `thr_links_${Date.now()}`;
    const created = await a.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: `${threadId}_m`,
        message_body: '<p>Numbers attached</p>',
        thread_title: 'Numbers',
        internal_recipients: [{ user_id: bob, type: 'to' }],
        channel_ids: [general],
        staged_attachment_ids: [stagedId],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Carol sees it through the public General channel only.
    const seen = await c.call('getThread', { params: { thread_id: threadId } });
    const attachment = seen.body.attachments[0];
    if (!attachment) throw new Error('no attachment');
    const own = new URL(attachment.download_url, server.url);
    const ok = await fetch(own);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('quarterly numbers');

    const parts = [attachment.id, 'numbers.txt', carol];
    // The test's own download signature opens it (so the refusals below are about what they change).
    expect(
      (await fetch(link(attachment.id, 'numbers.txt', carol, signFile('download', parts, inTenMinutes()))))
        .status,
    ).toBe(200);
    // Purpose: an upload signature over exactly the download's parts.
    expect(
      (await fetch(link(attachment.id, 'numbers.txt', carol, signFile('upload', parts, inTenMinutes()))))
        .status,
    ).toBe(403);
    // The file name is signed: the same signature for another name is refused.
    const renamed = new URL(own);
    renamed.pathname = renamed.pathname.replace(/numbers\.txt$/, 'numbers.html');
    expect((await fetch(renamed)).status).toBe(403);
    // The viewer is signed: carol's link with dave as viewer is refused.
    const otherViewer = new URL(own);
    otherViewer.searchParams.set('u', dave);
    expect((await fetch(otherViewer)).status).toBe(403);
    // Expired a second ago.
    expect(
      (
        await fetch(
          link(
            attachment.id,
            'numbers.txt',
            carol,
            signFile('download', parts, new Date(Date.now() - 1_000)),
          ),
        )
      ).status,
    ).toBe(403);

    // Carol loses the thread (it leaves General): her still-valid link now answers not found.
    const removed = await a.call('removeThreadChannels', {
      params: { thread_id: threadId },
      body: { channel_ids: [general] },
    });
    expect(removed.status).toBe(200);
    expect((await c.call('getThread', { params: { thread_id: threadId } })).status).toBe(404);
    const lost = await fetch(own);
    expect(lost.status).toBe(404);
    // Bob, a recipient, still downloads with his own link.
    const bobs = (await b.call('getThread', { params: { thread_id: threadId } })).body.attachments[0];
    expect((await fetch(new URL(bobs?.download_url ?? '', server.url))).status).toBe(200);
  });
});
