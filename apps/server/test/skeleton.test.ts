import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import { refresh, signIn } from './helpers/sign-in.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

const alice = SEED_IDS.user('alice');
const erin = SEED_IDS.user('erin');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('sign-in through the embedded OIDC provider', () => {
  it('issues a JWT access token for the API audience and a refresh token', async () => {
    const tokens = await signIn(server.url, alice);
    const claims = decodeJwt(tokens.access_token);
    expect(claims.sub).toBe(alice);
    expect(claims.iss).toBe(`${server.url}/oidc`);
    expect(claims.aud).toBe(`${server.url}/api`);
    expect(tokens.refresh_token).toBeTypeOf('string');
    const refreshed = await refresh(server.url, tokens.refresh_token as string);
    expect(decodeJwt(refreshed.access_token).sub).toBe(alice);
  });

  it('lists the demo accounts on an accessible chooser page', async () => {
    const response = await fetch(
      `${server.url}/oidc/auth?client_id=switchboard-web&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(`${server.url}/auth/callback`)}&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256`,
      { redirect: 'manual' },
    );
    const cookies = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(response.headers.get('location') ?? '', server.url), {
      headers: { cookie: cookies },
    });
    const html = await page.text();
    expect(html).toContain('<h1>Sign in to Switchboard</h1>');
    expect(html).toContain('alice@acme.example');
    expect(html).toContain('Alice Martin');
    expect(html).toContain('erin@globex.example');
  });
});

describe('GET /self', () => {
  it('answers the signed-in user', async () => {
    const client = await server.as(alice);
    const { status, body } = await client.call('getSelf');
    expect(status).toBe(200);
    expect(body.email).toBe('alice@acme.example');
    expect(body.display_name).toBe('Alice Martin');
  });

  it('answers unauthorized without a token or with a forged one', async () => {
    const none = await server.anonymous().call('getSelf');
    expect(none.status).toBe(401);
    expect(none.body.error?.type).toBe('unauthorized');
    const forged = await server
      .anonymous()
      .raw('GET', '/self', { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.status).toBe(401);
  });
});

describe('GET /self/inbox_events', () => {
  it('pages through the inbox with opaque page tokens, newest activity first, without repeats', async () => {
    const client = await server.as(alice);
    const first = await client.call('listInboxEvents', { query: { limit: 10 } });
    expect(first.status).toBe(200);
    // A long list says 'many' (null) until its last page, which counts exactly.
    const firstTotal = first.body.meta.total_count;
    expect(firstTotal === null || firstTotal > 20).toBe(true);
    expect(first.body.meta).toMatchObject({ start_index: 0, returned_count: 10, previous_page_token: null });
    const seen = new Set<string>();
    let page = first.body;
    let pages = 1;
    let lastDate = Number.POSITIVE_INFINITY;
    for (;;) {
      for (const item of page.data) {
        expect(seen.has(item.id)).toBe(false);
        seen.add(item.id);
      }
      const token = page.meta.next_page_token;
      if (!token) break;
      const next = await client.call('listInboxEvents', { query: { limit: 10, page_token: token } });
      expect(next.body.meta.previous_page_token).not.toBeNull();
      page = next.body;
      pages++;
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(page.meta.total_count).toBe(seen.size);
    expect(page.meta.start_index + page.meta.returned_count).toBe(seen.size);
    expect(pages).toBe(Math.ceil(seen.size / 10));
    const dates = first.body.data.map((i) => Date.parse(i.thread.last_activity.date));
    for (const d of dates) {
      expect(d).toBeLessThanOrEqual(lastDate);
      lastDate = d;
    }
  });

  it('answers bad_request naming the field for a bad limit or page token', async () => {
    const client = await server.as(alice);
    const limit = await client.call('listInboxEvents', { query: { limit: 500 } });
    expect(limit.status).toBe(400);
    expect(limit.body.error?.message).toMatch(/^limit:/);
    const token = await client.call('listInboxEvents', { query: { page_token: 'not-a-token' } });
    expect(token.status).toBe(400);
    expect(token.body.error?.message).toMatch(/^page_token:/);
  });
});

describe('GET /threads/{thread_id} and its messages', () => {
  it('answers a thread of the inbox and its messages oldest first', async () => {
    const client = await server.as(alice);
    const inbox = await client.call('listInboxEvents', { query: { limit: 30 } });
    const item = inbox.body.data.find((i) => i.thread.number_of_messages > 1) ?? inbox.body.data[0];
    expect(item).toBeDefined();
    const threadId = item?.thread.id as string;
    const thread = await client.call('getThread', { params: { thread_id: threadId } });
    expect(thread.status).toBe(200);
    expect(thread.body.id).toBe(threadId);
    const messages = await client.call('listThreadMessages', { params: { thread_id: threadId } });
    expect(messages.status).toBe(200);
    expect(messages.body.data.length).toBe(thread.body.number_of_messages);
    const times = messages.body.data.map((m) => Date.parse(m.creation_date));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(messages.body.data.at(-1)?.id).toBe(thread.body.last_activity.message_id);
  });

  it("answers not_found for another workspace's thread, by id and for its messages", async () => {
    const aliceClient = await server.as(alice);
    const inbox = await aliceClient.call('listInboxEvents', { query: { limit: 1 } });
    const threadId = inbox.body.data[0]?.thread.id as string;
    const erinClient = await server.as(erin);
    const thread = await erinClient.call('getThread', { params: { thread_id: threadId } });
    expect(thread.status).toBe(404);
    expect(thread.body.error?.type).toBe('not_found');
    const messages = await erinClient.call('listThreadMessages', { params: { thread_id: threadId } });
    expect(messages.status).toBe(404);
    const missing = await aliceClient.call('getThread', { params: { thread_id: 'thr_does_not_exist' } });
    expect(missing.status).toBe(404);
  });

  it('answers unauthorized for a thread without a token', async () => {
    const response = await server.anonymous().call('getThread', { params: { thread_id: 'thr_x' } });
    expect(response.status).toBe(401);
  });

  it('answers not_found for an unknown API route', async () => {
    const client = await server.as(alice);
    const response = await client.raw('GET', '/nothing/here');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('not_found');
  });
});
