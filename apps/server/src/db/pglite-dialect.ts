import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { FairGate } from './fair-gate.js';
import { PreparedStatements } from './pglite-prepared.js';
import { activeLease, yieldIfSliceUsed } from './unit-of-work.js';

/**
 * A Kysely dialect over PGlite (embedded PostgreSQL in WebAssembly).
 *
 * PGlite is one single session, so the driver hands out one connection at a time: a transaction
 * holds the connection from BEGIN to COMMIT and other queries wait for it. That keeps transactions
 * isolated exactly as on a real server (where each would have its own session).
 *
 * The session is shared out through `gate`, first come, first served. A request that runs as a unit of
 * work (unit-of-work.ts) holds the gate for all its queries, so a request of ten queries waits in line
 * once, not ten times behind every other request; code outside a unit takes the gate per connection.
 */
export class PGliteDialect implements Dialect {
  readonly gate = new FairGate({ yieldBetweenHolders: true });
  constructor(
    private readonly pglite: PGlite,
    private readonly options: { preparedStatements?: boolean } = {},
  ) {}
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.gate, this.options.preparedStatements !== false);
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;

  constructor(
    pglite: PGlite,
    private readonly gate: FairGate,
    prepared: boolean,
  ) {
    this.connection = new PGliteConnection(pglite, prepared);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const lease = activeLease(this.gate);
    const release = lease ? await lease.inner.acquire() : await this.gate.acquire();
    if (lease) await yieldIfSliceUsed(lease);
    this.connection.release = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await (connection as PGliteConnection).run(`begin${level}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).run('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).run('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const c = connection as PGliteConnection;
    const release = c.release;
    c.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    const release = await this.gate.acquire();
    release();
    if (!this.connection.pglite.closed) await this.connection.pglite.close();
  }
}

class PGliteConnection implements DatabaseConnection {
  release: (() => void) | undefined;
  readonly #statements: PreparedStatements;
  constructor(
    readonly pglite: PGlite,
    prepared: boolean,
  ) {
    this.#statements = new PreparedStatements(pglite, prepared);
  }

  async run(sql: string): Promise<void> {
    await this.pglite.exec(sql);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#statements.query<R>(compiledQuery.sql, compiledQuery.parameters);
    return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGliteDialect does not support streaming queries');
  }
}
