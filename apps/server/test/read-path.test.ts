/**
 * The read path at a size where the planner prefers indexes (the demo workspace plus 1,500 bulk threads,
 * analyzed): every list and search query runs without a sequential scan of a big table (EXPLAIN of each
 * SQL statement the API ran for it), and list pages follow their sort key, so a page is the same rows
 * whatever arrives at the top meanwhile, and a long list says 'many' instead of counting every row.
 * Runs on PGlite and, in the PostgreSQL stage, on PostgreSQL (TEST_DATABASE_URL).
 */
import type { EndpointName } from '@switchboard/api-client';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulk } from '../bench/bulk-seed.js';
import { PreparedStatements } from '../src/db/pglite-prepared.js';
import { isPlannedPerCall } from '../src/db/statement-plans.js';
import { LIST_COUNT_CAP } from '../src/http/pagination.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, TEST_NOW, type TestServer } from './helpers/test-server.js';

/** Tables that grow with the mail: a sequential scan of one of them costs a page its constant time. */
const BIG_TABLES = new Set([
  'threads',
  'messages',
  'message_user_states',
  'attachments',
  'thread_user_states',
  'thread_followers',
  'thread_channels',
  'thread_labels',
  'inbox_items',
  'message_reactions',
]);

/** Every statement the database ran while `capturing` is set (both drivers). */
const captured: { sql: string; params: unknown[] }[] = [];
let capturing = false;
const preparedQuery = PreparedStatements.prototype.query;
PreparedStatements.prototype.query = function (
  this: PreparedStatements,
  text: string,
  params: readonly unknown[],
) {
  if (capturing) captured.push({ sql: text, params: [...params] });
  return preparedQuery.call(this, text, params);
} as typeof PreparedStatements.prototype.query;
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (capturing && typeof args[0] === 'string')
    captured.push({ sql: args[0], params: (args[1] as unknown[]) ?? [] });
  // A named statement goes as a config object ({ name, text, values }).
  else if (capturing && typeof (args[0] as { text?: unknown } | undefined)?.text === 'string') {
    const config = args[0] as { text: string; values?: unknown[] };
    captured.push({ sql: config.text, params: config.values ?? (args[1] as unknown[]) ?? [] });
  }
  return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] && BIG_TABLES.has(node['Relation Name'])
    ? [node['Relation Name']]
    : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

/** The JSON plan of one captured statement (run with its parameters when it has some). */
async function planOf(statement: { sql: string; params: unknown[] }): Promise<{ Plan: PlanNode }[]> {
  const explained = await sql
    .raw<{ 'QUERY PLAN': unknown }>(`explain (format json) ${statement.sql}`)
    .execute(server.db)
    .catch(async () => {
      // A statement with parameters: run it through the same driver with its values.
      return server.db.executeQuery<{ 'QUERY PLAN': unknown }>({
        sql: `explain (format json) ${statement.sql}`,
        parameters: statement.params,
        query: { kind: 'RawNode', sqlFragments: [], parameters: [] },
        queryId: { queryId: 'explain' },
      } as never);
    });
  const raw = explained.rows[0]?.['QUERY PLAN'];
  return (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
}

/** A value as an SQL literal of unknown type, which EXECUTE casts to the parameter's inferred type. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The GENERIC plan of one captured statement: the plan PostgreSQL caches for a named statement after five
 * calls when it estimates it no worse than the plans made with the values (plan_cache_mode auto), the plan
 * every later call then runs whatever its values. PostgreSQL 15 has no `EXPLAIN (GENERIC_PLAN)`: the
 * statement is prepared (its parameters' types inferred), the generic plan forced, and the EXECUTE with its
 * values explained, on one session (PGlite's only one; a pooled connection held throughout on PostgreSQL).
 */
async function genericPlanOf(statement: { sql: string; params: unknown[] }): Promise<{ Plan: PlanNode }[]> {
  return server.db.connection().execute(async (db) => {
    await sql.raw(`prepare sb_generic_check as ${statement.sql}`).execute(db);
    try {
      await sql.raw('set plan_cache_mode = force_generic_plan').execute(db);
      const values = statement.params.map(literal).join(', ');
      const explained = await sql
        .raw<{ 'QUERY PLAN': unknown }>(
          `explain (format json) execute sb_generic_check${values ? `(${values})` : ''}`,
        )
        .execute(db);
      const raw = explained.rows[0]?.['QUERY PLAN'];
      return (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
    } finally {
      await sql.raw('reset plan_cache_mode').execute(db);
      await sql.raw('deallocate sb_generic_check').execute(db);
    }
  });
}

/** Every index a plan reads. */
const indexesOf = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesOf),
];

let server: TestServer;
const alice = SEED_IDS.user('alice');

