import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPGlite } from './database.js';
import { PREPARED_STATEMENT_LIMIT, PreparedStatements } from './pglite-prepared.js';
import { BY_KEY } from './statement-plans.js';

const pglite = newPGlite();
const named = new PreparedStatements(pglite);

beforeAll(async () => {
  await pglite.waitReady;
  await pglite.exec(`
    create table t (id int primary key, at timestamptz, tags jsonb, ok boolean, note text);
    insert into t values (1, '2026-11-27T10:00:00Z', '["a"]', true, null), (2, null, null, false, 'x');
  `);
});
afterAll(async () => {
  await pglite.close();
});

describe('named prepared statements on PGlite', () => {
  it("answers what PGlite's own query answers, values and types alike, preparing each text once", async () => {
    const text =
      'select id, at, tags, ok, note from t where id = any($1) and (at is null or at < $2) order by id';
    const params = [[1, 2], new Date('2027-01-01T00:00:00Z')];
    const expected = (await pglite.query(text, params)).rows;
    const before = named.size;
    for (let i = 0; i < 7; i++) expect((await named.query(text, params)).rows).toEqual(expected);
    expect(named.size).toBe(before + 1);
    expect(expected).toHaveLength(2);
  });

  it('counts the rows a write touched', async () => {
    const result = await named.query('update t set note = $1 where id > $2', ['y', 0]);
    expect(result.affectedRows).toBe(2);
  });

  it('leaves the session usable after an error, with the SQLSTATE on it', async () => {
    const insert = 'insert into t (id) values ($1)';
    await expect(named.query(insert, [1])).rejects.toMatchObject({ code: '23505' });
    await expect(named.query('select count(*)::int as n from t', [])).resolves.toMatchObject({
      rows: [{ n: 2 }],
    });
  });

  it('prepares a statement again when a change of the table changed its result', async () => {
    const text = 'select * from t where id = $1';
    expect(Object.keys((await named.query<object>(text, [1])).rows[0] ?? {})).not.toContain('extra');
    await pglite.exec("alter table t add column extra text default 'z'");
    expect((await named.query<{ extra: string }>(text, [1])).rows[0]?.extra).toBe('z');
  });

  it('inside a transaction, marks a stale statement for the transaction to run again', async () => {
    const text = 'select * from t where id = $1 and $2::int = 2';
    await named.query(text, [2, 2]);
    await pglite.exec("alter table t add column later text default 'w'");
    await pglite.query('begin');
    await expect(named.query(text, [2, 2])).rejects.toMatchObject({ code: '0A000', staleStatement: true });
    await pglite.query('rollback');
    // The run again prepares it afresh.
    await pglite.query('begin');
    expect((await named.query<{ later: string }>(text, [2, 2])).rows[0]?.later).toBe('w');
    await pglite.query('commit');
  });

  it('keeps at most its limit of statements', async () => {
    for (let i = 0; i < PREPARED_STATEMENT_LIMIT + 20; i++)
      await named.query(`select $1::int + ${i} as n`, [1]);
    expect(named.size).toBe(PREPARED_STATEMENT_LIMIT);
    expect((await named.query<{ n: number }>('select $1::int + 3 as n', [1])).rows).toEqual([{ n: 4 }]);
  });

  it('plans a pattern or a text search with its values on each call (never a generic plan)', async () => {
    const before = named.size;
    await named.query('select id from t where note like $1', ['%y%']);
    expect(named.size).toBe(before);
  });

  it('prepares a pattern read by key (marked BY_KEY): its answer is the unnamed one', async () => {
    const own = new PreparedStatements(pglite);
    const text = `select ${BY_KEY} id from t where id = $1 and note like $2`;
    for (const [id, pattern] of [
      [1, '%y%'],
      [2, '%y%'],
      [2, '%z%'],
    ] as const)
      expect((await own.query(text, [id, pattern])).rows).toEqual(
        (await pglite.query(text, [id, pattern])).rows,
      );
    expect(own.size).toBe(1);
  });
});
