import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database.js';
import { OIDC_MOUNT } from '../oidc/provider.js';
import { type RateLimits, takeHit } from './rate-limit.js';

/**
 * Limits the embedded provider's sign-in (the account chooser's login) and token endpoint (code exchange
 * and refresh) per client address, on the real clock, in the shared database. Past the limit it answers
 * 429 with `Retry-After` (an OAuth error body on the token endpoint) and resolves false.
 */
export async function signInRateLimit(
  db: Db,
  limits: RateLimits,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (req.method !== 'POST') return true;
  const path = (req.url ?? '/').slice(OIDC_MOUNT.length).split('?')[0] ?? '/';
  const kind = path === '/token' ? 'token' : /^\/interaction\/[^/]+\/login$/.test(path) ? 'sign-in' : null;
  if (!kind) return true;
  const address = req.socket.remoteAddress ?? 'unknown';
  const limit = kind === 'token' ? limits.tokenPerMinute : limits.signInPerMinute;
  const decision = await takeHit(db, `${kind}:${address}`, limit, new Date());
  if (decision.allowed) return true;
  res.writeHead(429, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'retry-after': String(decision.retryAfterSeconds),
  });
  res.end(
    JSON.stringify({
      error: 'rate_limited',
      error_description: 'Too many requests, please try again in a moment',
    }),
  );
  return false;
}
