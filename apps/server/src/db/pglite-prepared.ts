import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { isPlannedPerCall } from './statement-plans.js';

/** How many distinct statements one session keeps prepared; the least recently used goes first. */
export const PREPARED_STATEMENT_LIMIT = 500;

interface Prepared {
  name: string;
  /** The parameters' types, as the server inferred them (to serialize each value as PGlite's own query does). */
  paramTypes: number[];
}

/** SQLSTATEs after which a prepared statement is dropped and prepared again (its plan no longer fits). */
const STALE_PLAN = new Set(['0A000', '26000']);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/**
 * Named prepared statements on a PGlite session. PGlite's `query` sends each statement unnamed (parse,
 * describe, bind, describe, execute, sync: six calls into the engine), so PostgreSQL parses, analyses and
 * plans it again on every call; planning is most of a short statement's cost there. Each SQL text (Kysely
 * compiles values to `$n` parameters, so a query's text repeats) is parsed once under a name and then only
 * bound and executed, in one call; PostgreSQL's plan cache then reuses its plan where a generic plan is as
 * good (`plan_cache_mode` auto: after five custom plans). The caller holds the session (the dialect's gate);
 * this runs inside PGlite's own query lock, so a LISTEN or a direct query elsewhere never interleaves.
 */
export class PreparedStatements {
  readonly #statements = new Map<string, Prepared>();
  #next = 0;

  /** `named` false: every statement goes unnamed through PGlite's own `query` (PGLITE_PREPARED=0). */
  constructor(
    private readonly pglite: PGlite,
    private readonly named = true,
  ) {}

  /** How many statements are prepared now. */
  get size(): number {
    return this.#statements.size;
  }

  async query<R>(sql: string, params: readonly unknown[]): Promise<{ rows: R[]; affectedRows: number }> {
    if (!this.named || isPlannedPerCall(sql)) {
      const result = await this.pglite.query<R>(sql, [...params]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    }
    return this.pglite.runExclusive(async () => {
      let result: { rows: R[]; affectedRows: number };
      // Only a statement prepared by an earlier call can have gone stale; any other error is the statement's own.
      const wasPrepared = this.#statements.has(sql);
      try {
        result = await this.#run<R>(sql, params);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!wasPrepared || !code || !STALE_PLAN.has(code)) throw error;
        // A statement whose result type changed under it (DDL since it was prepared): prepare it again.
        await this.#drop(sql);
        try {
          result = await this.#run<R>(sql, params);
        } catch (again) {
          // Inside a transaction, which the first error aborted (25P02): the transaction boundary (retry.ts)
          // runs it all again, the statement then prepared afresh.
          if ((again as { code?: string }).code === '25P02')
            throw Object.assign(error as object, { staleStatement: true });
          throw again;
        }
      }
      // As PGlite's own query does outside its own transactions (a no-op on a folder or in memory).
      await this.pglite.syncToFs();
      return result;
    });
  }

  async #run<R>(sql: string, params: readonly unknown[]): Promise<{ rows: R[]; affectedRows: number }> {
    const statement = await this.#prepare(sql);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = this.pglite.serializers[statement.paramTypes[index] as number];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await this.#send([
      protocol.serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const [result] = parse.parseResults(messages, this.pglite.parsers);
    return { rows: (result?.rows ?? []) as R[], affectedRows: result?.affectedRows ?? 0 };
  }

  async #prepare(sql: string): Promise<Prepared> {
    const known = this.#statements.get(sql);
    if (known) {
      // Most recently used last: a Map keeps insertion order.
      this.#statements.delete(sql);
      this.#statements.set(sql, known);
      return known;
    }
    if (this.#statements.size >= PREPARED_STATEMENT_LIMIT) {
      const oldest = this.#statements.keys().next().value as string;
      await this.#drop(oldest);
    }
    const name = `sb_${(this.#next++).toString(36)}`;
    const messages = await this.#send([
      protocol.serialize.parse({ name, text: sql, types: [] }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.#statements.set(sql, prepared);
    return prepared;
  }

  async #drop(sql: string): Promise<void> {
    const statement = this.#statements.get(sql);
    if (!statement) return;
    this.#statements.delete(sql);
    await this.#send([
      protocol.serialize.close({ type: 'S', name: statement.name }),
      protocol.serialize.sync(),
    ]).catch(() => undefined);
  }

  /** One call into the engine; an error still leaves the session ready (the sync is in the same call). */
  async #send(parts: Uint8Array[]) {
    try {
      return await this.pglite.execProtocolStream(concat(parts), { syncToFs: false });
    } catch (error) {
      // Should the engine have stopped before the sync, end the failed exchange.
      await this.pglite
        .execProtocolStream(protocol.serialize.sync(), { syncToFs: false })
        .catch(() => undefined);
      throw error;
    }
  }
}
