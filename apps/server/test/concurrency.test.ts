import { CANCEL_TOKEN_HEADER } from '@switchboard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDS } from '../src/seed/seed.js';
import { type Answer, isLoadShedRefusal } from './helpers/load-shed-refusal.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

/**
 * A team working the same busy threads at the same moment (issue 22): 8 writers, two per member of
 * Acme, reply, star, label, archive and undo on the same 20 threads at once for 20 s (on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set). No answer may be a server error, and afterwards every
 * acknowledged write must be visible and each thread's counts must agree with its rows.
 *
 * A load-shed refusal (503 `unavailable` with a `Retry-After`, docs/CONCURRENCY.md) is a correct answer,
 * not an error: the write did nothing, so the writer counts it apart, expects nothing of it and goes on.
 * Any other 5xx (a 500, a 503 without `Retry-After` or with another body) fails the test.
 *
 * So that the final state of every (member, thread) is known, each member's two writers split the
 * threads for state changes (even / odd), and replies are addressed to alice and bob only, so that
 * nothing but carol's and dave's own writers changes their inboxes.
 */
const DURATION_MS = Number(process.env.CONCURRENCY_TEST_MS ?? 20_000);
const THREADS = 20;
const MEMBERS = ['alice', 'bob', 'carol', 'dave'].map((key) => SEED_IDS.user(key));
const [alice, bob, carol, dave] = MEMBERS as [string, string, string, string];
const ARCHIVERS = new Set([carol, dave]);
/** The seed of the writers' random choices; a failure names it. */
const SEED = Number(process.env.CONCURRENCY_TEST_SEED ?? 22);

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let server: TestServer;
const clients = new Map<string, TestClient>();
const threadIds: string[] = [];
const labelOf = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  for (const id of MEMBERS) {
    const client = await server.as(id);
    clients.set(id, client);
    const labels = await client.call('listLabels');
    const label = labels.body.data[0];
    if (!label) throw new Error(`${id} has no label in the seed`);
    labelOf.set(id, label.id);
  }
  const a = clients.get(alice) as TestClient;
  for (let i = 0; i < THREADS; i += 1) {
    const id = `thr_busy_${i}`;
    const created = await a.call('createThread', {
      body: {
        thread_id: id,
        message_id: `msg_busy_${i}`,
        message_body: `<p>Busy customer thread ${i}</p>`,
        thread_title: `Busy thread ${i}`,
        internal_recipients: [bob, carol, dave].map((user_id) => ({ user_id, type: 'to' as const })),
      },
    });
    expect(created.status).toBe(201);
    threadIds.push(id);
  }
});
afterAll(async () => {
  await server?.close();
});

interface Expected {
  /** Replies acknowledged and not undone, by thread. */
  replies: Map<string, Set<string>>;
  /** `${user} ${thread}` -> starred / labelled / in the inbox, as the last acknowledged write left it. */
  starred: Map<string, boolean>;
  labelled: Map<string, boolean>;
  inInbox: Map<string, boolean>;
}

interface Tally {
  calls: number;
  /** Well-formed load-shed refusals (503 `unavailable` + `Retry-After`): allowed, reported apart. */
  refused: number;
  serverErrors: string[];
  otherFailures: string[];
}

const key = (user: string, thread: string) => `${user} ${thread}`;

