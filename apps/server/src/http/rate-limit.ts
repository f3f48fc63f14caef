import { findEndpoint } from '@switchboard/api-client';
import type { MiddlewareHandler } from 'hono';
import { sql } from 'kysely';
import type { AuthVariables } from '../auth/middleware.js';
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import { errorResponse } from './respond.js';

/** Requests allowed per minute, by kind. */
export interface RateLimits {
  /** Account-chooser sign-ins per client address. */
  signInPerMinute: number;
  /** Token endpoint calls (code exchange, refresh) per client address. */
  tokenPerMinute: number;
  /** Invite calls (create, resend, look up, accept) per user. */
  invitesPerMinute: number;
  /** Writes (every API call but GET) per user. */
  writesPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerMinute: 20,
  tokenPerMinute: 120,
  invitesPerMinute: 30,
  writesPerMinute: 600,
};

const WINDOW_MS = 60_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The start of the one-minute window `now` falls in. */
export function rateWindow(now: Date): Date {
  return new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
}

/** Whether the window's `hits` (this request's included) are within `limit`, and else when to retry. */
export function rateDecision(hits: number, limit: number, now: Date): RateDecision {
  if (hits <= limit) return { allowed: true };
  const end = rateWindow(now).getTime() + WINDOW_MS;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((end - now.getTime()) / 1000)) };
}

/** Now and then (one call in a hundred), deletes the windows that ended long ago. */
export async function sweepRateLimits(db: Db, now: Date): Promise<void> {
  if (Math.random() >= 0.01) return;
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(rateWindow(now).getTime() - 10 * WINDOW_MS))
    .execute();
}

/**
 * Counts one request against `key` in the current one-minute window, in the database (so every server
 * process shares the count), and answers whether it is within `limit`. Old windows are swept now and then.
 */
export async function takeHit(db: Db, key: string, limit: number, now: Date): Promise<RateDecision> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: rateWindow(now), hits: 1 })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  await sweepRateLimits(db, now);
  return rateDecision(row.hits, limit, now);
}

/**
 * The write limit of a signed-in call, which the sign-in check counts in its own statement
 * (`signInState`'s `count`, one round trip for both): every call but GET, HEAD and OPTIONS, except the
 * invite calls, whose two limits {@link apiRateLimit} counts one after the other. Null when none applies.
 */
export function foldedWriteLimit(
  method: string,
  endpoint: string | undefined,
  limits: RateLimits,
): { prefix: string; limit: number } | null {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return null;
  if (endpoint && INVITE_CALLS.has(endpoint)) return null;
  return { prefix: 'write:', limit: limits.writesPerMinute };
}

const INVITE_CALLS = new Set(['createInvites', 'resendInvite', 'getInvite', 'acceptInvite']);

/**
 * Per-user limits on the API (after sign-in is checked): invite calls and writes answer 429 rate_limited
 * with `Retry-After` past their limit.
 */
export function apiRateLimit(services: Services): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    // The write limit was counted with the sign-in check (authMiddleware).
    if (c.get('rateCounted')) return next();
    const limits = services.config.rateLimits;
    const user = c.get('user');
    const identity = c.get('identity');
    const path = new URL(c.req.url).pathname.slice('/api'.length) || '/';
    const { match } = findEndpoint(c.req.method, path);
    // A call answered without sign-in (the invite screen's look-up) is counted by the caller's address.
    const anonymous = match && INVITE_CALLS.has(match.name) ? `address:${remoteAddress(c.env)}` : null;
    const who = user?.id ?? (identity ? `${identity.issuer}#${identity.subject}` : anonymous);
    if (!who) return next();
    const checks: [string, number][] = [];
    if (match && INVITE_CALLS.has(match.name)) checks.push([`invite:${who}`, limits.invitesPerMinute]);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS')
      checks.push([`write:${who}`, limits.writesPerMinute]);
    for (const [key, limit] of checks) {
      const decision = await takeHit(services.db, key, limit, services.now());
      if (!decision.allowed) {
        c.header('retry-after', String(decision.retryAfterSeconds));
        return errorResponse(c, 'rate_limited', 'Too many requests, please try again in a moment');
      }
    }
    return next();
  };
}

/** The peer's address under @hono/node-server (`env.incoming` is its IncomingMessage); 'unknown' elsewhere. */
function remoteAddress(env: unknown): string {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