beforeAll(async () => {
  server = await startTestServer();
  await seedBulk(server.db, { now: TEST_NOW, threads: 1500, messages: 7500 });
}, 240_000);

afterAll(async () => {
  await server?.close();
});

describe('EXPLAIN of every list and search query', () => {
  it('finds no sequential scan of a big table in any statement of the list, search and thread calls', async () => {
    const client = await server.as(alice);
    const label = await server.db
      .selectFrom('labels')
      .select('id')
      .where('user_id', '=', alice)
      .executeTakeFirstOrThrow();
    const channel = await server.db
      .selectFrom('channels')
      .select('id')
      .where('organization_id', '=', SEED_IDS.acme)
      .where('is_public', '=', true)
      .executeTakeFirstOrThrow();
    const thread = await server.db
      .selectFrom('inbox_items')
      .select('thread_id')
      .where('user_id', '=', alice)
      .where('thread_id', 'like', 'thr_b%')
      .executeTakeFirstOrThrow();
    const split = await client.call('createInboxSplit', {
      body: { name: 'Invoices', query: 'from:nina has:attachment' },
    });
    expect(split.status, JSON.stringify(split.body)).toBe(201);
    const firstInbox = await client.call('listInboxEvents', { query: { limit: 25 } });
    const calls: [EndpointName, Record<string, unknown>][] = [
      ['listInboxEvents', { query: { limit: 25 } }],
      ['listInboxEvents', { query: { limit: 25, page_token: firstInbox.body.meta.next_page_token } }],
      ['listInboxEvents', { query: { limit: 25, category: 'primary' } }],
      ['listInboxEvents', { query: { limit: 25, inbox_split_id: split.body.id } }],
      ['listAllThreads', { query: { limit: 25 } }],
      ['listSentThreads', { query: { limit: 25 } }],
      ['listStarredThreads', { query: { limit: 25 } }],
      ['listSnoozedThreads', { query: { limit: 25 } }],
      ['listTrashedThreads', { query: { limit: 25 } }],
      ['listSpamThreads', { query: { limit: 25 } }],
      ['listScheduledThreads', { query: { limit: 25 } }],
      ['listLabelThreads', { params: { label_id: label.id }, query: { limit: 25 } }],
      ['listChannelThreads', { params: { channel_id: channel.id }, query: { limit: 25 } }],
      ['listFilteredThreads', { query: { limit: 25, query: 'renewal' } }],
      [
        'listFilteredThreads',
        { query: { limit: 25, query: 'from:nina has:attachment newer_than:30d budget' } },
      ],
      ['getThread', { params: { thread_id: thread.thread_id } }],
      ['listThreadMessages', { params: { thread_id: thread.thread_id } }],
      ['getAccount', {}],
    ];
    // Only tables that hold enough rows for an index to pay (an empty or tiny table is rightly scanned).
    const sizes = await sql<{ relname: string; n: number }>`
      select relname, reltuples::int as n from pg_class where relkind = 'r'`.execute(server.db);
    const big = new Set(
      sizes.rows.filter((r) => BIG_TABLES.has(r.relname) && r.n >= 1000).map((r) => r.relname),
    );
    expect([...big]).toEqual(expect.arrayContaining(['threads', 'messages', 'inbox_items']));
    const found: string[] = [];
    let statements = 0;
    let generic = 0;
    for (const [name, input] of calls) {
      captured.length = 0;
      capturing = true;
      const result = await client.call(name, input);
      capturing = false;
      expect(result.status, `${name} ${JSON.stringify(result.body).slice(0, 300)}`).toBe(200);
      // A list page's capped count rides in its page's statement (a statement of its own only for a page
      // with no rows).
      if (name.startsWith('list') && name !== 'listThreadMessages') {
        const apart = captured.filter((c) => /^select count\(\*\) as "n" from \(select/.test(c.sql));
        expect(apart.map((c) => c.sql.slice(0, 80))).toEqual([]);
      }
      // Known exception: the capped count of a long list (`select count(*) from (... limit cap + 1)`). At
      // this test's size (1,800 threads) the planner prefers a scan and a sort over walking the activity
      // index for 51 rows; the bench's sizes show its cost (docs/DEPLOYMENT.md "Reads").
      const cappedCount = (text: string) => /^select count\(\*\) as "n" from \(select/.test(text);
      const scansIn = (plan: { Plan: PlanNode }[]) =>
        plan.flatMap((p) => seqScans(p.Plan)).filter((table) => big.has(table));
      // (A first page and its count are one statement reading the list once: `with listed as materialized`.)
      const read = (text: string) => /^\s*(?:select\b|with listed as materialized\b)/i.test(text);
      for (const statement of captured.filter((c) => read(c.sql) && !cappedCount(c.sql))) {
        statements++;
        const scans = scansIn(await planOf(statement));
        if (scans.length > 0)
          found.push(`${name}: seq scan of ${scans.join(', ')} in ${statement.sql.slice(0, 200)}`);
      }
      // A statement the drivers prepare under a name (db/statement-plans.ts) may be served from its generic
      // plan after five calls: that plan, made without the values, must not scan a big table either.
      for (const statement of captured.filter(
        (c) => /^\s*(?:select|with|update|insert|delete)\b/i.test(c.sql) && !isPlannedPerCall(c.sql),
      )) {
        generic++;
        const scans = scansIn(await genericPlanOf(statement));
        if (scans.length > 0)
          found.push(`${name}: generic plan seq-scans ${scans.join(', ')} in ${statement.sql.slice(0, 200)}`);
      }
    }
    expect(statements).toBeGreaterThan(calls.length * 2);
    expect(generic).toBeGreaterThan(calls.length * 2);
    expect(found).toEqual([]);
  }, 120_000);
});

describe('list pages by sort key', () => {
  it("pages the inbox forward and back by key, unmoved by a thread that arrives on top, and says 'many' past the cap", async () => {
    const client = await server.as(alice);
    const inboxSize = await server.db
      .selectFrom('inbox_items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', alice)
      .executeTakeFirstOrThrow();
    expect(Number(inboxSize.n)).toBeGreaterThan(LIST_COUNT_CAP);
    const first = await client.call('listInboxEvents', { query: { limit: 25 } });
    expect(first.body.meta).toMatchObject({ start_index: 0, returned_count: 25, total_count: null });
    const second = await client.call('listInboxEvents', {
      query: { limit: 25, page_token: first.body.meta.next_page_token },
    });
    // A thread of the second page moves to the top (new activity): the third page starts where the
    // second ended all the same (an offset would now skip a row).
    const moved = second.body.data[3]?.id as string;
    await server.db
      .updateTable('inbox_items')
      .set({ last_date: new Date(TEST_NOW.getTime() + 60_000) })
      .where('id', '=', moved)
      .execute();
    const third = await client.call('listInboxEvents', {
      query: { limit: 25, page_token: second.body.meta.next_page_token },
    });
    expect(third.body.meta.start_index).toBe(50);
    const { rows: expected } = await sql<{ id: string }>`
      select i.id from inbox_items i join threads t on t.id = i.thread_id
      left join thread_user_states s on s.thread_id = i.thread_id and s.user_id = ${alice}
      where i.user_id = ${alice} and t.organization_id = ${SEED_IDS.acme} and t.trashed_at is null
        and s.is_spam is not true and i.id <> ${moved}
      order by i.last_date desc, i.id desc offset 49 limit 25`.execute(server.db);
    expect(third.body.data.map((i) => i.id)).toEqual(expected.map((r) => r.id));
    // Back from the third page: the second page as it is now (the moved thread gone from it).
    const back = await client.call('listInboxEvents', {
      query: { limit: 25, page_token: third.body.meta.previous_page_token },
    });
    expect(back.body.meta.start_index).toBe(25);
    // Now the list is: the moved thread, the first page, the second without the moved one, the third.
    expect(back.body.data.map((i) => i.id)).toEqual([
      first.body.data[24]?.id,
      ...second.body.data.filter((i) => i.id !== moved).map((i) => i.id),
    ]);
    // The top page now starts with the moved thread; going back to it gives no previous page.
    const top = await client.call('listInboxEvents', {
      query: { limit: 25, page_token: back.body.meta.previous_page_token },
    });
    expect(top.body.meta).toMatchObject({ start_index: 0, previous_page_token: null });
    expect(top.body.data[0]?.id).toBe(moved);
  }, 60_000);

  it('counts a short list exactly and answers bad_request for a forged sort key', async () => {
    const client = await server.as(alice);
    const starred = await client.call('listStarredThreads', { query: { limit: 25 } });
    expect(starred.status).toBe(200);
    const count = await sql<{ n: number }>`
      select count(*)::int as n from thread_user_states s join threads t on t.id = s.thread_id
      where s.user_id = ${alice} and s.is_starred and t.trashed_at is null`.execute(server.db);
    const n = Number(count.rows[0]?.n);
    // Exact up to the cap, 'many' (null) past it.
    expect(starred.body.meta.total_count).toBe(n <= LIST_COUNT_CAP ? n : null);
    const forged = Buffer.from(JSON.stringify({ o: 25, a: ['yesterday', 'thr_x'] })).toString('base64url');
    const bad = await client.call('listAllThreads', { query: { page_token: forged } });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/^page_token:/);
  });
});

describe('the starred and label lists start from their own rows', () => {
  it("refreshes a thread's starred copies through an index of the thread, not a scan of every starred state", async () => {
    // The statement of 0024's trigger when a thread's activity moves (each reply, each inbound message).
    const [plan] = await planOf({
      sql: `update thread_user_states set starred_activity_at = now() where thread_id = 'thr_any' and is_starred`,
      params: [],
    });
    expect(seqScans(plan?.Plan as PlanNode)).toEqual([]);
    expect(indexesOf(plan?.Plan as PlanNode)).toEqual(['thread_user_states_starred_thread_idx']);
  });

  it('pages them over their own activity-ordered indexes, which follow the thread as its activity moves', async () => {
    const client = await server.as(alice);
    const label = await server.db
      .selectFrom('labels')
      .select('id')
      .where('user_id', '=', alice)
      .executeTakeFirstOrThrow();
    // The page statement of each list reads the list's own index, not the workspace's activity index.
    const pageStatement = async (name: EndpointName, input: Record<string, unknown>) => {
      captured.length = 0;
      capturing = true;
      const result = await client.call(name, input);
      capturing = false;
      expect(result.status).toBe(200);
      const page = captured.find((c) => /^select "threads"\."id", to_char/.test(c.sql));
      expect(page, `${name}: no page statement`).toBeDefined();
      const statement = page as (typeof captured)[number];
      // The plan with its values, and the generic plan a named statement is served from after five calls:
      // each must read the list's own index.
      return [
        indexesOf((await planOf(statement))[0]?.Plan as PlanNode),
        indexesOf((await genericPlanOf(statement))[0]?.Plan as PlanNode),
      ];
    };
    for (const starredIndexes of await pageStatement('listStarredThreads', { query: { limit: 25 } })) {
      expect(starredIndexes).toContain('thread_user_states_starred_idx');
      expect(starredIndexes).not.toContain('threads_org_activity_id_idx');
    }
    for (const labelIndexes of await pageStatement('listLabelThreads', {
      params: { label_id: label.id },
      query: { limit: 25 },
    })) {
      expect(labelIndexes).toContain('thread_labels_label_activity_idx');
      expect(labelIndexes).not.toContain('threads_org_activity_id_idx');
    }

    // An old thread, starred and labelled now, then active: it leads both lists.
    const { rows: old } = await sql<{ id: string }>`
      select i.thread_id as id from inbox_items i join threads t on t.id = i.thread_id
      left join thread_user_states s on s.thread_id = t.id and s.user_id = ${alice}
      where i.user_id = ${alice} and t.trashed_at is null and s.is_starred is not true
        and not exists (select 1 from thread_labels tl where tl.thread_id = t.id and tl.label_id = ${label.id})
      order by t.last_activity_at asc limit 1`.execute(server.db);
    const thread = old[0]?.id as string;
    expect(thread).toBeDefined();
    expect((await client.call('starThreads', { body: { thread_ids: [thread] } })).status).toBe(204);
    expect(
      (await client.call('addThreadsLabels', { body: { thread_ids: [thread], label_ids: [label.id] } }))
        .status,
    ).toBe(204);
    const firstIds = async () => {
      const starred = await client.call('listStarredThreads', { query: { limit: 25 } });
      const labelled = await client.call('listLabelThreads', {
        params: { label_id: label.id },
        query: { limit: 25 },
      });
      return { starred: starred.body.data.map((t) => t.id), labelled: labelled.body.data.map((t) => t.id) };
    };
    const before = await firstIds();
    expect(before.starred[0]).not.toBe(thread);
    expect(before.labelled[0]).not.toBe(thread);
    await server.db
      .updateTable('threads')
      .set({ last_activity_at: new Date(TEST_NOW.getTime() + 120_000) })
      .where('id', '=', thread)
      .execute();
    const after = await firstIds();
    expect(after.starred[0]).toBe(thread);
    expect(after.labelled[0]).toBe(thread);
    // Each page is the list in the threads' own activity order (what the lists showed before).
    const { rows: starredOrder } = await sql<{ id: string }>`
      select t.id from thread_user_states s join threads t on t.id = s.thread_id
      where s.user_id = ${alice} and s.is_starred and t.trashed_at is null
        and t.organization_id = ${SEED_IDS.acme}
      order by t.last_activity_at desc, t.id desc limit 25`.execute(server.db);
    expect(after.starred).toEqual(starredOrder.map((r) => r.id));
    // Unstarred, it leaves the starred list and stays in the label's.
    expect((await client.call('unstarThreads', { body: { thread_ids: [thread] } })).status).toBe(204);
    const unstarred = await firstIds();
    expect(unstarred.starred).not.toContain(thread);
    expect(unstarred.labelled[0]).toBe(thread);
  }, 60_000);
});
