import { type Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_PREPARED_LIMIT, type PreparedConnection, preparedPool } from './postgres-prepared.js';
import { RetryingKysely } from './retrying-kysely.js';

// PostgreSQL only: run through `node scripts/with-postgres.mjs -- vitest run --project server <this file>`.
const admin = process.env.TEST_DATABASE_URL;
const database = `switchboard_prepared_${Date.now().toString(36)}`;
const url = admin ? Object.assign(new URL(admin), { pathname: `/${database}` }).toString() : '';

interface T {
  id: number;
  at: Date | null;
  tags: unknown;
  ok: boolean;
  note: string | null;
}

/** One connection, so every statement of a test lands on the same session. */
function open(named = true) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const prepared = preparedPool(
    () => pool.connect(),
    () => pool.end(),
    named,
  );
  const db = new RetryingKysely<{ t: T }>({ dialect: new PostgresDialect({ pool: prepared }) });
  /** The statements prepared on the one connection, as PostgreSQL lists them. */
  const preparedOnServer = async () =>
    (
      await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements where not from_sql`.execute(db)
    ).rows.map((r) => r.statement);
  const connection = async (): Promise<PreparedConnection> => {
    const c = await prepared.connect();
    c.release();
    return c;
  };
  return { db, pool, preparedOnServer, connection };
}

let other: pg.Client;

describe.skipIf(!admin)('named prepared statements on PostgreSQL', () => {
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${database}`);
    await client.end();
    other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query(`
      create table t (id int primary key, at timestamptz, tags jsonb, ok boolean, note text);
      insert into t values (1, '2026-11-27T10:00:00Z', '["a"]', true, null), (2, null, null, false, 'x');
    `);
  });
  afterAll(async () => {
    await other?.end();
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  });

  it('answers what an unnamed statement answers, values and types alike, preparing each text once', async () => {
    const { db, preparedOnServer } = open();
    const query = () =>
      db
        .selectFrom('t')
        .select(['id', 'at', 'tags', 'ok', 'note'])
        .where('id', '=', sql<number>`any(${[1, 2]}::int[])`)
        .where((eb) => eb.or([eb('at', 'is', null), eb('at', '<', new Date('2027-01-01T00:00:00Z'))]))
        .orderBy('id');
    const expected = (await other.query(query().compile().sql, [...query().compile().parameters])).rows;
    for (let i = 0; i < 7; i++) expect(await query().execute()).toEqual(expected);
    expect(expected).toEqual([
      { id: 1, at: new Date('2026-11-27T10:00:00Z'), tags: ['a'], ok: true, note: null },
      { id: 2, at: null, tags: null, ok: false, note: 'x' },
    ]);
    expect((await preparedOnServer()).filter((s) => s === query().compile().sql)).toHaveLength(1);
    await db.destroy();
  });

  it('counts the rows a write touched', async () => {
    const { db } = open();
    const result = await db.updateTable('t').set({ note: 'y' }).where('id', '>', 0).executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
    await db.destroy();
  });

  it('leaves the connection usable after an error, with the SQLSTATE on it, and prepares nothing broken', async () => {
    const { db } = open();
    const insert = () => db.insertInto('t').values({ id: 1, ok: true }).execute();
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
    // The same statement again fails the same way (the constraint, not a stale plan: no retry loop).
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
    const { n } = await db
      .selectFrom('t')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', '>', 0)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2);
    await db.destroy();
  });

  it('prepares a statement again when a change of the table changed its result, outside a transaction', async () => {
    const { db } = open();
    const read = () => db.selectFrom('t').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(Object.keys(await read())).not.toContain('extra');
    await other.query("alter table t add column extra text default 'z'");
    expect(await read()).toMatchObject({ id: 1, extra: 'z' });
    await other.query('alter table t drop column extra');
    await db.destroy();
  });

  it('runs a transaction again when a statement in it went stale, and then answers the new result', async () => {
    const { db, preparedOnServer } = open();
    const retries: unknown[] = [];
    db.retryOptions = { onRetry: (_attempt, error) => void retries.push(error), sleep: async () => {} };
    const read = (trx: Kysely<{ t: T }>) =>
      trx.selectFrom('t').selectAll().where('id', '=', 2).executeTakeFirstOrThrow();
    await read(db);
    await other.query("alter table t add column later text default 'w'");
    const row = await db.transaction().execute(async (trx) => {
      const seen = await read(trx);
      await trx.updateTable('t').set({ note: 'in tx' }).where('id', '=', 2).execute();
      return seen;
    });
    expect(row).toMatchObject({ id: 2, later: 'w' });
    expect(retries).toEqual([expect.objectContaining({ code: '0A000', staleStatement: true })]);
    expect((await db.selectFrom('t').select('note').where('id', '=', 2).executeTakeFirstOrThrow()).note).toBe(
      'in tx',
    );
    // The stale statement was deallocated once the connection was out of the failed transaction.
    const sqlText = db.selectFrom('t').selectAll().where('id', '=', 2).compile().sql;
    expect((await preparedOnServer()).filter((s) => s === sqlText)).toHaveLength(1);
    await other.query('alter table t drop column later');
    await db.destroy();
  });

  it('prepares a statement again when the session lost it (deallocate all)', async () => {
    const { db } = open();
    const read = () => db.selectFrom('t').select('id').where('id', '=', 1).executeTakeFirstOrThrow();
    await read();
    await sql`deallocate all`.execute(db);
    expect(await read()).toEqual({ id: 1 });
    await db.destroy();
  });

  it('keeps at most its limit of statements on a connection, also when they come inside a transaction', async () => {
    const { db, preparedOnServer, connection } = open();
    const distinct = (trx: Kysely<{ t: T }>, i: number) =>
      sql<{ n: number }>`select ${1}::int + ${sql.lit(i)} as n`.execute(trx);
    for (let i = 0; i < POSTGRES_PREPARED_LIMIT + 20; i++) await distinct(db, i);
    expect((await connection()).size).toBe(POSTGRES_PREPARED_LIMIT);
    expect((await preparedOnServer()).length).toBeLessThanOrEqual(POSTGRES_PREPARED_LIMIT + 1);
    await db.transaction().execute(async (trx) => {
      for (let i = 1000; i < 1030; i++) expect((await distinct(trx, i)).rows).toEqual([{ n: 1 + i }]);
    });
    // Dropped in the transaction, deallocated after it (at the next checkout).
    expect((await connection()).size).toBe(POSTGRES_PREPARED_LIMIT);
    expect((await preparedOnServer()).length).toBeLessThanOrEqual(POSTGRES_PREPARED_LIMIT + 1);
    expect((await distinct(db, 3)).rows).toEqual([{ n: 4 }]);
    await db.destroy();
  });

  it('plans a pattern or a text search with its values on each call (never a generic plan)', async () => {
    const { db, preparedOnServer } = open();
    await db.selectFrom('t').select('id').where('note', 'like', '%y%').execute();
    await sql`select id from t where to_tsvector('simple', coalesce(note, '')) @@ plainto_tsquery('simple', ${'y'})`.execute(
      db,
    );
    expect(await preparedOnServer()).toEqual([]);
    await db.destroy();
  });

  it('sends every statement unnamed when turned off (POSTGRES_PREPARED=0)', async () => {
    const { db, preparedOnServer } = open(false);
    for (let i = 0; i < 3; i++) await db.selectFrom('t').select('id').where('id', '=', 1).execute();
    expect(await preparedOnServer()).toEqual([]);
    await db.destroy();
  });
});
