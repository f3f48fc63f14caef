/**
 * `pnpm --filter @switchboard/server bench:concurrency` (issue 22): how the server behaves when many people
 * use it at once, on PGlite and, when TEST_DATABASE_URL names a PostgreSQL server (the script wraps itself
 * in scripts/with-postgres.mjs, which starts a throwaway cluster), on PostgreSQL too. For each database:
 *
 * - bytes of one inbox page of 25 rows, as JSON and as sent gzip-compressed, and the client's parse of it
 *   beside the parse of the same page with whole rows;
 * - the inbox page under 10 and 50 connections: p50, p99, the p99/p50 ratio and the slowest request;
 * - the inbox page at 2x saturation (twice the in-flight cap): how many were refused with 503, timeouts;
 * - replies per second with 6 writers (four members) replying on the same 20 threads, counted after one
 *   second of the same writing (the server's steady rate, not its first plans and compilations);
 * - an mbox of 10,000 messages (threads of 5, linked by References) imported with the `.eml`/mbox importer
 *   (`importMail`, the code behind `pnpm import-eml`), 200 messages per transaction;
 * - the first sync of an IMAP mailbox of 2,000 such messages (a third read, a seventh flagged) from a real
 *   Dovecot (skipped where dovecot-imapd is not installed), then a second sync that finds nothing new.
 *
 * Each figure is printed beside its target. The data is the demo workspace (~330 Acme threads).
 * Knobs: BENCH_LOAD_SECONDS (default 10), BENCH_WRITE_SECONDS (10), BENCH_IMPORT_MESSAGES (10000),
 * BENCH_IMAP_MESSAGES (2000), BENCH_ONLY (a comma-separated subset of bytes,load,saturation,replies,import,imap;
 * default all),
 * BENCH_DATABASES (pglite,postgres; default both), BENCH_PREPARED=both (each database twice, back to back:
 * its statements unnamed first, PGLITE_PREPARED=0 / POSTGRES_PREPARED=0, then prepared under names).
 */

import fs from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { endpoints, pageSchema } from '@switchboard/api-client';
import { InboxItemSchema } from '@switchboard/domain';
import { ImapFlow } from 'imapflow';
import { type Db, databaseCapacity } from '../src/db/database.js';
import { defaultMaxInFlight } from '../src/http/load-shed.js';
import { DEFAULT_RATE_LIMITS } from '../src/http/rate-limit.js';
import { connectImapAccount, syncImapAccountOnce } from '../src/mail/imap-sync.js';
import { IMPORT_BATCH_SIZE, importMail } from '../src/mail/import-mail.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { createServer, type RunningServer } from '../src/server.js';
import { DOVECOT, type Dovecot, startDovecot } from '../test/helpers/dovecot.js';
import { signIn } from '../test/helpers/sign-in.js';
import { freshPostgres } from './fresh-postgres.js';
import { freeLoopbackPort, loadAverage } from './measure.js';

interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '5xx'?: number;
}
/** A run: a promise of its result, and an emitter of each response (status, bytes, milliseconds). */
type AutocannonRun = Promise<LoadResult> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
  headers: Record<string, string>;
}) => AutocannonRun;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const env = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const LOAD_SECONDS = env('BENCH_LOAD_SECONDS', 10);
const WRITE_SECONDS = env('BENCH_WRITE_SECONDS', 10);
/** Seconds of replies written before the replies part counts (bench/reply-writers.mjs). */
const REPLY_WARMUP_SECONDS = 1;
const IMPORT_MESSAGES = env('BENCH_IMPORT_MESSAGES', 10_000);
const IMAP_MESSAGES = env('BENCH_IMAP_MESSAGES', 2_000);
const IMAP_PASSWORD = 'bench-imap-password';
const PAGE = 25;
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'bytes,load,saturation,replies,import,imap').split(',').map((s) => s.trim()),
);

