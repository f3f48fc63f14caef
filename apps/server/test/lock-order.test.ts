import { CANCEL_TOKEN_HEADER } from '@switchboard/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RetryingKysely } from '../src/db/retrying-kysely.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

/**
 * One lock order for every multi-row write (docs/CONCURRENCY.md): bulk actions naming the same threads in
 * opposite orders, at the same moment, from two tabs of one member and from teammates, with undos, never
 * deadlock. On PostgreSQL (TEST_DATABASE_URL) a deadlock is retried by the transaction boundary and so
 * never reaches the caller; this test watches the boundary itself and fails on the first `40P01` it
 * retries. On PGlite (one session) it checks the same writes end as the last acknowledged ones left them.
 */
const THREADS = 12;
const ROUNDS = Number(process.env.LOCK_ORDER_TEST_ROUNDS ?? 25);
const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');

let server: TestServer;
const retried: string[] = [];
const threadIds: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  if (server.db instanceof RetryingKysely) {
    server.db.retryOptions = {
      ...server.db.retryOptions,
      onRetry: (_attempt, error) => retried.push(String((error as { code?: unknown }).code)),
    };
  }
  const a = await server.as(alice);
  for (let i = 0; i < THREADS; i += 1) {
    const created = await a.call('createThread', {
      body: {
        thread_id: `thr_order_${String(i).padStart(2, '0')}`,
        message_id: `msg_order_${i}`,
        message_body: `<p>Lock order ${i}</p>`,
        thread_title: `Lock order ${i}`,
        internal_recipients: [{ user_id: bob, type: 'to' as const }],
      },
    });
    expect(created.status).toBe(201);
    threadIds.push(created.body.id);
  }
});
afterAll(async () => {
  await server?.close();
});

async function labelsOf(client: TestClient): Promise<string[]> {
  const labels = await client.call('listLabels');
  return labels.body.data.slice(0, 2).map((l) => l.id);
}

describe('bulk writes take their locks in one order', () => {
  it(`bulk label, star, archive and undo over the same ${THREADS} threads in opposite orders: no deadlock`, async () => {
    const a1 = await server.as(alice);
    const a2 = await server.as(alice);
    const b = await server.as(bob);
    const aliceLabels = await labelsOf(a1);
    const bobLabels = await labelsOf(b);
    const forward = [...threadIds];
    const backward = [...threadIds].reverse();
    const statuses: number[] = [];
    const call = async (
      client: TestClient,
      name:
        | 'addThreadsLabels'
        | 'removeThreadsLabels'
        | 'starThreads'
        | 'unstarThreads'
        | 'addThreadsToInbox',
      ids: string[],
      labels: string[],
      undo: boolean,
    ) => {
      const answer = await client.call(name, {
        body:
          name === 'addThreadsLabels' || name === 'removeThreadsLabels'
            ? { thread_ids: ids, label_ids: labels }
            : { thread_ids: ids },
      });
      statuses.push(answer.status);
      if (undo && answer.status === 204) {
        const cancelled = await client.call('cancelCommand', {
          body: { cancel_token: answer.headers.get(CANCEL_TOKEN_HEADER) ?? '' },
        });
        statuses.push(cancelled.status === 404 ? 204 : cancelled.status);
      }
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const undo = round % 3 === 2;
      await Promise.all([
        call(a1, 'addThreadsLabels', forward, aliceLabels, undo),
        call(a2, 'addThreadsLabels', backward, [...aliceLabels].reverse(), false),
        call(b, 'starThreads', backward, [], undo),
        call(a1, 'starThreads', forward, [], false),
        call(a2, 'addThreadsToInbox', backward, [], undo),
        call(b, 'addThreadsLabels', forward, bobLabels, false),
      ]);
      await Promise.all([
        call(a2, 'removeThreadsLabels', forward, aliceLabels, undo),
        call(a1, 'removeThreadsLabels', backward, aliceLabels, false),
        call(b, 'unstarThreads', forward, [], false),
        call(a2, 'unstarThreads', backward, [], undo),
        call(b, 'removeThreadsLabels', backward, bobLabels, false),
      ]);
    }
    expect(
      statuses.filter((s) => s !== 204),
      'every bulk write and undo answered 204',
    ).toEqual([]);
    expect(
      retried.filter((code) => code === '40P01'),
      'deadlocks the transaction boundary had to retry',
    ).toEqual([]);

    // The last round removed every label and star: nothing of them is left on any thread.
    for (const [client, labels] of [
      [a1, aliceLabels],
      [b, bobLabels],
    ] as const) {
      for (const id of threadIds) {
        const view = await client.call('getThread', { params: { thread_id: id } });
        expect(view.status).toBe(200);
        expect(view.body.is_starred, `star of ${id}`).toBe(false);
        expect(
          view.body.label_ids.filter((l) => labels.includes(l)),
          `labels of ${id}`,
        ).toEqual([]);
      }
    }
  }, 300_000);
});
