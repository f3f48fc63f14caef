import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

const alice = SEED_IDS.user('alice');
const dave = SEED_IDS.user('dave');

let server: TestServer;
let a: TestClient;
let threadId: string;
beforeAll(async () => {
  server = await startTestServer();
  a = await server.as(alice);
  // One of alice's threads that dave is not on.
  const row = await server.db
    .selectFrom('thread_followers as f')
    .select('f.thread_id')
    .where('f.user_id', '=', alice)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('thread_followers as d')
            .select('d.thread_id')
            .whereRef('d.thread_id', '=', 'f.thread_id')
            .where('d.user_id', '=', dave),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  threadId = row.thread_id;
});
afterAll(async () => {
  await server?.close();
});

describe("'Add participants' (PATCH /threads/{id}/add_followers: the thread's participants are its followers)", () => {
  it('adds a teammate, records who added whom once, and the removal too', async () => {
    const added = await a.call('addThreadFollowers', {
      params: { thread_id: threadId },
      body: { user_ids: [dave] },
    });
    expect(added.status).toBe(200);
    expect(added.body.followers.map((f) => f.contact.id)).toContain(dave);

    // Adding someone who is on the thread already records nothing new.
    await a.call('addThreadFollowers', {
      params: { thread_id: threadId },
      body: { user_ids: [dave, alice] },
    });

    const events = await a.call('listThreadEvents', { params: { thread_id: threadId } });
    const adds = events.body.data.filter((e) => e.event_type === 'recipient_added');
    expect(adds).toHaveLength(1);
    expect(adds[0]).toMatchObject({ initiator_id: alice, target_user_id: dave });
    expect(events.body.data.some((e) => e.event_type === 'self_added_as_participant')).toBe(false);

    await a.call('removeThreadFollowers', { params: { thread_id: threadId }, body: { user_ids: [dave] } });
    // Spec: participant add/remove events within 5 minutes by the same initiator cancel out.
    const after = await a.call('listThreadEvents', { params: { thread_id: threadId } });
    expect(after.body.data.filter((e) => e.event_type === 'recipient_added')).toHaveLength(0);
    const stored = await server.db
      .selectFrom('thread_events')
      .select('event_type')
      .where('thread_id', '=', threadId)
      .where('targeted_user_id', '=', dave)
      .execute();
    expect(stored.map((e) => e.event_type).sort()).toEqual(['discussion_user_removed', 'recipient_added']);
  });
});
