/**
 * `pnpm --filter @switchboard/server bench`: seeds 100,000 messages in 20,000 threads (kept in
 * `<data dir>/bench` between runs), then prints p50/p95 latency of the API's hot calls beside the time of
 * the bare SQL each one runs (its floor), and the requests per second of the inbox page under loopback load.
 */
import path from 'node:path';
import { parseSearchQuery } from '@switchboard/domain';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { threadVisibleTo } from '../src/access/visibility.js';
import { findAccountById } from '../src/auth/auth-user.js';
import { loadConfig } from '../src/config.js';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import { compileSearch } from '../src/search/compile-search.js';
import { isDatabaseEmpty, SEED_IDS, seedDatabase } from '../src/seed/seed.js';
import { createServer } from '../src/server.js';
import { signIn } from '../test/helpers/sign-in.js';

const THREADS = Number(process.env.BENCH_THREADS ?? 20_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const NOW = new Date();

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(run: () => Promise<unknown>, n = ITERATIONS): Promise<number[]> {
  for (let i = 0; i < 3; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

const fmt = (ms: number) => `${ms.toFixed(1).padStart(7)} ms`;

const dataDir = path.join(loadConfig().dataDir, 'bench');
const db = await openDatabase({ kind: 'pglite', dataDir });
await migrateToLatest(db);
if (await isDatabaseEmpty(db)) {
  console.log(`Seeding ${THREADS} threads into ${dataDir} (once; later runs reuse it)...`);
  const start = Date.now();
  const summary = await seedDatabase(db, {
    now: NOW,
    acmeThreads: THREADS,
    messagesPerThread: [4, 8],
    globexThreads: 50,
  });
  console.log(
    `Seeded ${summary.threads} threads and ${summary.messages} messages in ${((Date.now() - start) / 1000).toFixed(0)} s.`,
  );
}
const counts = await sql<{
  threads: number;
  messages: number;
}>`select (select count(*) from threads)::int as threads, (select count(*) from messages)::int as messages`.execute(
  db,
);
console.log(`Database: ${counts.rows[0]?.threads} threads, ${counts.rows[0]?.messages} messages.`);

// Measured as in production: answers are not re-validated against their schemas.
const server = await createServer({
  db,
  port: 0,
  host: '127.0.0.1',
  seed: false,
  scheduler: false,
  config: { validateResponses: false },
  logger: { log: () => {}, error: console.error },
});
const token = (await signIn(server.url, SEED_IDS.user('alice'))).access_token;
const headers = { authorization: `Bearer ${token}` };
const get = async (p: string) => {
  const response = await fetch(`${server.url}/api${p}`, { headers });
  if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
};
const user = await findAccountById(db, SEED_IDS.user('alice'));
if (!user) throw new Error('alice missing');

const inbox = (await get('/self/inbox_events?limit=25')) as { data: { thread: { id: string } }[] };
const threadIds = inbox.data.map((i) => i.thread.id);
let next = 0;
const someThread = () => threadIds[next++ % threadIds.length] as string;

const plain = 'renewal';
const operators = 'from:nina has:attachment newer_than:3m';
const floorSearch = (text: string) => {
  const parsed = parseSearchQuery(text);
  if (!parsed.ok) throw new Error('bad query');
  return db
    .selectFrom('threads')
    .select('threads.id')
    .where(threadVisibleTo(user))
    .where('threads.trashed_at', 'is', null)
    .where('threads.is_spam', '=', false)
    .where(compileSearch(parsed.query, { user, now: new Date() }))
    .orderBy('threads.last_activity_at', 'desc')
    .limit(25)
    .execute();
};

const cases: { name: string; api: () => Promise<unknown>; floor: () => Promise<unknown> }[] = [
  {
    name: 'inbox events page (25)',
    api: () => get('/self/inbox_events?limit=25'),
    floor: () =>
      db
        .selectFrom('inbox_items')
        .innerJoin('threads', 'threads.id', 'inbox_items.thread_id')
        .select(['inbox_items.id', 'inbox_items.thread_id'])
        .where('inbox_items.user_id', '=', user.id)
        .where('threads.trashed_at', 'is', null)
        .orderBy('inbox_items.last_date', 'desc')
        .limit(25)
        .execute(),
  },
  {
    name: 'thread + its messages',
    api: async () => {
      const id = someThread();
      await Promise.all([get(`/threads/${id}`), get(`/threads/${id}/messages`)]);
    },
    floor: async () => {
      const id = someThread();
      await Promise.all([
        db.selectFrom('threads').selectAll().where('id', '=', id).execute(),
        db.selectFrom('messages').selectAll().where('thread_id', '=', id).orderBy('creation_date').execute(),
      ]);
    },
  },
  {
    name: `search "${plain}"`,
    api: () => get(`/self/filtered_threads?query=${encodeURIComponent(plain)}`),
    floor: () => floorSearch(plain),
  },
  {
    name: `search "${operators}"`,
    api: () => get(`/self/filtered_threads?query=${encodeURIComponent(operators)}`),
    floor: () => floorSearch(operators),
  },
];

console.log(
  `\n${'call'.padEnd(52)}${'API p50'.padStart(11)}${'API p95'.padStart(11)}${'SQL p50'.padStart(11)}${'SQL p95'.padStart(11)}`,
);
for (const c of cases) {
  const api = await time(c.api);
  const floor = await time(c.floor);
  console.log(
    `${c.name.padEnd(52)}${fmt(percentile(api, 50))}${fmt(percentile(api, 95))}${fmt(percentile(floor, 50))}${fmt(percentile(floor, 95))}`,
  );
}

const load = await autocannon({
  url: `${server.url}/api/self/inbox_events?limit=25`,
  connections: 8,
  duration: 10,
  headers,
});
console.log(
  `\nLoad (autocannon, 8 connections, 10 s, loopback): inbox page ${load.requests.average.toFixed(0)} req/s, latency p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${load.non2xx} non-2xx.`,
);
await server.close();
await db.destroy();
