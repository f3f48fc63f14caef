/**
 * `pnpm --filter @switchboard/server bench`
 *
 * 1. A fresh in-memory PGlite, migrated by the server's migration runner, with the demo workspace's users,
 *    channels and labels (the server's seed) plus 100,000 messages in 20,000 Acme threads (bench/bulk-seed.ts).
 * 2. The real HTTP server on 127.0.0.1 (random port), a bearer token from the embedded OIDC provider through
 *    the same authorization-code + PKCE flow the route tests use.
 * 3. p50/p95 of sequential API calls, each beside its floor: the same listing SQL run directly through
 *    Kysely against the same database (built with the server's own visibility rule and search compiler).
 * 4. Requests per second of the inbox page under loopback load (autocannon).
 *
 * Timings depend on the machine: the bench prints medians and ratios and asserts none of them.
 * Knobs (environment): BENCH_THREADS, BENCH_MESSAGES, BENCH_ITERATIONS, BENCH_WARMUP, BENCH_BUDGET_MS,
 * BENCH_LOAD_SECONDS, BENCH_LOAD_CONNECTIONS, BENCH_VALIDATE_RESPONSES=1 (the development-mode response check).
 */

import { createRequire } from 'node:module';
import net from 'node:net';
import { historyCutoff } from '@switchboard/domain';
import { sql } from 'kysely';
import { notSpamFor } from '../src/access/spam.js';
import { threadVisibleTo } from '../src/access/visibility.js';
import { type AuthUser, findAccountById } from '../src/auth/auth-user.js';
import { type Db, migrateToLatest, openDatabase } from '../src/db/database.js';
import { requireVisibleThread } from '../src/routes/load.js';
import { compileSearch } from '../src/search/compile-search.js';
import { mentionsTrashOrSpam, parseQueryOrThrow } from '../src/search/parse.js';
import { SEED_IDS, seedDatabase } from '../src/seed/seed.js';
import { createServer } from '../src/server.js';
import { signIn } from '../test/helpers/sign-in.js';
import { seedBulk } from './bulk-seed.js';
import { formatTable, type Row, type Sampling, sample } from './measure.js';

/** The slice of autocannon's API used here (the package ships no types). */
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const THREADS = env('BENCH_THREADS', 20_000);
const MESSAGES = env('BENCH_MESSAGES', 100_000);
const SAMPLING: Sampling = {
  warmup: env('BENCH_WARMUP', 20),
  iterations: env('BENCH_ITERATIONS', 200),
  budgetMs: env('BENCH_BUDGET_MS', 12_000),
  minIterations: 30,
};
const LOAD_SECONDS = env('BENCH_LOAD_SECONDS', 10);
const LOAD_CONNECTIONS = env('BENCH_LOAD_CONNECTIONS', 10);
const PAGE = 25;
const PLAIN_QUERY = 'renewal';
const OPERATOR_QUERY = 'from:nina has:attachment newer_than:30d budget';

const secondsSince = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** A free loopback port, so the server's public URL (and the token issuer) is 127.0.0.1 as well. */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The SQL of `listInboxEvents` (skeleton.ts): the first page of inbox items with its window count. */
function inboxFloor(db: Db, user: AuthUser) {
  return db
    .selectFrom('inbox_items')
    .innerJoin('threads', 'threads.id', 'inbox_items.thread_id')
    .leftJoin('thread_user_states as tus', (join) =>
      join.onRef('tus.thread_id', '=', 'inbox_items.thread_id').on('tus.user_id', '=', user.id),
    )
    .where('inbox_items.user_id', '=', user.id)
    .where('threads.organization_id', '=', user.organization_id ?? '\u0000')
    .where('threads.trashed_at', 'is', null)
    .where((eb) => eb.or([eb('tus.is_spam', 'is', null), eb('tus.is_spam', '=', false)]))
    .select([
      'inbox_items.id',
      'inbox_items.type',
      'inbox_items.thread_id',
      'inbox_items.initial_date',
      'tus.snooze_start_date',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .orderBy('inbox_items.last_date', 'desc')
    .orderBy('inbox_items.id', 'desc')
    .limit(PAGE)
    .execute();
}

/** The SQL of `getThread` + `listThreadMessages`: both visibility checks, the messages page and its count. */
async function threadFloor(db: Db, user: AuthUser, threadId: string) {
  await requireVisibleThread(db, user, threadId);
  await requireVisibleThread(db, user, threadId);
  const base = db
    .selectFrom('messages')
    .where('thread_id', '=', threadId)
    .where('type', '=', 'main')
    .where((eb) => eb.or([eb('state', '!=', 'scheduled'), eb('sender_user_id', '=', user.id)]));
  return Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('creation_date', 'asc').orderBy('id', 'asc').limit(30).execute(),
  ]);
}

