import http from 'node:http';
import { endpoints } from '@switchboard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

/**
 * Lean list answers (issue 22): a page of rows sends each person once (rows name them by place) and leaves
 * out the fields that hold their usual value, the contract's parse gives whole rows back, and answers of
 * 1 KB or more are compressed when the client accepts it (smaller ones are not).
 */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.as(SEED_IDS.user('alice'))).token as string;
});
afterAll(async () => {
  await server?.close();
});

/** A GET as it crosses the wire: its bytes and content encoding (node's http does not decompress). */
function wire(path: string, gzip: boolean): Promise<{ bytes: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.url}/api${path}`,
      { headers: { authorization: `Bearer ${token}`, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ bytes: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }),
        );
      },
    );
    request.on('error', reject);
  });
}

type WireRow = Record<string, unknown> & {
  id: string;
  senders: unknown[];
  assignee?: unknown;
  last_activity: { author: unknown; date: unknown };
};

/** The list's wire answer, read as JSON. */
async function wireJson(path: string) {
  const plain = await wire(path, false);
  expect(plain.encoding).toBeUndefined();
  const text = plain.bytes.toString('utf8');
  return { bytes: plain.bytes.byteLength, text, json: JSON.parse(text) as Record<string, unknown> };
}

/** Each row's people are references into the page's `contacts`; no contact object sits in a row. */
function expectLeanRows(answer: Record<string, unknown>, rows: WireRow[]) {
  const contacts = answer.contacts as { id: string; email: string }[];
  expect(contacts.length).toBeGreaterThan(0);
  // Each person once.
  expect(new Set(contacts.map((c) => JSON.stringify(c))).size).toBe(contacts.length);
  expect(JSON.stringify(answer.data)).not.toContain('"email"');
  for (const row of rows) {
    for (const place of [...row.senders, row.last_activity.author])
      expect(contacts[place as number], `${row.id} names a contact of the page`).toBeDefined();
    expect(typeof row.last_activity.date).toBe('number');
  }
}

describe('list answers', () => {
  it('an inbox page of 25 rows is at most 15 KB: people once per page, usual values left out', async () => {
    const { bytes, json: raw } = await wireJson('/self/inbox_events?limit=25');
    const data = raw.data as { id: string; thread: WireRow }[];
    expect(data).toHaveLength(25);
    // The page was 35.0 KB of JSON with every field spelled out, 26.1 KB without the usual values.
    expect(bytes).toBeLessThanOrEqual(15 * 1024);
    expectLeanRows(
      raw,
      data.map((item) => item.thread),
    );
    // Most seeded rows are not starred and not trashed: those keys are absent on the wire; an item's thread
    // names its inbox event only when it is another than the item.
    expect(data.some((item) => !('is_starred' in item.thread))).toBe(true);
    expect(data.every((item) => !('trashed_date' in item.thread))).toBe(true);
    expect(data.every((item) => !('inbox_event_id' in item.thread))).toBe(true);

    // The contract's parse (the api-client's) gives whole rows back: the same people, dates and flags the
    // open thread has.
    const parsed = endpoints.listInboxEvents.response.parse(raw);
    for (const item of parsed.data) {
      expect(typeof item.thread.is_starred).toBe('boolean');
      expect(item.thread.trashed_date).toBeNull();
      expect(item.thread.inbox_event_id).toBe(item.id);
      expect(Array.isArray(item.message_reactions)).toBe(true);
    }
    for (const item of parsed.data.slice(0, 5)) {
      const thread = JSON.parse((await wire(`/threads/${item.thread.id}`, false)).bytes.toString('utf8'));
      expect(item.thread.senders).toEqual(thread.senders);
      expect(item.thread.assignee).toEqual(thread.assignee);
      expect(item.thread.last_activity).toEqual(thread.last_activity);
      expect(item.thread.number_of_messages).toBe(thread.number_of_messages);
      expect(item.thread.category).toBe(thread.category);
      expect(item.thread.attachments.map((a) => a.name)).toEqual(
        thread.attachments.map((a: { name: string }) => a.name),
      );
    }
    // The thread endpoint still answers the whole thread, defaults and people spelled out.
    const id = parsed.data[0]?.thread.id as string;
    const thread = JSON.parse((await wire(`/threads/${id}`, false)).bytes.toString('utf8'));
    expect(thread).toHaveProperty('is_starred');
    expect(thread).toHaveProperty('followers');
    expect(thread.last_activity.author).toHaveProperty('email');
  });

  it('every list of threads answers lean rows: folders, search, channel, label and split lists', async () => {
    const labels = endpoints.listLabels.response.parse((await wireJson('/self/labels')).json);
    const label = labels.data[0]?.id as string;
    const channels = endpoints.listSelfChannels.response.parse((await wireJson('/self/channels')).json);
    const channel = channels.data[0]?.id as string;
    const paths = [
      '/self/all_threads?limit=25',
      '/self/sent_threads?limit=25',
      `/self/filtered_threads?limit=25&query=${encodeURIComponent('has:attachment')}`,
      `/self/thread_search?query=${encodeURIComponent('invoice')}`,
      `/channels/${channel}/threads?limit=25`,
      '/self/inbox_events?limit=25&category=updates',
    ];
    if (label) paths.push(`/labels/${label}/threads?limit=25`);
    for (const path of paths) {
      const { json } = await wireJson(path);
      const data = json.data as (WireRow | { thread: WireRow })[];
      expect(data.length, path).toBeGreaterThan(0);
      expectLeanRows(
        json,
        data.map((row): WireRow => ('thread' in row ? (row.thread as WireRow) : (row as WireRow))),
      );
    }
  });

  it("a row's last activity is the open thread's: the last visible message (a private comment after it, not a scheduled send), its snippet from the body's start", async () => {
    const alice = SEED_IDS.user('alice');
    const bob = SEED_IDS.user('bob');
    const client = await server.as(alice);
    const first = await client.call('listAllThreads', { query: { limit: 25 } });
    expect(first.status).toBe(200);
    const target = first.body.data[3];
    if (!target) throw new Error('the seed has fewer than 4 threads');
    const at = new Date(Date.parse(target.last_activity.date) + 60_000);
    const later = (ms: number) => new Date(at.getTime() + ms);
    await server.db
      .insertInto('messages')
      .values([
        {
          id: 'msg_snippet_private',
          thread_id: target.id,
          organization_id: SEED_IDS.acme,
          type: 'private',
          sender_user_id: bob,
          sender_email: 'bob@acme.test',
          body_text: `   ${'  \n '.repeat(300)}Only   for\n the team: ${'word '.repeat(400)}`,
          state: 'committed',
          creation_date: at,
        },
        {
          id: 'msg_snippet_scheduled',
          thread_id: target.id,
          organization_id: SEED_IDS.acme,
          type: 'main',
          sender_user_id: alice,
          sender_email: 'alice@acme.test',
          body_text: 'Sent tomorrow',
          state: 'scheduled',
          scheduled_date: later(86_400_000),
          creation_date: later(1000),
        },
      ])
      .execute();
    await server.db
      .updateTable('threads')
      .set({ last_activity_at: at })
      .where('id', '=', target.id)
      .execute();
    // Every row of the first pages of two lists says what the open thread says.
    for (const name of ['listAllThreads', 'listInboxEvents'] as const) {
      const page = await client.call(name, { query: { limit: 25 } });
      expect(page.status).toBe(200);
      const rows = page.body.data.map((row) => ('thread' in row ? row.thread : row));
      expect(rows.length).toBe(25);
      for (const row of rows) {
        const open = await client.call('getThread', { params: { thread_id: row.id } });
        expect(row.last_activity, `${name} ${row.id}`).toEqual(open.body.last_activity);
        expect(row.number_of_messages).toBe(open.body.number_of_messages);
      }
    }
    const row = (await client.call('listAllThreads', { query: { limit: 25 } })).body.data.find(
      (r) => r.id === target.id,
    );
    expect(row?.last_activity).toMatchObject({
      message_id: 'msg_snippet_private',
      is_private: true,
      snippet: expect.stringMatching(/^Only for the team: word word/),
    });
  });

  it('compresses answers of 1 KB or more when the client accepts gzip, not smaller ones', async () => {
    const page = await wire('/self/inbox_events?limit=25', true);
    expect(page.encoding).toBe('gzip');
    const plain = await wire('/self/inbox_events?limit=25', false);
    expect(page.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3);
    const small = await wire('/self/labels', true);
    const smallPlain = await wire('/self/labels', false);
    expect(smallPlain.bytes.byteLength).toBeLessThan(1024);
    expect(small.encoding).toBeUndefined();
  });
});
