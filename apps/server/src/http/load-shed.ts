import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './respond.js';

/** Seconds a refused client is told to wait before trying again (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 1;

/** The answer of a refused request: 503 `unavailable` with `Retry-After`. */
export function unavailable(
  c: Parameters<MiddlewareHandler>[0],
  message: string,
  retryAfterSeconds = RETRY_AFTER_SECONDS,
): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return errorResponse(c, 'unavailable', message);
}

/**
 * The in-flight cap sized from the database: eight requests per pooled PostgreSQL connection (a request
 * spends most of its time outside the database: parsing, views, JSON), and at least 64 (PGlite's one
 * session serves a queue in order; 64 inbox pages are about one second of its work).
 */
export function defaultMaxInFlight(databaseCapacity: number): number {
  return Math.max(64, databaseCapacity * 8);
}

export interface LoadShedOptions {
  /** Requests served at once by this process; the next one is refused at once. */
  maxInFlight: number;
  /** Told about each refusal (the bench and logs count them). */
  onShed?: () => void;
}

export interface LoadShed {
  middleware: MiddlewareHandler;
  /** Requests being served now. */
  readonly inFlight: number;
  /** Requests refused since start. */
  readonly shed: number;
}

/**
 * Load shedding: at most `maxInFlight` requests of this process are served at once; any request past
 * that is answered 503 `unavailable` with `Retry-After` immediately, before it reads its body or touches
 * the database, so that an overloaded server refuses quickly instead of queueing without bound until
 * clients time out. A refused request did nothing: it is safe to send again.
 */
export function loadShed(options: LoadShedOptions): LoadShed {
  let inFlight = 0;
  let shed = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    get shed() {
      return shed;
    },
    middleware: async (c, next) => {
      if (inFlight >= options.maxInFlight) {
        shed += 1;
        options.onShed?.();
        return unavailable(c, 'The server is busy, try again shortly');
      }
      inFlight += 1;
      try {
        await next();
      } finally {
        inFlight -= 1;
      }
    },
  };
}
