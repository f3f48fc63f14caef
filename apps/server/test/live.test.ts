import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import { createServer, type RunningServer } from '../src/server.js';
import { findTargets, type Targets } from './helpers/fixtures.js';
import { openLiveStream } from './helpers/live-stream.js';
import { startTestServer, TEST_NOW, type TestClient, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let targets: Targets;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;
let erin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  targets = await findTargets(server.db);
  [alice, bob, carol, erin] = await Promise.all([
    server.as(SEED_IDS.user('alice')),
    server.as(SEED_IDS.user('bob')),
    server.as(SEED_IDS.user('carol')),
    server.as(SEED_IDS.user('erin')),
  ]);
});
afterAll(async () => {
  await server?.close();
});

async function publicThreadOf(client: TestClient): Promise<string> {
  const page = await client.call('listInboxEvents', { query: { limit: 30 } });
  const id = page.body.data.find((item) => item.thread.id !== targets.privateThread)?.thread.id;
  if (!id) throw new Error('empty inbox');
  return id;
}

describe('the live stream (GET /api/live)', () => {
  it('refuses a request without a valid token', async () => {
    const none = await fetch(`${server.url}/api/live`);
    expect(none.status).toBe(401);
    const bad = await openLiveStream(server.url, 'not-a-token');
    expect(bad.status).toBe(401);
  });

  it("brings a teammate's status change and reply to a subscriber of the thread", async () => {
    const thread = await publicThreadOf(alice);
    const stream = await openLiveStream(server.url, alice.token as string);
    try {
      expect(stream.status).toBe(200);
      await stream.next((n) => n.type === 'ready');
      const visible = await bob.call('getThread', { params: { thread_id: thread } });
      expect(visible.status).toBe(200);
      const changed = await bob.call('updateThread', {
        params: { thread_id: thread },
        body: { status: 'review' },
      });
      expect(changed.status).toBe(200);
      const notice = await stream.next((n) => n.type === 'thread_changed' && n.thread_id === thread);
      expect(notice.id).toMatch(/^[\w-]+\.\d+$/);
    } finally {
      stream.close();
    }
  });

  it('tells nobody outside the thread: a non-member of its private channel and another workspace get nothing', async () => {
    const carolStream = await openLiveStream(server.url, carol.token as string);
    const erinStream = await openLiveStream(server.url, erin.token as string);
    const aliceStream = await openLiveStream(server.url, alice.token as string);
    try {
      for (const s of [carolStream, erinStream, aliceStream]) await s.next((n) => n.type === 'ready');
      const changed = await alice.call('updateThread', {
        params: { thread_id: targets.privateThread },
        body: { title: `Board prep ${Date.now()}` },
      });
      expect(changed.status).toBe(200);
      // Alice (a member) hears of it ...
      await aliceStream.next((n) => n.type === 'thread_changed' && n.thread_id === targets.privateThread);
      // ... then a change carol may see: the first notice carol gets is that one, nothing of the private thread.
      const open = await publicThreadOf(carol);
      await alice.call('updateThread', {
        params: { thread_id: open },
        body: { title: `Open ${Date.now()}` },
      });
      await carolStream.next((n) => n.type === 'thread_changed' && n.thread_id === open);
      const leaked = (s: typeof carolStream) =>
        s.received.filter((r) => JSON.stringify(r.notice).includes(targets.privateThread));
      expect(leaked(carolStream)).toEqual([]);
      expect(leaked(erinStream)).toEqual([]);
      // Erin (Globex) heard of neither thread.
      expect(erinStream.received.map((r) => r.notice.type)).toEqual(['ready']);
    } finally {
      carolStream.close();
      erinStream.close();
      aliceStream.close();
    }
  });

  it('resumes from the last event id without losing a notice, and asks for a resync when the id is unknown', async () => {
    const thread = await publicThreadOf(alice);
    const first = await openLiveStream(server.url, alice.token as string);
    const ready = await first.next((n) => n.type === 'ready');
    first.close();
    // While the tab is away, bob reacts to a message of the thread.
    const messages = await bob.call('listThreadMessages', {
      params: { thread_id: thread },
      query: { limit: 1 },
    });
    const messageId = messages.body.data[0]?.id as string;
    const reacted = await bob.call('addMessageReaction', {
      params: { message_id: messageId },
      body: { reaction_code: '1f44d' },
    });
    expect(reacted.status).toBeLessThan(300);
    const resumed = await openLiveStream(server.url, alice.token as string, ready.id);
    try {
      const missed = await resumed.next((n) => n.type === 'message_changed' && n.message_id === messageId);
      expect(Number(missed.id.split('.')[1])).toBeGreaterThan(Number(ready.id.split('.')[1]));
      expect(resumed.received.some((r) => r.notice.type === 'resync')).toBe(false);
    } finally {
      resumed.close();
    }
    const stale = await openLiveStream(server.url, alice.token as string, 'another-server.12');
    try {
      await stale.next((n) => n.type === 'resync');
    } finally {
      stale.close();
    }
  });

  it('raises one notice per statement from the database: none for a statement that changed nothing, a resync for one too large', async () => {
    const thread = await publicThreadOf(alice);
    const stream = await openLiveStream(server.url, alice.token as string);
    try {
      await stream.next((n) => n.type === 'ready');
      // Changes nothing: no notice (the statement-level trigger fires all the same).
      await sql`update threads set title = title where false`.execute(server.db);
      await sql`update threads set title = title where id = ${thread}`.execute(server.db);
      await stream.next((n) => n.type === 'thread_changed' && n.thread_id === thread);
      expect(stream.received.map((r) => r.notice.type)).toEqual(['ready', 'thread_changed']);
      // Every message of the workspace at once: more than one notice's payload holds, so the tab resyncs.
      const touched =
        await sql`update messages set subject = subject where organization_id = ${SEED_IDS.acme}`.execute(
          server.db,
        );
      expect(Number(touched.numAffectedRows)).toBeGreaterThan(100);
      await stream.next((n) => n.type === 'resync');
    } finally {
      stream.close();
    }
  });

  it('fans out through LISTEN/NOTIFY: a change made through one server process reaches a tab of another', async () => {
    const second: RunningServer = await createServer({
      db: server.db,
      port: 0,
      host: '127.0.0.1',
      now: () => TEST_NOW,
      scheduler: false,
      seed: false,
      relayUrl: null,
      gmail: null,
      // The same public address: the same issuer and audience, and the signing keys are in the shared database.
      config: { webDistDir: '/nonexistent', publicUrl: server.url },
    });
    try {
      const thread = await publicThreadOf(alice);
      const stream = await openLiveStream(second.url, alice.token as string);
      try {
        await stream.next((n) => n.type === 'ready');
        const changed = await bob.call('updateThread', {
          params: { thread_id: thread },
          body: { status: 'in_progress' },
        });
        expect(changed.status).toBe(200);
        await stream.next((n) => n.type === 'thread_changed' && n.thread_id === thread);
      } finally {
        stream.close();
      }
    } finally {
      await second.close();
    }
  });
});

