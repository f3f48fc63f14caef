import type { MiddlewareHandler } from 'hono';
import { GateTimeoutError } from '../db/fair-gate.js';
import { runUnitOfWork } from '../db/unit-of-work.js';
import { unavailable } from './load-shed.js';

/**
 * Each request is one unit of work on the database (see db/unit-of-work.ts): on PGlite it waits its turn
 * for the session, first come first served, at most `maxWaitMs`; a request still waiting then is
 * answered 503 `unavailable` with `Retry-After` and has done nothing. On PostgreSQL it passes through.
 */
export function unitOfWork(db: object, maxWaitMs: number): MiddlewareHandler {
  return async (c, next) => {
    try {
      await runUnitOfWork(db, () => next(), maxWaitMs);
    } catch (error) {
      if (error instanceof GateTimeoutError) return unavailable(c, 'The server is busy, try again shortly');
      throw error;
    }
  };
}