/**
 * A Dovecot mailbox for alice holding `count` messages of {@link mboxOf} (each database's sync gets its own
 * user, so each starts from an empty account), a third of them \Seen and a seventh \Flagged.
 */
async function fillImapMailbox(dovecot: Dovecot, user: string, count: number): Promise<void> {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: dovecot.port,
    secure: false,
    auth: { user, pass: IMAP_PASSWORD },
    logger: false,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    const messages = mboxOf(count, new Date(), 'imap').split(/\n(?=From customer)/);
    for (const [i, message] of messages.entries()) {
      const flags = [...(i % 3 === 0 ? ['\\Seen'] : []), ...(i % 7 === 0 ? ['\\Flagged'] : [])];
      await client.append('INBOX', message.slice(message.indexOf('\n') + 1).replace(/\n/g, '\r\n'), flags);
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/**
 * An mbox of `count` messages to alice from customers, in threads of 5 linked by References. Their
 * Message-IDs start with `source`: the import's and the IMAP mailbox's mail are not the same mail (alice
 * would already have the imported mail, and its sync would add none of it), nor of the same threads.
 */
function mboxOf(count: number, at: Date, source: 'import' | 'imap'): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const thread = Math.floor(i / 5);
    const first = `<${source}-${thread}-0@customers.example>`;
    const date = new Date(at.getTime() - (count - i) * 60_000).toUTCString();
    parts.push(
      [
        `From customer${thread % 50}@customers.example ${date}`,
        `From: Customer ${thread % 50} <customer${thread % 50}@customers.example>`,
        'To: Alice <alice@acme.example>',
        `Subject: ${i % 5 === 0 ? '' : 'Re: '}Renewal question ${source} ${thread}`,
        `Date: ${date}`,
        `Message-ID: <${source}-${thread}-${i % 5}@customers.example>`,
        ...(i % 5 === 0 ? [] : [`In-Reply-To: ${first}`, `References: ${first}`]),
        'Content-Type: text/plain; charset=utf-8',
        '',
        `Message ${i} about the quarterly renewal of contract ${thread}.`,
        'Could you send the updated invoice and the new price list?',
        '',
      ].join('\n'),
    );
  }
  return parts.join('\n');
}
const members = ['alice', 'bob', 'carol', 'dave'].map((k) => SEED_IDS.user(k));