describe('presence (PUT /threads/{id}/presence)', () => {
  it('shows a teammate who opens the thread as viewing, then replying, and drops them when they leave', async () => {
    const thread = await publicThreadOf(alice);
    const stream = await openLiveStream(server.url, bob.token as string);
    try {
      await stream.next((n) => n.type === 'ready');
      const say = (activity: 'viewing' | 'replying' | null) =>
        alice.call('announcePresence', { params: { thread_id: thread }, body: { tab_id: 'tab1', activity } });
      expect((await say('viewing')).status).toBe(204);
      const viewing = await stream.next((n) => n.type === 'presence' && n.thread_id === thread);
      expect(viewing.notice).toMatchObject({
        viewers: [{ user_id: SEED_IDS.user('alice'), display_name: 'Alice Martin', activity: 'viewing' }],
      });
      await say('replying');
      const replying = await stream.next((n) => n.type === 'presence' && n.thread_id === thread);
      expect(replying.notice).toMatchObject({ viewers: [{ activity: 'replying' }] });
      await say(null);
      const left = await stream.next((n) => n.type === 'presence' && n.thread_id === thread);
      expect(left.notice).toMatchObject({ viewers: [] });
    } finally {
      stream.close();
    }
  });

  it('refuses a thread the user may not see, and tells its members nothing', async () => {
    const stream = await openLiveStream(server.url, alice.token as string);
    try {
      await stream.next((n) => n.type === 'ready');
      const refused = await carol.call('announcePresence', {
        params: { thread_id: targets.privateThread },
        body: { tab_id: 'tab1', activity: 'viewing' },
      });
      expect(refused.status).toBe(404);
      const bad = await carol.call('announcePresence', {
        params: { thread_id: targets.privateThread },
        body: { tab_id: 'tab1', activity: 'dancing' },
      });
      expect(bad.status).toBe(400);
      expect(stream.received.filter((r) => r.notice.type === 'presence')).toEqual([]);
    } finally {
      stream.close();
    }
  });
});