async function writer(
  user: string,
  lane: number,
  seed: number,
  until: number,
  expected: Expected,
  tally: Tally,
): Promise<void> {
  const client = clients.get(user) as TestClient;
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const own = threadIds.filter((_id, index) => index % 2 === lane);
  let sequence = 0;

  const check = (name: string, answer: Answer, ok: number) => {
    tally.calls += 1;
    if (isLoadShedRefusal(answer)) tally.refused += 1;
    else if (answer.status >= 500)
      tally.serverErrors.push(`${name} by ${user}: ${answer.status} ${JSON.stringify(answer.body)}`);
    else if (answer.status !== ok) tally.otherFailures.push(`${name} by ${user}: ${answer.status}`);
    return answer.status === ok;
  };
  const undo = async (headers: Headers) => {
    const answer = await client.call('cancelCommand', {
      body: { cancel_token: headers.get(CANCEL_TOKEN_HEADER) ?? '' },
    });
    return check('cancelCommand', answer, 204);
  };
  const wantsUndo = () => random() < 0.2;

  while (Date.now() < until) {
    const roll = random();
    if (roll < 0.4) {
      const thread = pick(threadIds);
      const id = `msg_${user}_${lane}_${++sequence}`;
      const to = [alice, bob].filter((u) => u !== user);
      const reply = await client.call('postThreadMessage', {
        params: { thread_id: thread },
        body: {
          id,
          message_body: `<p>Reply ${sequence} from ${user}</p>`,
          internal_recipients: to.map((user_id) => ({ user_id, type: 'to' as const })),
        },
      });
      if (!check('postThreadMessage', reply, 201)) continue;
      expected.replies.get(thread)?.add(id);
      if (wantsUndo() && (await undo(reply.headers))) expected.replies.get(thread)?.delete(id);
    } else if (roll < 0.65) {
      const thread = pick(own);
      const k = key(user, thread);
      const before = expected.starred.get(k) ?? false;
      const answer = await client.call(before ? 'unstarThreads' : 'starThreads', {
        body: { thread_ids: [thread] },
      });
      if (!check('star', answer, 204)) continue;
      expected.starred.set(k, !before);
      if (wantsUndo() && (await undo(answer.headers))) expected.starred.set(k, before);
    } else if (roll < 0.85 || !ARCHIVERS.has(user)) {
      const thread = pick(own);
      const k = key(user, thread);
      const before = expected.labelled.get(k) ?? false;
      const answer = await client.call(before ? 'removeThreadsLabels' : 'addThreadsLabels', {
        body: { thread_ids: [thread], label_ids: [labelOf.get(user) as string] },
      });
      if (!check('label', answer, 204)) continue;
      expected.labelled.set(k, !before);
      if (wantsUndo() && (await undo(answer.headers))) expected.labelled.set(k, before);
    } else {
      const thread = pick(own);
      const k = key(user, thread);
      const before = expected.inInbox.get(k) ?? true;
      let answer: Answer;
      if (before) {
        const view = await client.call('getThread', { params: { thread_id: thread } });
        if (!check('getThread', view, 200)) continue;
        const item = view.body.inbox_event_id;
        if (!item) {
          tally.otherFailures.push(`${user} lost ${thread} from the inbox`);
          continue;
        }
        answer = await client.call('removeInboxEventFromInbox', { params: { inbox_item_id: item } });
      } else {
        answer = await client.call('addThreadsToInbox', { body: { thread_ids: [thread] } });
      }
      if (!check('archive', answer, 204)) continue;
      expected.inInbox.set(k, !before);
      if (wantsUndo() && (await undo(answer.headers))) expected.inInbox.set(k, before);
    }
  }
}

async function allMessages(client: TestClient, thread: string) {
  const out: { id: string; is_unread: boolean }[] = [];
  let token: string | undefined;
  let total = 0;
  for (;;) {
    const page = await client.call('listThreadMessages', {
      params: { thread_id: thread },
      query: { limit: 30, ...(token ? { page_token: token } : {}) },
    });
    expect(page.status).toBe(200);
    out.push(...page.body.data.map((m) => ({ id: m.id, is_unread: m.is_unread })));
    total = page.body.meta.total_count ?? -1;
    if (!page.body.meta.next_page_token) return { messages: out, total };
    token = page.body.meta.next_page_token;
  }
}

async function inboxThreads(client: TestClient): Promise<Set<string>> {
  const ids = new Set<string>();
  let token: string | undefined;
  for (;;) {
    const page = await client.call('listInboxEvents', {
      query: { limit: 30, ...(token ? { page_token: token } : {}) },
    });
    for (const item of page.body.data) ids.add(item.thread.id);
    if (!page.body.meta.next_page_token) return ids;
    token = page.body.meta.next_page_token;
  }
}

