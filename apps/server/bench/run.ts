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
 * 5. 200 simulated users polling at the spec's intervals (doc 2 section 7: the inbox every 10 s per tab,
 *    the split list every 5 s) for 60 s: p50/p99 and errors.
 *
 * It runs on PGlite, then, when TEST_DATABASE_URL names a PostgreSQL server (the `bench` script wraps it in
 * scripts/with-postgres.mjs), on a fresh PostgreSQL database; each at every size of BENCH_SIZES (messages,
 * 5 per thread), so the growth of each figure shows. Load and polling run at the largest size only.
 * Timings depend on the machine: the bench prints medians, p95 and ratios beside the targets (issue 16)
 * and the load average, and asserts none of them.
 * Knobs (environment): BENCH_SIZES (default 10000,100000), BENCH_SIZES_PG (default BENCH_SIZES; add
 * 1000000 for the 1M column), BENCH_ITERATIONS, BENCH_WARMUP, BENCH_BUDGET_MS, BENCH_LOAD_SECONDS,
 * BENCH_LOAD_CONNECTIONS, BENCH_POLL_USERS, BENCH_POLL_SECONDS, BENCH_ONLY (pglite or postgres),
 * BENCH_VALIDATE_RESPONSES=1 (the development-mode response check).
 */

import { createRequire } from 'node:module';
import { historyCutoff } from '@switchboard/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import { inboxItemsOf } from '../src/access/inbox-items.js';
import { notSpamFor } from '../src/access/spam.js';
import { threadVisibleTo } from '../src/access/visibility.js';
import { type AuthUser, findAccountById } from '../src/auth/auth-user.js';
import { type Db, migrateToLatest, openDatabase } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { firstPageAndCount, LIST_COUNT_CAP, timestampKeySql } from '../src/http/pagination.js';
import { requireVisibleThread } from '../src/routes/load.js';
import { compileSearch } from '../src/search/compile-search.js';
import { mentionsTrashOrSpam, parseQueryOrThrow } from '../src/search/parse.js';
import { SEED_IDS, seedDatabase } from '../src/seed/seed.js';
import { createServer } from '../src/server.js';
import { MESSAGE_VIEW_COLUMNS } from '../src/views/message-view.js';
import { signIn } from '../test/helpers/sign-in.js';
import { seedBulk } from './bulk-seed.js';
import { freshPostgres } from './fresh-postgres.js';
import {
  benchServerOptions,
  formatTable,
  freeLoopbackPort,
  loadAverage,
  percentile,
  type Row,
  type Sampling,
  sample,
} from './measure.js';

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

const sizes = (name: string, fallback: string) =>
  (process.env[name] ?? fallback).split(',').map((v) => {
    const n = Number(v.trim());
    if (!Number.isInteger(n) || n < 1000)
      throw new Error(`${name}: sizes are message counts of at least 1000`);
    return n;
  });
const SIZES = sizes('BENCH_SIZES', '10000,100000');
const SIZES_PG = sizes('BENCH_SIZES_PG', SIZES.join(','));
const POLL_USERS = env('BENCH_POLL_USERS', 200);
const POLL_SECONDS = env('BENCH_POLL_SECONDS', 60);
const ONLY = process.env.BENCH_ONLY;
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

