/**
 * Same-process A/B of the read path: `AB_BEFORE=<another checkout's apps/server> node
 * ../../scripts/with-postgres.mjs -- tsx bench/ab.ts` (e.g. `git archive <commit> | tar -x -C /tmp/before`
 * with its node_modules folders linked to this checkout's).
 *
 * Each side's own server (its createServer, migrations, seed and bulk seed) runs on its own identical
 * database (10,000 messages), both in this process; their requests are interleaved in batches of 10 for
 * 30 rounds, so the machine's load falls on both alike, which two bench runs one after the other cannot
 * promise on a shared machine. Prints, per case and side, p50 / p95 of the wall time and the median CPU
 * time of this process per request (a batch's CPU over its 10 requests: less disturbed by other processes
 * than the wall clock), then the inbox page under autocannon, alternating sides. It first checks that both
 * sides answer the same JSON (signed links and proxy addresses masked: each side has its own secrets).
 * PGlite, then PostgreSQL when TEST_DATABASE_URL is set. Knob: AB_ONLY (pglite or postgres).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { signIn } from '../test/helpers/sign-in.js';
import { freshPostgres } from './fresh-postgres.js';
import { benchServerOptions, freeLoopbackPort, loadAverage, percentile } from './measure.js';

type ServerModule = typeof import('../src/server.js');
type DatabaseModule = typeof import('../src/db/database.js');
type SeedModule = typeof import('../src/seed/seed.js');
type BulkModule = typeof import('./bulk-seed.js');
interface Code {
  server: ServerModule;
  database: DatabaseModule;
  seed: SeedModule;
  bulk: BulkModule;
}

const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<{ requests: { average: number }; non2xx: number; errors: number }>;

async function load(root: string): Promise<Code> {
  const from = (file: string) => import(pathToFileURL(path.join(root, file)).href);
  return {
    server: await from('src/server.ts'),
    database: await from('src/db/database.ts'),
    seed: await from('src/seed/seed.ts'),
    bulk: await from('bench/bulk-seed.ts'),
  };
}

async function start(code: Code, url: string | undefined, now: Date) {
  const db = await code.database.openDatabase(url ? { kind: 'postgres', url } : { kind: 'memory' });
  await code.database.migrateToLatest(db);
  await code.seed.seedDatabase(db, { now, acmeThreads: 0, globexThreads: 0 });
  await code.bulk.seedBulk(db, { now, threads: 2000, messages: 10_000 });
  const port = await freeLoopbackPort();
  const server = await code.server.createServer(
    benchServerOptions({ db, port, now, validateResponses: false }),
  );
  const alice = code.seed.SEED_IDS.user('alice');
  const token = (await signIn(server.url, alice)).access_token;
  const thread = await db
    .selectFrom('thread_followers')
    .select('thread_id')
    .where('user_id', '=', alice)
    .where('thread_id', 'like', 'thr_b%')
    .orderBy('thread_id')
    .executeTakeFirstOrThrow();
  const get = async (apiPath: string) => {
    const response = await fetch(`${server.url}/api${apiPath}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET ${apiPath} answered ${response.status}`);
    return text;
  };
  return { db, server, token, thread: thread.thread_id, get };
}
type Side = Awaited<ReturnType<typeof start>>;

async function run(label: string, before: Code, after: Code, urls: [string | undefined, string | undefined]) {
  const now = new Date();
  const sides = { before: await start(before, urls[0], now), after: await start(after, urls[1], now) };
  try {
    const thread = sides.before.thread;
    if (sides.after.thread !== thread) throw new Error('the two databases differ');
    const mask = (text: string) =>
      text
        .replace(/sig=[^"&]*/g, 'sig')
        .replace(/exp=\d+/g, 'exp')
        .replace(/url=[^"&]*/g, 'url');
    for (const apiPath of [
      '/self/inbox_events?limit=25',
      `/threads/${thread}`,
      `/threads/${thread}/messages`,
    ]) {
      const same = mask(await sides.before.get(apiPath)) === mask(await sides.after.get(apiPath));
      console.log(`${label} ${apiPath}: ${same ? 'same JSON' : 'DIFFERENT JSON'} on both sides`);
      if (!same) process.exitCode = 1;
    }
    const cases: Record<string, (side: Side) => Promise<unknown>> = {
      'inbox page (25)': (side) => side.get('/self/inbox_events?limit=25'),
      'thread + its messages': async (side) => {
        await side.get(`/threads/${thread}`);
        await side.get(`/threads/${thread}/messages`);
      },
    };
    console.log(
      `\n${label}: wall p50 / p95 ms and CPU ms per request (median of batches of 10), 30 rounds; load ${loadAverage()}`,
    );
    for (const [name, call] of Object.entries(cases)) {
      const wall = { before: [] as number[], after: [] as number[] };
      const cpu = { before: [] as number[], after: [] as number[] };
      for (const side of ['before', 'after'] as const) for (let i = 0; i < 20; i++) await call(sides[side]);
      for (let round = 0; round < 30; round++) {
        for (const side of round % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)) {
          const started = process.cpuUsage();
          for (let i = 0; i < 10; i++) {
            const t = performance.now();
            await call(sides[side]);
            wall[side].push(performance.now() - t);
          }
          const used = process.cpuUsage(started);
          cpu[side].push((used.user + used.system) / 10_000);
        }
      }
      const show = (side: 'before' | 'after') =>
        `${percentile(wall[side], 50).toFixed(2)} / ${percentile(wall[side], 95).toFixed(2)}, CPU ${percentile(cpu[side], 50).toFixed(2)}`;
      console.log(
        `${name.padEnd(22)} before ${show('before')}   after ${show('after')}   CPU after/before ${(percentile(cpu.after, 50) / percentile(cpu.before, 50)).toFixed(2)}`,
      );
    }
    const rps = { before: [] as number[], after: [] as number[] };
    for (let round = 0; round < 4; round++) {
      for (const side of round % 2 ? (['after', 'before'] as const) : (['before', 'after'] as const)) {
        const result = await autocannon({
          url: `${sides[side].server.url}/api/self/inbox_events?limit=25`,
          connections: 10,
          duration: 3,
          headers: { authorization: `Bearer ${sides[side].token}` },
        });
        if (result.non2xx || result.errors) process.exitCode = 1;
        rps[side].push(result.requests.average);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    console.log(
      `inbox page, 10 connections, 4 x 3 s each, alternating: before ${list(rps.before)} req/s; after ${list(rps.after)} req/s (load ${loadAverage()})`,
    );
  } finally {
    for (const side of Object.values(sides)) {
      await side.server.close();
      await side.db.destroy();
    }
  }
}

async function main(): Promise<void> {
  const root = process.env.AB_BEFORE;
  if (!root) throw new Error('AB_BEFORE must name the apps/server folder of the code to compare with');
  const before = await load(path.resolve(root));
  const after = await load(path.resolve(import.meta.dirname, '..'));
  if (process.env.AB_ONLY !== 'postgres') await run('PGlite', before, after, [undefined, undefined]);
  const admin = process.env.TEST_DATABASE_URL;
  if (process.env.AB_ONLY !== 'pglite' && admin) {
    const a = await freshPostgres(admin);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const b = await freshPostgres(admin);
    try {
      await run('PostgreSQL', before, after, [a.url, b.url]);
    } finally {
      await a.drop();
      await b.drop();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
