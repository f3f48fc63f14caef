import type pg from 'pg';
import { isPlannedPerCall } from './statement-plans.js';

/** How many distinct statements one PostgreSQL connection keeps prepared; the least recently used goes first. */
export const POSTGRES_PREPARED_LIMIT = 200;

/** SQLSTATEs after which a prepared statement is dropped and prepared again (its plan no longer fits). */
const STALE_PLAN = new Set(['0A000', '26000']);

/**
 * Set on the error of a statement whose prepared plan went stale inside a transaction: the transaction is
 * aborted, so the statement cannot simply run again; the transaction boundary (retry.ts) runs the whole
 * transaction again, and the statement is then prepared afresh.
 */
export const STALE_STATEMENT = 'staleStatement';

/** The part of a pooled pg client this uses (a `pg.PoolClient`). */
type Client = pg.PoolClient & {
  /** pg's own record of the statements parsed on this connection (name -> text); see pg/lib/query.js. */
  connection?: { parsedStatements?: Record<string, string> };
};

interface QueryResult {
  command: string;
  rowCount: number | null;
  rows: unknown[];
}

/**
 * Named prepared statements on one pooled PostgreSQL connection. Given `{ name, text, values }`, pg parses a
 * statement once per connection and afterwards only binds and executes it; PostgreSQL's plan cache then
 * reuses a generic plan where one is as good (`plan_cache_mode` auto: after five custom plans), so a repeated
 * statement is neither parsed nor (mostly) planned again. Kysely compiles values to `$n` parameters, so a
 * query's text repeats. Statements without parameters (transaction control, migrations' DDL, which may hold
 * several statements, which only the simple protocol runs) and those whose plan depends on their values
 * (`isPlannedPerCall`: patterns, text search) go unnamed as before.
 */
export class PreparedConnection {
  /** SQL text -> its name on this connection; a Map keeps insertion order, most recently used last. */
  readonly #names = new Map<string, string>();
  /** Names to deallocate when the connection can run a statement again (dropped during a failed transaction). */
  #closing: string[] = [];
  #next = 0;

  constructor(
    readonly client: Client,
    private readonly named: boolean,
  ) {}

  /** How many statements are prepared on this connection now. */
  get size(): number {
    return this.#names.size;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query is overloaded; anything but (text, values) passes through
  query(config: any, values?: any): any {
    if (!this.named || typeof config !== 'string' || !Array.isArray(values) || values.length === 0)
      return this.client.query(config, values);
    if (isPlannedPerCall(config)) return this.client.query(config, values);
    return this.#namedQuery(config, values);
  }

  release(error?: Error | boolean): void {
    this.client.release(error);
  }

  async #namedQuery(text: string, values: unknown[]): Promise<QueryResult> {
    await this.closePending();
    // Only a statement prepared by an earlier call can have gone stale; any other error is the statement's own.
    const wasPrepared = this.#names.has(text);
    const name = await this.#nameOf(text);
    try {
      return await this.client.query({ name, text, values });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (!wasPrepared || !code || !STALE_PLAN.has(code)) throw error;
      // A statement whose result changed under it (DDL since it was prepared), or one the session lost
      // (DEALLOCATE ALL, DISCARD): forget it, so it is prepared again under a new name.
      this.#forget(text);
      if (this.client.getTransactionStatus() !== 'I') {
        // Inside a transaction, which the error aborted: the transaction boundary runs it all again.
        throw Object.assign(error as object, { [STALE_STATEMENT]: true });
      }
      await this.closePending();
      return this.client.query({ name: await this.#nameOf(text), text, values });
    }
  }

  async #nameOf(text: string): Promise<string> {
    const known = this.#names.get(text);
    if (known) {
      this.#names.delete(text);
      this.#names.set(text, known);
      return known;
    }
    if (this.#names.size >= POSTGRES_PREPARED_LIMIT) {
      this.#forget(this.#names.keys().next().value as string);
      await this.closePending();
    }
    // Names are never used twice on a connection, so pg's "must be unique" check never meets an old one.
    const name = `sb_${(this.#next++).toString(36)}`;
    this.#names.set(text, name);
    return name;
  }

  #forget(text: string): void {
    const name = this.#names.get(text);
    if (!name) return;
    this.#names.delete(text);
    this.#closing.push(name);
  }

  /**
   * Deallocates the dropped statements, only outside a transaction: should DEALLOCATE fail (a statement the
   * session already lost), it must not abort a transaction. Otherwise they wait for the next statement run
   * outside one, or the connection's next checkout.
   */
  async closePending(): Promise<void> {
    if (this.#closing.length === 0 || this.client.getTransactionStatus() !== 'I') return;
    const names = this.#closing;
    this.#closing = [];
    for (const name of names) {
      if (this.client.connection?.parsedStatements) delete this.client.connection.parsedStatements[name];
      await this.client.query(`deallocate "${name}"`).catch(() => undefined);
    }
  }
}

const connections = new WeakMap<pg.PoolClient, PreparedConnection>();

/**
 * The pool Kysely's PostgresDialect uses: `connect` checks a connection out of `connect()` and answers its
 * `PreparedConnection` (the same object each time the same connection is checked out, which Kysely keys its
 * own connection state by). `named` false: every statement goes unnamed (POSTGRES_PREPARED=0).
 */
export function preparedPool(
  connect: () => Promise<pg.PoolClient>,
  end: () => Promise<void>,
  named = true,
): { connect: () => Promise<PreparedConnection>; end: () => Promise<void> } {
  return {
    connect: async () => {
      const client = await connect();
      let connection = connections.get(client);
      if (!connection) {
        connection = new PreparedConnection(client, named);
        connections.set(client, connection);
      }
      await connection.closePending();
      return connection;
    },
    end,
  };
}
