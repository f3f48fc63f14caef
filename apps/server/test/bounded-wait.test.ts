import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, databaseCapacity, openDatabase } from '../src/db/database.js';
import { GateTimeoutError } from '../src/db/fair-gate.js';
import { runUnitOfWork } from '../src/db/unit-of-work.js';
import { freshDatabase } from './helpers/test-server.js';

// Issue 22: a request never waits for the database longer than its bound. On PGlite it waits for the one
// session (the fair gate), on PostgreSQL for a pooled connection; either way, once the bound passes it is
// refused (503 at the HTTP layer) before it has done anything, and a request that has started finishes.
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  db = await openDatabase(
    fresh.databaseUrl ? { kind: 'postgres', url: fresh.databaseUrl } : { kind: 'memory' },
  );
});
afterAll(async () => {
  await db.destroy();
  await drop();
});

describe('the bounded wait of a request for the database', () => {
  it('refuses a request that waited past its bound while every connection was busy, and serves the next', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // Requests that hold every connection (one on PGlite, the whole pool on PostgreSQL) until told.
    const holding = Array.from({ length: databaseCapacity(db) }, () =>
      runUnitOfWork(
        db,
        () =>
          db.transaction().execute(async (tx) => {
            await sql`select 1`.execute(tx);
            await finished;
          }),
        5_000,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    let ran = false;
    const refused = runUnitOfWork(
      db,
      async () => {
        await sql`select 1`.execute(db);
        ran = true;
      },
      200,
    );
    await expect(refused).rejects.toBeInstanceOf(GateTimeoutError);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(150);
    expect(waited).toBeLessThan(2_000);
    expect(ran).toBe(false);
    finish();
    await Promise.all(holding);
    // Once the connections are free, the next request is served.
    const answer = await runUnitOfWork(db, () => sql<{ one: number }>`select 1 as one`.execute(db), 5_000);
    expect(answer.rows[0]?.one).toBe(1);
  });
});