describe('a team working the same busy threads at once (issue 22)', () => {
  it('counts only a 503 unavailable with Retry-After as a refusal; a 500 or a bare 503 is a server error', () => {
    const answer = (status: number, retryAfter: string | null, type: string) => ({
      status,
      headers: new Headers(retryAfter === null ? {} : { 'retry-after': retryAfter }),
      body: { error: { type, message: 'x' } },
    });
    expect(isLoadShedRefusal(answer(503, '1', 'unavailable'))).toBe(true);
    expect(isLoadShedRefusal(answer(503, null, 'unavailable'))).toBe(false);
    expect(isLoadShedRefusal(answer(503, 'soon', 'unavailable'))).toBe(false);
    expect(isLoadShedRefusal(answer(503, '1', 'internal'))).toBe(false);
    expect(isLoadShedRefusal(answer(500, '1', 'internal'))).toBe(false);
  });

  it(
    `8 writers on ${THREADS} threads for ${DURATION_MS / 1000} s: no server error, nothing acknowledged lost, counts agree (seed ${SEED})`,
    async () => {
      const expected: Expected = {
        replies: new Map(threadIds.map((id) => [id, new Set<string>()])),
        starred: new Map(),
        labelled: new Map(),
        inInbox: new Map(),
      };
      const tally: Tally = { calls: 0, refused: 0, serverErrors: [], otherFailures: [] };
      const until = Date.now() + DURATION_MS;
      await Promise.all(
        MEMBERS.flatMap((user, m) =>
          [0, 1].map((lane) => writer(user, lane, SEED * 100 + m * 2 + lane, until, expected, tally)),
        ),
      );
      await server.services.background.idle();
      console.log(
        `concurrency: ${tally.calls} calls in ${DURATION_MS / 1000} s, ${tally.refused} refused with 503 + Retry-After ` +
          `(load shed, allowed), ${tally.serverErrors.length} other 5xx, ${tally.otherFailures.length} other failures`,
      );

      expect(tally.serverErrors, 'answers with a 5xx status').toEqual([]);
      expect(tally.otherFailures, 'writes refused or lost').toEqual([]);
      expect(tally.calls, 'calls answered').toBeGreaterThan(8 * 5);

      for (const user of MEMBERS) {
        const client = clients.get(user) as TestClient;
        const inbox = ARCHIVERS.has(user) ? await inboxThreads(client) : null;
        for (const thread of threadIds) {
          const view = await client.call('getThread', { params: { thread_id: thread } });
          expect(view.status).toBe(200);
          const k = key(user, thread);
          expect(view.body.is_starred, `star of ${k}`).toBe(expected.starred.get(k) ?? false);
          expect(view.body.label_ids.includes(labelOf.get(user) as string), `label of ${k}`).toBe(
            expected.labelled.get(k) ?? false,
          );
          if (inbox) {
            expect(inbox.has(thread), `inbox of ${k}`).toBe(expected.inInbox.get(k) ?? true);
          }
          const { messages, total } = await allMessages(client, thread);
          const replies = expected.replies.get(thread) as Set<string>;
          expect(
            messages.map((m) => m.id).sort(),
            `messages of ${thread} as ${user}: the first and every reply acknowledged and not undone`,
          ).toEqual([`msg_busy_${threadIds.indexOf(thread)}`, ...replies].sort());
          expect(total, `total_count of ${thread}`).toBe(messages.length);
          expect(view.body.number_of_messages, `number_of_messages of ${k}`).toBe(messages.length);
          expect(view.body.number_of_unread_messages, `number_of_unread_messages of ${k}`).toBe(
            messages.filter((m) => m.is_unread).length,
          );
        }
      }
    },
    DURATION_MS + 120_000,
  );
});
