import type { MiddlewareHandler } from 'hono';
import { GateTimeoutError } from '../db/fair-gate.js';
import { activeLease, runUnitOfWork, sessionGate } from '../db/unit-of-work.js';
import { unavailable } from './load-shed.js';

/**
 * Each request is one unit of work on the database (see db/unit-of-work.ts): on PGlite it waits its turn
 * for the session, first come first served, at most `maxWaitMs`; a request still waiting then is
 * answered 503 `unavailable` with `Retry-After` and has done nothing. A request that would wait longer
 * than that anyway (the requests in line ahead of it times how long a request has recently held the
 * session) is refused at once instead of after waiting. On PostgreSQL it passes through.
 */
export function unitOfWork(db: object, maxWaitMs: number): MiddlewareHandler {
  const gate = sessionGate(db);
  // How long a request holds the session, on average over the recent ones (exponentially weighted).
  let heldMs = 0;
  return async (c, next) => {
    if (gate && !activeLease(gate) && gate.isHeld && (gate.waiting + 1) * heldMs > maxWaitMs)
      return unavailable(c, 'The server is busy, try again shortly');
    try {
      await runUnitOfWork(
        db,
        async () => {
          const started = performance.now();
          try {
            await next();
          } finally {
            heldMs =
              heldMs === 0 ? performance.now() - started : 0.9 * heldMs + 0.1 * (performance.now() - started);
          }
        },
        maxWaitMs,
      );
    } catch (error) {
      if (error instanceof GateTimeoutError) return unavailable(c, 'The server is busy, try again shortly');
      throw error;
    }
  };
}