/** Bytes of a GET as they cross the wire, with or without gzip accepted. */
function wireBytes(url: string, token: string, gzip: boolean): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      {
        headers: { authorization: `Bearer ${token}`, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** A request's status and body as text. */
interface Sent {
  status: number;
  retryAfter: number;
  body: string;
}

/**
 * The writers' client: node:http over kept-alive connections, not fetch. The writers run in the server's own
 * process, so what the client costs is taken from the server: undici's fetch (streams, Request and Response
 * objects, abort signals) cost about a tenth of a reply's CPU here (a profile of the replies part, s31).
 */
const writerAgent = new http.Agent({ keepAlive: true, maxSockets: 16 });
function post(url: string, headers: Record<string, string>, body: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: writerAgent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: Number(response.headers['retry-after'] ?? 1),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A POST that, like the app's client, waits the answer's Retry-After and sends again after a 503. */
async function send(url: string, headers: Record<string, string>, body: unknown): Promise<Sent> {
  const text = JSON.stringify(body);
  for (let attempt = 1; ; attempt += 1) {
    const response = await post(url, headers, text);
    if (response.status !== 503 || attempt === 5) return response;
    await new Promise((resolve) => setTimeout(resolve, response.retryAfter * 1000 * (1 + Math.random() / 2)));
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The median time of `run` over 200 runs, after 50 to warm up. */
function medianMs(run: () => unknown): number {
  for (let i = 0; i < 50; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function benchOne(
  label: string,
  databaseUrl: string | undefined,
  dovecot: Dovecot | null,
  imapUser: string,
): Promise<void> {
  console.log(`\n=== ${label} (load average ${loadAverage()}) ===`);
  const port = await freeLoopbackPort();
  const origin = `http://127.0.0.1:${port}`;
  const server: RunningServer = await createServer({
    ...(databaseUrl ? {} : { memory: true }),
    port,
    host: '127.0.0.1',
    scheduler: false,
    config: {
      publicUrl: origin,
      webDistDir: '/nonexistent',
      validateResponses: false,
      // Six writers of four members write far faster than people: the per-member write limit (600 a minute)
      // would answer 429 within seconds, and the bench measures the server's writes, not its limit.
      rateLimits: { ...DEFAULT_RATE_LIMITS, writesPerMinute: 1_000_000 },
      ...(databaseUrl ? { databaseUrl } : {}),
    },
    logger: { log: () => {}, error: (...args: unknown[]) => console.error(...args) },
  });
  try {
    const db: Db = server.db;
    const tokens = new Map<string, string>();
    for (const id of members) tokens.set(id, (await signIn(server.url, id)).access_token);
    const alice = tokens.get(SEED_IDS.user('alice')) as string;
    const headers = { authorization: `Bearer ${alice}` };
    const inboxUrl = `${origin}/api/self/inbox_events?limit=${PAGE}`;

    // Bytes per page.
    if (ONLY.has('bytes')) {
      const plain = await wireBytes(inboxUrl, alice, false);
      const zipped = await wireBytes(inboxUrl, alice, true);
      console.log(
        `Inbox page of ${PAGE} rows: ${kb(plain.bytes)} of JSON (target <= 15 KB: ${verdict(plain.bytes <= 15 * 1024)}); ` +
          `sent ${zipped.encoding} ${kb(zipped.bytes)} when the client accepts gzip.`,
      );
      // The client's side of a lean page: parsing it (and putting the people back into the rows) beside
      // parsing the same page with every row whole, as the contract did before (the floor).
      const wire = await (await fetch(inboxUrl, { headers })).text();
      const whole = JSON.stringify(endpoints.listInboxEvents.response.parse(JSON.parse(wire)));
      const wholeSchema = pageSchema(InboxItemSchema);
      const lean = medianMs(() => endpoints.listInboxEvents.response.parse(JSON.parse(wire)));
      const floor = medianMs(() => wholeSchema.parse(JSON.parse(whole)));
      console.log(
        `Parsing it in the client (JSON.parse + contract): lean ${lean.toFixed(2)} ms median, ` +
          `whole rows ${floor.toFixed(2)} ms (${kb(Buffer.byteLength(whole))}); ratio ${(lean / floor).toFixed(2)}.`,
      );
    }

    // Latency under 10 and 50 connections.
    for (const connections of ONLY.has('load') ? [10, 50] : []) {
      const load = await autocannon({
        url: inboxUrl,
        connections,
        duration: LOAD_SECONDS,
        timeout: 10,
        headers,
      });
      const ratio = load.latency.p99 / Math.max(1, load.latency.p50);
      console.log(
        `Inbox page, ${connections} connections: ${load.requests.average.toFixed(0)} req/s, p50 ${load.latency.p50} ms, ` +
          `p99 ${load.latency.p99} ms (p99/p50 ${ratio.toFixed(1)}, target <= 3: ${verdict(ratio <= 3)}), ` +
          `slowest ${load.latency.max} ms (target <= 2000: ${verdict(load.latency.max <= 2000)}); ` +
          `${load.non2xx} non-2xx, ${load.timeouts} timeouts.`,
      );
    }

    // 2x saturation.
    if (ONLY.has('saturation')) {
      const cap = server.config.maxInFlight ?? defaultMaxInFlight(databaseCapacity(db));
      const run = autocannon({
        url: inboxUrl,
        connections: 2 * cap,
        duration: LOAD_SECONDS,
        timeout: 10,
        headers,
      });
      // The slowest served and the slowest refused request apart (autocannon's own maximum mixes them).
      const slowest = new Map<number, number>();
      run.on('response', (_client, status, _bytes, ms) => {
        slowest.set(status, Math.max(slowest.get(status) ?? 0, ms));
      });
      const over = await run;
      const slowestOf = (status: number) => Math.round(slowest.get(status) ?? 0);
      // Nothing answered at all (autocannon could not connect) is no proof of anything: not met.
      const answered = over.requests.total > 0;
      console.log(
        `2x saturation (${2 * cap} connections, in-flight cap ${cap}): ${over.requests.total} answered, ` +
          `${over.non2xx} refused with 503 (${over['5xx'] ?? '?'} 5xx in all), ${over.timeouts} timed out, ` +
          `${over.errors} connection errors (target 0: ${verdict(answered && over.timeouts === 0 && over.errors === 0)}), ` +
          `slowest ${over.latency.max} ms (target <= 2000: ${verdict(answered && over.latency.max <= 2000)}; ` +
          `served ${slowestOf(200)} ms, refused ${slowestOf(503)} ms).`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    // Replies per second, 6 writers on the same 20 threads.
    if (ONLY.has('replies')) {
      const threads: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        const id = `thr_bench_${i}`;
        const response = await send(`${origin}/api/threads`, headers, {
          thread_id: id,
          message_id: `msg_bench_${i}`,
          message_body: `<p>Busy thread ${i}</p>`,
          thread_title: `Busy ${i}`,
          internal_recipients: members.slice(1).map((user_id) => ({ user_id, type: 'to' })),
        });
        if (response.status !== 201) throw new Error(`createThread answered ${response.status}`);
        threads.push(id);
      }
      const writers = [0, 1, 2, 3, 0, 1].map((m) => {
        const user = members[m] as string;
        return { user, token: tokens.get(user) as string };
      });
      const worker = new Worker(new URL('./reply-writers.mjs', import.meta.url), {
        workerData: {
          origin,
          threads,
          writers,
          members,
          seconds: WRITE_SECONDS,
          warmup: REPLY_WARMUP_SECONDS,
        },
      });
      const result = await new Promise<{ replies: number; failed: [number, number][]; seconds: number }>(
        (resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        },
      );
      await worker.terminate();
      const failures = result.failed.reduce((n, [, count]) => n + count, 0);
      const failed = new Map(result.failed);
      const perSecond = result.replies / result.seconds;
      const replyTarget = databaseUrl ? 300 : 150;
      console.log(
        `Replies, 6 writers on 20 threads (after ${REPLY_WARMUP_SECONDS} s of warm-up): ${perSecond.toFixed(0)} /s (target >= ${replyTarget}: ${verdict(perSecond >= replyTarget)}); ` +
          `${failures} failed${failures ? ` (${[...failed].map(([status, n]) => `${n} x ${status}`).join(', ')})` : ''}.`,
      );
    }

    // The .eml/mbox importer on 10,000 messages.
    if (ONLY.has('import')) {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'switchboard-import-'));
      try {
        const file = path.join(folder, 'archive.mbox');
        await fs.writeFile(file, mboxOf(IMPORT_MESSAGES, new Date(), 'import'));
        const importStart = performance.now();
        const report = await importMail(db, 'alice@acme.example', [file], new Date());
        const importSeconds = (performance.now() - importStart) / 1000;
        const target = databaseUrl ? 60 : null;
        console.log(
          `Import of ${IMPORT_MESSAGES} messages (mbox, threads of 5, ${IMPORT_BATCH_SIZE} per transaction): ` +
            `${importSeconds.toFixed(1)} s, ${(IMPORT_MESSAGES / importSeconds).toFixed(0)} messages/s ` +
            `(${report.imported} imported, ${report.duplicates} duplicates, ${report.failed.length} failed; ` +
            (target === null
              ? 'target < 60 s on PostgreSQL).'
              : `target < ${target} s: ${verdict(importSeconds < target)}).`),
        );
        if (report.failed.length > 0) console.error(report.failed.slice(0, 3));
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    }
    // The first sync of an IMAP mailbox (the code behind connecting an account in the settings), then the next.
    if (ONLY.has('imap')) {
      if (!dovecot) console.log('IMAP sync: skipped (dovecot-imapd is not installed).');
      else {
        const fillStart = performance.now();
        await fillImapMailbox(dovecot, imapUser, IMAP_MESSAGES);
        const fillSeconds = (performance.now() - fillStart) / 1000;
        const key = new Uint8Array(32).fill(7);
        const imapUrl = `imap://${encodeURIComponent(imapUser)}:${IMAP_PASSWORD}@127.0.0.1:${dovecot.port}`;
        const account = await connectImapAccount(db, key, { userEmail: 'alice@acme.example', imapUrl });
        const syncStart = performance.now();
        const first = await syncImapAccountOnce(db, account, new Date(), key);
        const syncSeconds = (performance.now() - syncStart) / 1000;
        const synced = await db
          .selectFrom('mail_accounts')
          .selectAll()
          .where('id', '=', account.id)
          .executeTakeFirstOrThrow();
        const againStart = performance.now();
        const again = await syncImapAccountOnce(db, synced, new Date(), key);
        const againSeconds = (performance.now() - againStart) / 1000;
        console.log(
          `IMAP first sync of ${IMAP_MESSAGES} messages from Dovecot (threads of 5; appended in ${fillSeconds.toFixed(1)} s): ` +
            `${syncSeconds.toFixed(1)} s, ${(IMAP_MESSAGES / syncSeconds).toFixed(0)} messages/s ` +
            `(${first.added} of ${IMAP_MESSAGES} added${first.added === IMAP_MESSAGES ? '' : ': NOT all'}, ${first.flagsApplied} earlier flags); ` +
            `the next sync: ${againSeconds.toFixed(1)} s ` +
            `(${again.added} added, flags of ${again.flagsApplied} read again).`,
        );
      }
    }
    console.log(`(load average at the end: ${loadAverage()})`);
  } finally {
    await server.close();
  }
}

const DATABASES = new Set((process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim()));
/** The prepared-statement switch's values to run each database with (read when the database opens). */
const PREPARED = process.env.BENCH_PREPARED === 'both' ? ['0', '1'] : [undefined];

async function main(): Promise<void> {
  console.log(`Switchboard concurrency bench (${new Date().toISOString()}, Node ${process.version})`);
  const mode = (value: string | undefined) =>
    value === undefined ? '' : value === '0' ? ', statements unnamed' : ', statements prepared';
  // One IMAP user per database run: each sync starts from a mailbox no account has synced.
  const imapUsers = Array.from({ length: 4 }, (_, i) => `alice${i}@acme.example`);
  const dovecot =
    ONLY.has('imap') && DOVECOT
      ? await startDovecot(Object.fromEntries(imapUsers.map((u) => [u, IMAP_PASSWORD])))
      : null;
  let run = 0;
  try {
    for (const prepared of DATABASES.has('pglite') ? PREPARED : []) {
      if (prepared !== undefined) process.env.PGLITE_PREPARED = prepared;
      await benchOne(`PGlite (embedded${mode(prepared)})`, undefined, dovecot, imapUsers[run++] as string);
    }
    if (!DATABASES.has('postgres')) return;
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) {
      console.log('\n(PostgreSQL skipped: run through scripts/with-postgres.mjs or set TEST_DATABASE_URL.)');
      return;
    }
    for (const prepared of PREPARED) {
      if (prepared !== undefined) process.env.POSTGRES_PREPARED = prepared;
      const database = await freshPostgres(admin);
      try {
        await benchOne(`PostgreSQL${mode(prepared)}`, database.url, dovecot, imapUsers[run++] as string);
      } finally {
        await database.drop();
      }
    }
  } finally {
    dovecot?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
