import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../src/db/database.js';
import { SEED_IDS, seedDatabase } from '../src/seed/seed.js';
import { signIn } from './helpers/sign-in.js';
import { freshDatabase } from './helpers/test-server.js';

/**
 * Several server processes on one PostgreSQL, the deployment shape of docs/DEPLOYMENT.md: two real server
 * processes (`node --import tsx src/main.ts`, as `pnpm start` runs it) share one database, each running
 * its scheduler every 100 ms. Scheduled sends and snoozes made through both and due at the same moment are
 * done exactly once; a `kill -9` of one process in a burst of bulk writes leaves every write whole or
 * absent, and the other process carries on, its scheduled work included. PostgreSQL only: PGlite is one
 * process's embedded database, which a second process cannot open.
 */
const DATABASE = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Every process started, so that afterAll ends each one even when a start failed. */
const procs: Proc[] = [];

interface Proc {
  name: string;
  child: ChildProcess;
  url: string;
  output: string[];
  /** Scheduled jobs this process logged having done (`[scheduler] woke N, sent M, ...`). */
  done: { woken: number; sent: number; backfilled: number };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startProcess(
  name: string,
  port: number,
  publicUrl: string,
  databaseUrl: string,
  dataDir: string,
): Promise<Proc> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    SMTP_PORT: '0',
    SWITCHBOARD_DATA_DIR: path.join(dataDir, name),
    OIDC_REDIRECT_ORIGINS: publicUrl,
    NODE_ENV: 'test',
    SCHEDULER_INTERVAL_MS: '100',
  };
  delete env.SMTP_RELAY_URL;
  delete env.TEST_DATABASE_URL;
  // `node --import tsx` (not the tsx command, which runs the server in a child of its own): a SIGKILL of
  // this process is a kill of the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { name, child, url: publicUrl, output: [], done: { woken: 0, sent: 0, backfilled: 0 } };
  procs.push(proc);
  const onLine = (line: string) => {
    proc.output.push(line);
    const report = /\[scheduler\] woke (\d+), sent (\d+), purged \d+, backfilled (\d+)/.exec(line);
    if (report) {
      proc.done.woken += Number(report[1]);
      proc.done.sent += Number(report[2]);
      proc.done.backfilled += Number(report[3]);
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  const own = `http://localhost:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${proc.output.join('\n')}`)),
      60_000,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it started:\n${proc.output.join('\n')}`));
    });
    const poll = () => {
      fetch(`${own}/oidc/.well-known/openid-configuration`).then(
        (r) => {
          if (!r.ok) return void setTimeout(poll, 100);
          clearTimeout(timer);
          resolve();
        },
        () => setTimeout(poll, 100),
      );
    };
    poll();
  });
  proc.url = own;
  return proc;
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');

describe.skipIf(!DATABASE)(
  'two server processes on one PostgreSQL (skipped without TEST_DATABASE_URL: PGlite is embedded in one process)',
  () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let sql: pg.Client;
    let a: Proc;
    let b: Proc;
    let dataDir: string;
    let aliceToken: string;
    let bobToken: string;
    let snoozed: string[] = [];

    const call = async (proc: Proc, token: string, method: string, route: string, body?: unknown) => {
      const response = await fetch(`${proc.url}/api${route}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : undefined };
    };

    beforeAll(async () => {
      database = await freshDatabase();
      const databaseUrl = database.databaseUrl as string;
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-processes-'));
      const [portA, portB] = [await freePort(), await freePort()];
      // One public address for both, as behind a load balancer: a token signed in through one is good at the other.
      const publicUrl = `http://localhost:${portA}`;
      // A small demo workspace, seeded here so both processes start at once on a ready database.
      const db = await openDatabase({ kind: 'postgres', url: databaseUrl });
      await migrateToLatest(db);
      await seedDatabase(db, { now: new Date(), acmeThreads: 24, globexThreads: 2 });
      await db.destroy();
      [a, b] = await Promise.all([
        startProcess('A', portA, publicUrl, databaseUrl, dataDir),
        startProcess('B', portB, publicUrl, databaseUrl, dataDir),
      ]);
      sql = new pg.Client({ connectionString: databaseUrl });
      await sql.connect();
      aliceToken = (await signIn(publicUrl, alice)).access_token;
      bobToken = (await signIn(publicUrl, bob)).access_token;
    }, 120_000);

    afterAll(async () => {
      for (const proc of procs) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
      await Promise.all(
        procs.map((p) =>
          p.child.exitCode === null && p.child.signalCode === null
            ? new Promise((r) => p.child.once('exit', r))
            : null,
        ),
      );
      await sql?.end();
      await database?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('sends each scheduled message and wakes each snoozed thread once, whichever process takes it', async () => {
      const SENDS = 12;
      const SNOOZES = 12;
      const stamp = Date.now().toString(36);
      const later = new Date(Date.now() + 3600_000).toISOString();
      const sends = Array.from({ length: SENDS }, (_, i) => ({
        thread: `thr_sched_${stamp}_${i}`,
        message: `msg_sched_${stamp}_${i}`,
      }));
      for (const [i, s] of sends.entries()) {
        const created = await call(i % 2 ? b : a, aliceToken, 'POST', '/threads', {
          thread_id: s.thread,
          message_id: s.message,
          message_body: `<p>Due together ${i}</p>`,
          thread_title: `Due together ${i}`,
          internal_recipients: [{ user_id: bob, type: 'to' }],
          external_recipients: [{ email: `partner${i}@outside.example`, type: 'to' }],
          scheduled_date: later,
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
      }
      snoozed = Array.from({ length: SNOOZES }, (_, i) => `thr_snz_${stamp}_${i}`);
      for (const [i, thread] of snoozed.entries()) {
        const created = await call(a, bobToken, 'POST', '/threads', {
          thread_id: thread,
          message_id: `msg_snz_${stamp}_${i}`,
          message_body: `<p>Wake me ${i}</p>`,
          thread_title: `Wake me ${i}`,
          internal_recipients: [{ user_id: alice, type: 'to' }],
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        const snooze = await call(i % 2 ? a : b, aliceToken, 'PATCH', `/threads/${thread}/snooze`, {
          snooze_end_date: Math.floor(Date.now() / 1000) + 3600,
        });
        expect(snooze.status, JSON.stringify(snooze.body)).toBe(200);
      }
      const before = { woken: a.done.woken + b.done.woken, sent: a.done.sent + b.done.sent };
      // Everything falls due at one moment, in one statement: both schedulers (every 100 ms) find it together.
      const due = new Date();
      await sql.query('begin');
      await sql.query('update messages set scheduled_date = $1 where id = any($2) and state = $3', [
        due,
        sends.map((s) => s.message),
        'scheduled',
      ]);
      await sql.query(
        'update thread_user_states set snooze_end_date = $1 where thread_id = any($2) and user_id = $3',
        [due, snoozed, alice],
      );
      await sql.query('commit');

      await until('every job done', async () => {
        const open = await sql.query(
          `select (select count(*) from messages where id = any($1) and state = 'scheduled')
                + (select count(*) from thread_user_states where thread_id = any($2) and snooze_end_date is not null) as n`,
          [sends.map((s) => s.message), snoozed],
        );
        return Number(open.rows[0].n) === 0;
      });
      // Both processes keep looking (every 100 ms): a second run of any job would be logged within these rounds.
      await until('the logged counts', async () => a.done.sent + b.done.sent - before.sent >= SENDS);
      await new Promise((r) => setTimeout(r, 1_000));
      const done = {
        woken: a.done.woken + b.done.woken - before.woken,
        sent: a.done.sent + b.done.sent - before.sent,
      };
      expect(done).toEqual({ woken: SNOOZES, sent: SENDS });

      // Each scheduled message: committed once, one outbox row for its outside address, one inbox item for Bob.
      const messages = await sql.query(
        'select id, state from messages where thread_id = any($1) order by id',
        [sends.map((s) => s.thread)],
      );
      expect(messages.rows).toEqual(
        sends.map((s) => ({ id: s.message, state: 'committed' })).sort((x, y) => (x.id < y.id ? -1 : 1)),
      );
      const outbox = await sql.query(
        'select message_id, count(*)::int as n from outbox where message_id = any($1) group by message_id',
        [sends.map((s) => s.message)],
      );
      expect(outbox.rows).toHaveLength(SENDS);
      expect(outbox.rows.every((r) => r.n === 1)).toBe(true);
      const bobInbox = await call(b, bobToken, 'GET', '/self/inbox_events?limit=30');
      expect(bobInbox.status).toBe(200);
      const bobThreads = (bobInbox.body.data as { thread: { id: string } }[]).map((i) => i.thread.id);
      for (const s of sends) expect(bobThreads.filter((id) => id === s.thread)).toHaveLength(1);

      // Each snoozed thread: back in Alice's inbox once, its snooze's end kept as the last one.
      const states = await sql.query(
        'select thread_id, snooze_end_date, last_snooze_end_date from thread_user_states where thread_id = any($1) and user_id = $2',
        [snoozed, alice],
      );
      expect(states.rows).toHaveLength(SNOOZES);
      for (const row of states.rows) {
        expect(row.snooze_end_date).toBeNull();
        expect((row.last_snooze_end_date as Date).getTime()).toBe(due.getTime());
      }
      const aliceInbox = await call(a, aliceToken, 'GET', '/self/inbox_events?limit=30');
      const aliceThreads = (aliceInbox.body.data as { thread: { id: string } }[]).map((i) => i.thread.id);
      for (const thread of snoozed) expect(aliceThreads.filter((id) => id === thread)).toHaveLength(1);
      // Both processes did some of the work (the claim spreads it; it is not one process doing all of it).
      expect(a.done.woken + a.done.sent).toBeGreaterThan(0);
      expect(b.done.woken + b.done.sent).toBeGreaterThan(0);
    }, 60_000);

    it('a kill -9 in a burst of bulk writes leaves each write whole or absent, and the other process carries on', async () => {
      const threads = (
        await sql.query('select distinct thread_id from inbox_items where user_id = $1 order by thread_id', [
          alice,
        ])
      ).rows.map((r) => r.thread_id as string);
      expect(threads.length).toBeGreaterThanOrEqual(20);
      const stamp = Date.now().toString(36);
      const labels: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        const label = await call(a, aliceToken, 'POST', '/self/labels', {
          name: `Burst ${stamp} ${i}`,
          color: '#3366cc',
        });
        expect(label.status, JSON.stringify(label.body)).toBe(201);
        labels.push(label.body.id);
      }
      // The burst: each request puts one label on every thread (one multi-row write), 8 at a time, through B.
      const acknowledged: string[] = [];
      let cut = 0;
      let next = 0;
      let killed = false;
      const exited = new Promise((resolve) => b.child.once('exit', resolve));
      const worker = async () => {
        while (next < labels.length) {
          const label = labels[next++] as string;
          try {
            const answer = await call(b, aliceToken, 'PATCH', '/threads:add_labels', {
              label_ids: [label],
              thread_ids: threads,
            });
            if (answer.status >= 200 && answer.status < 300) acknowledged.push(label);
            if (acknowledged.length >= 4 && !killed) {
              killed = true;
              b.child.kill('SIGKILL');
            }
          } catch {
            cut++;
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      await exited;
      expect(b.child.signalCode).toBe('SIGKILL');
      // The kill cut requests in flight (else it proved nothing).
      expect(cut).toBeGreaterThan(0);
      const rows = await sql.query(
        'select label_id, count(*)::int as n from thread_labels where label_id = any($1) group by label_id',
        [labels],
      );
      const counts = new Map(rows.rows.map((r) => [r.label_id as string, r.n as number]));
      // All or nothing: each label is on every thread or on none; each acknowledged one is on every thread.
      for (const label of labels) expect([0, threads.length]).toContain(counts.get(label) ?? 0);
      for (const label of acknowledged) expect(counts.get(label)).toBe(threads.length);

      // A carries on: it answers, and the scheduled work falls to it alone.
      const inbox = await call(a, aliceToken, 'GET', '/self/inbox_events?limit=30');
      expect(inbox.status).toBe(200);
      const before = { ...a.done };
      const thread = `thr_after_${stamp}`;
      const message = `msg_after_${stamp}`;
      const created = await call(a, aliceToken, 'POST', '/threads', {
        thread_id: thread,
        message_id: message,
        message_body: '<p>After the crash</p>',
        thread_title: 'After the crash',
        internal_recipients: [{ user_id: bob, type: 'to' }],
        scheduled_date: new Date(Date.now() + 3600_000).toISOString(),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const woken = snoozed[0] as string;
      expect(
        (
          await call(a, aliceToken, 'PATCH', `/threads/${woken}/snooze`, {
            snooze_end_date: Math.floor(Date.now() / 1000) + 3600,
          })
        ).status,
      ).toBe(200);
      // A rule's bulk application as a process killed in the middle of it leaves it: marked in progress, not
      // applied (its transaction rolled back). A's scheduler takes it up.
      const ruleLabel = labels[labels.length - 1] as string;
      await sql.query('delete from thread_labels where label_id = $1', [ruleLabel]);
      const rule = await call(a, aliceToken, 'POST', '/rules', {
        query: 'Wake me',
        actions: [{ type: 'ADD_LABEL', label_id: ruleLabel }],
        apply_to_incoming: false,
        bulk_application: false,
      });
      expect(rule.status, JSON.stringify(rule.body)).toBe(201);
      const due = new Date();
      await sql.query('update messages set scheduled_date = $1 where id = $2', [due, message]);
      await sql.query(
        'update thread_user_states set snooze_end_date = $1 where thread_id = $2 and user_id = $3',
        [due, woken, alice],
      );
      await sql.query('update rules set bulk_in_progress = true where id = $1', [rule.body.id]);
      await until('A to do the scheduled work', async () => {
        const open = await sql.query(
          `select (select count(*) from messages where id = $1 and state = 'scheduled')
                + (select count(*) from thread_user_states where thread_id = $2 and snooze_end_date is not null)
                + (select count(*) from rules where id = $3 and bulk_in_progress) as n`,
          [message, woken, rule.body.id],
        );
        return Number(open.rows[0].n) === 0;
      });
      await until('A to log it', async () => a.done.backfilled > before.backfilled);
      expect(a.done.sent - before.sent).toBe(1);
      expect(a.done.woken - before.woken).toBe(1);
      expect(a.done.backfilled - before.backfilled).toBe(1);
      const bobInbox = await call(a, bobToken, 'GET', '/self/inbox_events?limit=30');
      expect((bobInbox.body.data as { thread: { id: string } }[]).map((i) => i.thread.id)).toContain(thread);
      const labelled = await sql.query(
        'select thread_id from thread_labels where label_id = $1 order by thread_id',
        [ruleLabel],
      );
      expect(labelled.rows.map((r) => r.thread_id)).toEqual(expect.arrayContaining(snoozed));
    }, 60_000);
  },
);