/**
 * The SQL of `listFilteredThreads` (thread-lists.ts `threadPage`): the first page of thread ids with its
 * window count. Answers the total (0 when nothing matches, as the handler does on the first page).
 */
async function searchFloor(db: Db, user: AuthUser, text: string, now: Date): Promise<number> {
  const search = parseQueryOrThrow(text);
  let base = db
    .selectFrom('threads')
    .where(threadVisibleTo(user))
    .where(compileSearch(search, { user, now }));
  if (!mentionsTrashOrSpam(text)) {
    base = base.where('threads.trashed_at', 'is', null).where(notSpamFor(user.id));
  }
  const cutoff = historyCutoff('search', { now, isPaying: !user.free_plan });
  if (cutoff) base = base.where('threads.last_activity_at', '>=', cutoff);
  const rows = await base
    .select(['threads.id', sql<number>`count(*) over ()`.as('total')])
    .orderBy('threads.last_activity_at', 'desc')
    .orderBy('threads.id', 'desc')
    .limit(PAGE)
    .execute();
  return Number(rows[0]?.total ?? 0);
}

async function main(): Promise<void> {
  const now = new Date();
  console.log(`Switchboard server bench (${new Date().toISOString()}, Node ${process.version})`);

  // 1. Fresh database and data.
  let start = performance.now();
  const db = await openDatabase({ kind: 'memory' });
  await migrateToLatest(db);
  await seedDatabase(db, { now, acmeThreads: 0, globexThreads: 0 });
  console.log(`Database: in-memory PGlite, migrated and demo workspace seeded in ${secondsSince(start)}`);
  start = performance.now();
  let lastReport = start;
  const bulk = await seedBulk(db, {
    now,
    threads: THREADS,
    messages: MESSAGES,
    onProgress: (done) => {
      if (performance.now() - lastReport > 15_000) {
        lastReport = performance.now();
        console.log(`  ... ${done} / ${THREADS} threads (${secondsSince(start)})`);
      }
    },
  });
  const counts = await sql<{ threads: number; messages: number; inbox: number }>`
    select (select count(*) from threads where organization_id = ${SEED_IDS.acme})::int as threads,
      (select count(*) from messages where organization_id = ${SEED_IDS.acme})::int as messages,
      (select count(*) from inbox_items where user_id = ${SEED_IDS.user('alice')})::int as inbox
  `.execute(db);
  const c = counts.rows[0];
  const s = (v: number) => `${(v / 1000).toFixed(1)} s`;
  console.log(
    `Seeded ${bulk.messages} messages in ${bulk.threads} threads (${bulk.attachments} attachments) in ${secondsSince(start)} ` +
      `(inserts ${s(bulk.insertMs)}, search text and tsvector ${s(bulk.searchMs)}, GIN index build ${s(bulk.indexMs)}).\n` +
      `Acme holds ${c?.threads} threads and ${c?.messages} messages; alice's inbox has ${c?.inbox} items.`,
  );

  // 2. The real server on loopback, and a token from its OIDC provider.
  const port = await freeLoopbackPort();
  const origin = `http://127.0.0.1:${port}`;
  const validate = process.env.BENCH_VALIDATE_RESPONSES === '1';
  const server = await createServer({
    db,
    port,
    host: '127.0.0.1',
    seed: false,
    scheduler: false,
    now: () => now,
    config: { publicUrl: origin, webDistDir: '/nonexistent', validateResponses: validate },
    logger: { log: () => {}, error: (...args: unknown[]) => console.error(...args) },
  });
  let exitCode = 0;
  try {
    const aliceId = SEED_IDS.user('alice');
    const token = (await signIn(server.url, aliceId)).access_token;
    const user = await findAccountById(db, aliceId);
    if (!user) throw new Error('the seeded user alice is missing');
    const headers = { authorization: `Bearer ${token}` };
    let retries = 0;
    const get = async (path: string) => {
      let response: Response;
      try {
        response = await fetch(`${origin}/api${path}`, { headers });
      } catch (error) {
        // A keep-alive socket the server closed while idle (between two cases) resets once: retry then.
        if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
        retries++;
        response = await fetch(`${origin}/api${path}`, { headers });
      }
      const body = await response.text();
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
      return body;
    };
    console.log(
      `Server: ${origin} (response validation ${validate ? 'on' : 'off, as in production'}); signed in as alice.`,
    );

    // Threads to open: alice's bulk threads, spread over the whole set.
    const threadIds = (
      await db
        .selectFrom('thread_followers')
        .select('thread_id')
        .where('user_id', '=', aliceId)
        .where('thread_id', 'like', 'thr_b%')
        .orderBy('thread_id')
        .execute()
    )
      .map((r) => r.thread_id)
      .filter((_, i, all) => i % Math.max(1, Math.floor(all.length / 500)) === 0);
    if (threadIds.length === 0) throw new Error('alice follows no bulk thread');
    const threadAt = (i: number) => threadIds[i % threadIds.length] as string;

    // Sanity: the API and the floor SQL agree on what the searches find.
    for (const text of [PLAIN_QUERY, OPERATOR_QUERY]) {
      const api = JSON.parse(
        await get(`/self/filtered_threads?limit=${PAGE}&query=${encodeURIComponent(text)}`),
      ) as {
        meta: { total_count: number };
      };
      const total = await searchFloor(db, user, text, now);
      if (Number(total) !== api.meta.total_count) {
        throw new Error(`"${text}": the API counts ${api.meta.total_count} threads, the floor SQL ${total}`);
      }
      console.log(`Search "${text}": ${total} matching threads.`);
    }

    // 3. Latency beside the floor.
    console.log(
      `\nSequential calls: ${SAMPLING.warmup} warm-up, then up to ${SAMPLING.iterations} (at most ${SAMPLING.budgetMs / 1000} s each)...`,
    );
    const cases: {
      name: string;
      api: (i: number) => Promise<unknown>;
      floor: (i: number) => Promise<unknown>;
    }[] = [
      {
        name: `inbox events page (${PAGE})`,
        api: () => get(`/self/inbox_events?limit=${PAGE}`),
        floor: () => inboxFloor(db, user),
      },
      {
        name: 'thread + its messages',
        api: async (i) => {
          const id = threadAt(i);
          await get(`/threads/${id}`);
          await get(`/threads/${id}/messages`);
        },
        floor: (i) => threadFloor(db, user, threadAt(i)),
      },
      {
        name: `search "${PLAIN_QUERY}"`,
        api: () => get(`/self/filtered_threads?limit=${PAGE}&query=${encodeURIComponent(PLAIN_QUERY)}`),
        floor: () => searchFloor(db, user, PLAIN_QUERY, now),
      },
      {
        name: `search "${OPERATOR_QUERY}"`,
        api: () => get(`/self/filtered_threads?limit=${PAGE}&query=${encodeURIComponent(OPERATOR_QUERY)}`),
        floor: () => searchFloor(db, user, OPERATOR_QUERY, now),
      },
    ];
    const rows: Row[] = [];
    for (const test of cases) {
      const api = await sample(test.api, SAMPLING);
      const floor = await sample(test.floor, SAMPLING);
      rows.push({
        name: test.name,
        n: api.times.length,
        p50: api.p50,
        p95: api.p95,
        floorN: floor.times.length,
        floorP50: floor.p50,
        floorP95: floor.p95,
      });
      console.log(`  ${test.name}: done (${api.times.length} API calls, ${floor.times.length} floor runs)`);
    }

    // 4. Throughput of the inbox page.
    console.log(`\nLoad: autocannon, ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s on ${origin}...`);
    const load = await autocannon({
      url: `${origin}/api/self/inbox_events?limit=${PAGE}`,
      connections: LOAD_CONNECTIONS,
      duration: LOAD_SECONDS,
      headers,
    });

    console.log(`\nLatency (ms; floor = the endpoint's listing SQL run directly; ratio = p50 / floor p50)\n`);
    console.log(formatTable(rows));
    console.log(
      `\nInbox page under load: ${load.requests.average.toFixed(1)} req/s (${load.requests.total} requests), ` +
        `latency p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms; ` +
        `${load.non2xx} non-2xx, ${load.errors} errors, ${load.timeouts} timeouts.`,
    );
    // autocannon stops at its deadline with requests still in flight: let the server finish them before
    // the database closes under them.
    await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 500 + 2 * load.latency.p99)));
    await get(`/self/inbox_events?limit=${PAGE}`);
    if (retries > 0) console.log(`(${retries} request(s) retried once after an idle keep-alive reset.)`);
    if (load.non2xx > 0 || load.errors > 0) {
      console.error('The load run had failed requests.');
      exitCode = 1;
    }
  } finally {
    await server.close();
    await db.destroy();
  }
  process.exitCode = exitCode;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
