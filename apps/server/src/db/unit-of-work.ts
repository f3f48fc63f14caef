import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely } from 'kysely';
import { FairGate, GateTimeoutError } from './fair-gate.js';

/**
 * A unit of work on a single-session database (PGlite): the request that holds it has the session to
 * itself from its first query to its last, and requests are served first come, first served. Inside the
 * unit, its own queries (several at once with Promise.all, or a transaction) take turns on `inner`.
 */
export interface UnitLease {
  readonly gate: FairGate;
  readonly inner: FairGate;
  active: boolean;
  /** performance.now() when this unit last let the event loop turn (its start counts as one). */
  turnedAt: number;
}

/**
 * The longest a unit runs PGlite's queries without letting the event loop turn. PGlite settles its queries
 * without I/O, so a unit's queries would otherwise run back to back in one turn; Node accepts one new
 * connection per turn and reads sockets only between turns, so a long turn delays every new connection
 * and every refusal.
 */
export const UNIT_SLICE_MS = 5;

/** Lets the event loop turn before the unit's next query when it has run UNIT_SLICE_MS since the last. */
export async function yieldIfSliceUsed(lease: UnitLease): Promise<void> {
  if (performance.now() - lease.turnedAt < UNIT_SLICE_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
  lease.turnedAt = performance.now();
}

const current = new AsyncLocalStorage<UnitLease>();

/** The lease held by the code running now, when it is still held. */
export function activeLease(gate: FairGate): UnitLease | undefined {
  const lease = current.getStore();
  return lease?.active && lease.gate === gate ? lease : undefined;
}

const gates = new WeakMap<object, FairGate>();

/** Marks `db` as a single-session database whose session is shared out through `gate`. */
export function registerSessionGate(db: Kysely<never> | object, gate: FairGate): void {
  gates.set(db, gate);
}

/** The session gate of `db`, when it has one (PGlite); PostgreSQL's pool needs none. */
export function sessionGate(db: object): FairGate | undefined {
  return gates.get(db);
}

/**
 * Runs `work` as one unit of work on `db`. On PGlite it waits its turn for the session (at most
 * `maxWaitMs`, then rejects with GateTimeoutError) and keeps it until `work` settles; work started by it
 * that outlives it (background tasks) queues again like any other. On PostgreSQL it just runs `work`.
 */
export async function runUnitOfWork<T>(db: object, work: () => Promise<T>, maxWaitMs?: number): Promise<T> {
  const gate = sessionGate(db);
  if (!gate) {
    // PostgreSQL: the request's first pooled connection is waited for at most maxWaitMs (boundedConnect).
    if (maxWaitMs === undefined || bounds.getStore()) return work();
    return bounds.run({ deadline: performance.now() + maxWaitMs, started: false }, work);
  }
  if (activeLease(gate)) return work();
  const release = await gate.acquire(maxWaitMs);
  const lease: UnitLease = { gate, inner: new FairGate(), active: true, turnedAt: performance.now() };
  try {
    return await current.run(lease, work);
  } finally {
    lease.active = false;
    // A query of this unit still running (started and not awaited) finishes before the next unit starts.
    const drained = await lease.inner.acquire();
    drained();
    release();
  }
}

interface ConnectBound {
  deadline: number;
  /** Set once the unit asked for its first connection: later ones wait as long as they must. */
  started: boolean;
}
const bounds = new AsyncLocalStorage<ConnectBound>();

/**
 * Takes a connection from a PostgreSQL pool. The first one a request's unit of work asks for waits at most
 * until the unit's bound (runUnitOfWork's maxWaitMs), then rejects with GateTimeoutError: the request has
 * done nothing yet, so it is answered 503 with `Retry-After`. Later connections of the same request, and
 * work outside requests (jobs, push), wait as long as they must: a request that has started is finished.
 */
export async function boundedConnect<C extends { release: () => void }>(
  connect: () => Promise<C>,
): Promise<C> {
  const bound = bounds.getStore();
  if (!bound || bound.started) return connect();
  bound.started = true;
  const remaining = bound.deadline - performance.now();
  if (remaining <= 0) throw new GateTimeoutError(0);
  const pending = connect();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GateTimeoutError(Math.round(remaining))), remaining);
  });
  try {
    return await Promise.race([pending, timedOut]);
  } catch (error) {
    // A connection that arrives after the bound goes back to the pool unused.
    if (error instanceof GateTimeoutError) void pending.then((c) => c.release()).catch(() => {});
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `work` outside any unit of work: for long-lived work a request starts (an IMAP account's watcher),
 * whose queries must queue for the session like any other's, not as part of a request that has ended.
 */
export function outsideUnitOfWork<T>(work: () => T): T {
  return current.exit(work);
}