/** A capped count as the lists run it: the rows of `query` up to the cap, in its order. */
async function cappedCount(db: Db, query: { as: (alias: 'capped') => never }): Promise<number> {
  const row = await db
    .selectFrom(query.as('capped'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The SQL of `listInboxEvents` (skeleton.ts) for the first page: 26 rows by key (the 26th says whether a
 * next page exists) and, when the page is full, the capped count. Answers the total as the API does.
 */
async function inboxFloor(db: Db, user: AuthUser): Promise<number | null> {
  const base = inboxItemsOf(db, user);
  const rows = await base
    .select([
      'inbox_items.id',
      'inbox_items.type',
      'inbox_items.thread_id',
      'inbox_items.initial_date',
      'tus.snooze_start_date',
      sql<string>`to_char(inbox_items.last_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        'sort_at',
      ),
    ])
    .orderBy('inbox_items.last_date', 'desc')
    .orderBy('inbox_items.id', 'desc')
    .limit(PAGE + 1)
    .execute();
  if (rows.length <= PAGE) return rows.length;
  const n = await cappedCount(
    db,
    base
      .select('inbox_items.id')
      .orderBy('inbox_items.last_date', 'desc')
      .orderBy('inbox_items.id', 'desc')
      .limit(LIST_COUNT_CAP + 1) as never,
  );
  return n > LIST_COUNT_CAP ? null : n;
}

/** The total a first page answers: its rows when it is the last page, else the capped count. */
function totalOf(rows: { capped_count: number | string }[]): number | null {
  if (rows.length <= PAGE) return rows.length;
  const n = Number(rows[0]?.capped_count);
  return n > LIST_COUNT_CAP ? null : n;
}

/**
 * The SQL of `getThread` + `listThreadMessages`: both visibility checks and the messages page with its
 * count (one statement, skeleton.ts).
 */
async function threadFloor(db: Db, user: AuthUser, threadId: string) {
  await requireVisibleThread(db, user, threadId);
  await requireVisibleThread(db, user, threadId);
  return db
    .selectFrom('messages')
    .where('thread_id', '=', threadId)
    .where('type', '=', 'main')
    .where((eb) => eb.or([eb('state', '!=', 'scheduled'), eb('sender_user_id', '=', user.id)]))
    .select([...MESSAGE_VIEW_COLUMNS, sql<number>`count(*) over ()`.as('total')])
    .orderBy('creation_date', 'asc')
    .orderBy('id', 'asc')
    .limit(30)
    .execute();
}

/**
 * The SQL of `listFilteredThreads` (thread-lists.ts `threadPage`), or of a folder list without a query:
 * the first page of thread ids by key and, when full, the capped count (a search: both from one pass,
 * `firstPageAndCount`). Answers the total as the API does.
 */
async function listFloor(
  db: Db,
  user: AuthUser,
  now: Date,
  text: string | null,
  restrict: (q: ThreadQuery) => ThreadQuery = (q) => q,
  own: { at: string; id: string } = { at: 'threads.last_activity_at', id: 'threads.id' },
): Promise<number | null> {
  let base = restrict(db.selectFrom('threads').where(threadVisibleTo(user)));
  if (text !== null) {
    base = base.where(compileSearch(parseQueryOrThrow(text), { user, now }));
    const cutoff = historyCutoff('search', { now, isPaying: !user.free_plan });
    if (cutoff) base = base.where('threads.last_activity_at', '>=', cutoff);
  }
  if (text === null || !mentionsTrashOrSpam(text)) {
    base = base.where('threads.trashed_at', 'is', null).where(notSpamFor(user.id));
  }
  const ordered = (q: typeof base) => q.orderBy(sql.ref(own.at), 'desc').orderBy(sql.ref(own.id), 'desc');
  if (text === null) {
    // A list walked in index order: its page and, when full, its capped count (one statement in the API).
    const rows = await ordered(
      base.select(['threads.id', sql<string>`${sql.raw(timestampKeySql(own.at))}`.as('sort_at')]),
    )
      .limit(PAGE + 1)
      .execute();
    if (rows.length <= PAGE) return rows.length;
    const n = await cappedCount(db, ordered(base.select('threads.id')).limit(LIST_COUNT_CAP + 1) as never);
    return n > LIST_COUNT_CAP ? null : n;
  }
  // A search: its first page and capped count from one pass over the matches, as the API runs it.
  const rows = await firstPageAndCount(
    db,
    base.select(['threads.id', sql<string>`${sql.raw(timestampKeySql(own.at))}`.as('sort_at')]),
    own,
    PAGE + 1,
  );
  return totalOf(rows);
}

type ThreadQuery = SelectQueryBuilder<Database, 'threads', object>;

interface SizeResult {
  messages: number;
  rows: Row[];
}

/** Runs the cases at one size on a fresh database; load and polling too when `withLoad`. */
async function benchOne(label: string, databaseUrl: string | undefined, messages: number, withLoad: boolean) {
  const now = new Date();
  const threads = Math.round(messages / 5);
  let start = performance.now();
  const db = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'memory' });
  await migrateToLatest(db);
  await seedDatabase(db, { now, acmeThreads: 0, globexThreads: 0 });
  console.log(
    `\n== ${label}, ${messages} messages: migrated and demo workspace seeded in ${secondsSince(start)}`,
  );
  start = performance.now();
  let lastReport = start;
  const bulk = await seedBulk(db, {
    now,
    threads,
    messages,
    onProgress: (done) => {
      if (performance.now() - lastReport > 15_000) {
        lastReport = performance.now();
        console.log(`  ... ${done} / ${threads} threads (${secondsSince(start)})`);
      }
    },
  });
  const counts = await sql<{ threads: number; messages: number; inbox: number }>`
    select (select count(*) from threads where organization_id = ${SEED_IDS.acme})::int as threads,
      (select count(*) from messages where organization_id = ${SEED_IDS.acme})::int as messages,
      (select count(*) from inbox_items where user_id = ${SEED_IDS.user('alice')})::int as inbox
  `.execute(db);
  const c = counts.rows[0];
  console.log(
    `Seeded ${bulk.messages} messages in ${bulk.threads} threads (${bulk.attachments} attachments) in ${secondsSince(start)}; ` +
      `Acme holds ${c?.threads} threads and ${c?.messages} messages; alice's inbox has ${c?.inbox} items.`,
  );

  const port = await freeLoopbackPort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await createServer(
    benchServerOptions({ db, port, now, validateResponses: process.env.BENCH_VALIDATE_RESPONSES === '1' }),
  );
  try {
    const aliceId = SEED_IDS.user('alice');
    const token = (await signIn(server.url, aliceId)).access_token;
    const user = await findAccountById(db, aliceId);
    if (!user) throw new Error('the seeded user alice is missing');
    const headers = { authorization: `Bearer ${token}` };
    const get = async (path: string) => {
      let response: Response;
      try {
        response = await fetch(`${origin}/api${path}`, { headers });
      } catch (error) {
        // A keep-alive socket the server closed while idle (between two cases) resets once: retry then.
        if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
        response = await fetch(`${origin}/api${path}`, { headers });
      }
      const body = await response.text();
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 300)}`);
      return body;
    };
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
    const label = await db
      .selectFrom('labels')
      .select('id')
      .where('user_id', '=', aliceId)
      .executeTakeFirstOrThrow();
    // The starred and label lists start from their own rows in activity order (routes/thread-lists.ts).
    const starred = (q: ThreadQuery) =>
      q.innerJoin('thread_user_states as own', (join) =>
        join
          .onRef('own.thread_id', '=', 'threads.id')
          .on('own.user_id', '=', aliceId)
          .on('own.is_starred', '=', true),
      ) as unknown as ThreadQuery;
    const starredOrder = { at: 'own.starred_activity_at', id: 'own.thread_id' };
    const labelled = (q: ThreadQuery) =>
      q.innerJoin('thread_labels as own', (join) =>
        join.onRef('own.thread_id', '=', 'threads.id').on('own.label_id', '=', label.id),
      ) as unknown as ThreadQuery;
    const labelOrder = { at: 'own.activity_at', id: 'own.thread_id' };

    // Sanity: the API and the floor SQL agree on what the first pages count.
    const sane = async (path: string, floor: () => Promise<number | null>) => {
      const api = JSON.parse(await get(path)) as { meta: { total_count: number | null } };
      const total = await floor();
      if (total !== api.meta.total_count)
        throw new Error(`${path}: the API counts ${api.meta.total_count}, the floor SQL ${total}`);
    };
    await sane(`/self/inbox_events?limit=${PAGE}`, () => inboxFloor(db, user));
    for (const text of [PLAIN_QUERY, OPERATOR_QUERY])
      await sane(`/self/filtered_threads?limit=${PAGE}&query=${encodeURIComponent(text)}`, () =>
        listFloor(db, user, now, text),
      );

    const cases: {
      name: string;
      target: string;
      api: (i: number) => Promise<unknown>;
      floor: (i: number) => Promise<unknown>;
    }[] = [
      {
        name: `inbox events page (${PAGE})`,
        target: 'p95 <= 10 ms, <= 1.5x',
        api: () => get(`/self/inbox_events?limit=${PAGE}`),
        floor: () => inboxFloor(db, user),
      },
      {
        name: 'all threads (folder list)',
        target: 'p95 <= 10 ms, <= 1.5x',
        api: () => get(`/self/all_threads?limit=${PAGE}`),
        floor: () => listFloor(db, user, now, null),
      },
      {
        name: 'starred (folder list)',
        target: 'p95 <= 10 ms, <= 1.5x',
        api: () => get(`/self/starred_threads?limit=${PAGE}`),
        floor: () => listFloor(db, user, now, null, starred, starredOrder),
      },
      {
        name: 'label list',
        target: 'p95 <= 10 ms, <= 1.5x',
        api: () => get(`/labels/${label.id}/threads?limit=${PAGE}`),
        floor: () => listFloor(db, user, now, null, labelled, labelOrder),
      },
      {
        name: 'thread + its messages',
        target: 'p95 <= 5 ms',
        api: async (i) => {
          const id = threadAt(i);
          await get(`/threads/${id}`);
          await get(`/threads/${id}/messages`);
        },
        floor: (i) => threadFloor(db, user, threadAt(i)),
      },
      {
        name: `search "${PLAIN_QUERY}"`,
        target: 'p95 <= 30 ms',
        api: () => get(`/self/filtered_threads?limit=${PAGE}&query=${encodeURIComponent(PLAIN_QUERY)}`),
        floor: () => listFloor(db, user, now, PLAIN_QUERY),
      },
      {
        name: `search "${OPERATOR_QUERY}"`,
        target: 'p95 <= 50 ms',
        api: () => get(`/self/filtered_threads?limit=${PAGE}&query=${encodeURIComponent(OPERATOR_QUERY)}`),
        floor: () => listFloor(db, user, now, OPERATOR_QUERY),
      },
    ];
    const rows: Row[] = [];
    for (const test of cases) {
      const api = await sample(test.api, SAMPLING);
      const floor = await sample(test.floor, SAMPLING);
      rows.push({
        name: test.name,
        target: test.target,
        n: api.times.length,
        p50: api.p50,
        p95: api.p95,
        floorN: floor.times.length,
        floorP50: floor.p50,
        floorP95: floor.p95,
      });
    }
    const bytes = (await get(`/self/inbox_events?limit=${PAGE}`)).length;
    console.log(`\nLatency (ms; floor = the endpoint's SQL run directly; load average ${loadAverage()})\n`);
    console.log(formatTable(rows));
    console.log(`Inbox page of ${PAGE} rows: ${(bytes / 1024).toFixed(1)} KB of JSON (target <= 15 KB).`);

    if (withLoad) {
      const target = databaseUrl ? '>= 2,000 req/s, p99 <= 50 ms' : '>= 400 req/s';
      console.log(`\nLoad: autocannon, ${LOAD_CONNECTIONS} connections for ${LOAD_SECONDS} s...`);
      const load = await autocannon({
        url: `${origin}/api/self/inbox_events?limit=${PAGE}`,
        connections: LOAD_CONNECTIONS,
        duration: LOAD_SECONDS,
        headers,
      });
      console.log(
        `Inbox page under load: ${load.requests.average.toFixed(1)} req/s (${load.requests.total} requests), ` +
          `p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms; ${load.non2xx} non-2xx, ${load.errors} errors, ` +
          `${load.timeouts} timeouts (target ${target}; load average ${loadAverage()}).`,
      );
      await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 500 + 2 * load.latency.p99)));

      // 200 users polling at the spec's intervals: the inbox every 10 s, the split list every 5 s.
      console.log(
        `\nPolling: ${POLL_USERS} users for ${POLL_SECONDS} s (inbox every 10 s, splits every 5 s)...`,
      );
      const times: number[] = [];
      let errors = 0;
      const until = performance.now() + POLL_SECONDS * 1000;
      const poll = async (path: string, everyMs: number) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * everyMs));
        while (performance.now() < until) {
          const started = performance.now();
          try {
            const response = await fetch(`${origin}/api${path}`, { headers });
            await response.arrayBuffer();
            if (!response.ok) errors++;
          } catch {
            errors++;
          }
          times.push(performance.now() - started);
          await new Promise((resolve) =>
            setTimeout(resolve, Math.max(0, everyMs - (performance.now() - started))),
          );
        }
      };
      await Promise.all(
        Array.from({ length: POLL_USERS }, () => [
          poll(`/self/inbox_events?limit=${PAGE}`, 10_000),
          poll('/self/inbox_splits', 5_000),
        ]).flat(),
      );
      console.log(
        `Polling: ${times.length} requests, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
          `${errors} errors (target p99 <= 100 ms, 0 errors; load average ${loadAverage()}).`,
      );
      if (load.non2xx > 0 || load.errors > 0 || errors > 0) process.exitCode = 1;
    }
    return { messages, rows } satisfies SizeResult;
  } finally {
    await server.close();
    await db.destroy();
  }
}

/** p50 of each case at each size, and the largest size's p50 over the smallest's. */
function growthTable(label: string, results: SizeResult[]): string {
  const names = results[0]?.rows.map((r) => r.name) ?? [];
  const header = ['p50 ms', ...results.map((r) => `${r.messages / 1000}k`), 'growth'];
  const body = names.map((name) => {
    const values = results.map((r) => r.rows.find((row) => row.name === name)?.p50 ?? Number.NaN);
    const first = values[0] as number;
    const last = values.at(-1) as number;
    return [name, ...values.map((v) => v.toFixed(2)), `${(last / first).toFixed(1)}x`];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => (line[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [`Growth on ${label}:`, line(header), ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  console.log(
    `Switchboard server bench (${new Date().toISOString()}, Node ${process.version}, load average ${loadAverage()})`,
  );
  const summaries: string[] = [];
  if (ONLY !== 'postgres') {
    const results: SizeResult[] = [];
    for (const [i, messages] of SIZES.entries())
      results.push(await benchOne('PGlite (embedded)', undefined, messages, i === SIZES.length - 1));
    summaries.push(growthTable('PGlite', results));
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (ONLY !== 'pglite') {
    if (!admin)
      console.log('\n(PostgreSQL skipped: run through scripts/with-postgres.mjs or set TEST_DATABASE_URL.)');
    else {
      const results: SizeResult[] = [];
      for (const [i, messages] of SIZES_PG.entries()) {
        const database = await freshPostgres(admin);
        try {
          results.push(await benchOne('PostgreSQL', database.url, messages, i === SIZES_PG.length - 1));
        } finally {
          await database.drop();
        }
      }
      summaries.push(growthTable('PostgreSQL', results));
    }
  }
  console.log(`\n${summaries.join('\n\n')}\n\n(load average ${loadAverage()})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
