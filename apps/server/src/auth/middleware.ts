import { findEndpoint } from '@switchboard/api-client';
import type { MiddlewareHandler } from 'hono';
import { foldedWriteLimit, rateDecision, rateWindow, sweepRateLimits } from '../http/rate-limit.js';
import { errorResponse } from '../http/respond.js';
import { IDENTITY_ENDPOINTS, OPTIONAL_SIGN_IN_ENDPOINTS, PUBLIC_ENDPOINTS } from '../routes/types.js';
import type { Services } from '../services.js';
import type { AuthUser } from './auth-user.js';
import { signInState } from './session-state.js';
import type { Identity, TokenVerifier } from './token-verifier.js';

export interface AuthVariables {
  identity: Identity | null;
  user: AuthUser | null;
  /** True when the sign-in check also counted the call's write limit (apiRateLimit then counts nothing). */
  rateCounted?: boolean;
}

const publicNames = new Set<string>(PUBLIC_ENDPOINTS);
const identityNames = new Set<string>(IDENTITY_ENDPOINTS);
const optionalNames = new Set<string>(OPTIONAL_SIGN_IN_ENDPOINTS);

/**
 * The one place the API checks sign-in. Every `/api` call needs `Authorization: Bearer <JWT access token>`
 * (verified by the {@link TokenVerifier}) and an account for it, except the documented webhooks (no token)
 * and first sign-in's `POST /users` and `POST /users/{id}/provider_connections` (a token, no account yet).
 * Anything else answers 401 unauthorized.
 */
export function authMiddleware(
  services: Services,
  verifier: TokenVerifier,
  embeddedIssuer: string | null,
  options: { countWrites?: boolean } = {},
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname.slice('/api'.length) || '/';
    const { match } = findEndpoint(c.req.method, path);
    if (match && publicNames.has(match.name)) {
      c.set('identity', null);
      c.set('user', null);
      return next();
    }
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token && match && optionalNames.has(match.name)) {
      c.set('identity', null);
      c.set('user', null);
      return next();
    }
    if (!token) return errorResponse(c, 'unauthorized', 'Missing bearer token');
    let identity: Identity;
    try {
      identity = await verifier.verify(token);
    } catch {
      return errorResponse(c, 'unauthorized', 'Invalid or expired access token');
    }
    // A token dies with its sign-in, at once: the embedded provider's with its grant (revoked at sign-out),
    // any issuer's with a session ended by `POST /self/sign_out`. One query checks both and finds the account,
    // and (countWrites) counts a write against its per-user limit, as apiRateLimit would after it.
    const accountless = Boolean(match && identityNames.has(match.name));
    const write = options.countWrites
      ? foldedWriteLimit(c.req.method, match?.name, services.config.rateLimits)
      : null;
    const now = services.now();
    const { live, user, hits } = await signInState(
      services.db,
      identity,
      embeddedIssuer,
      new Date(),
      write
        ? {
            prefix: write.prefix,
            fallback: `${identity.issuer}#${identity.subject}`,
            window: rateWindow(now),
            accountless,
          }
        : undefined,
    );
    if (!live) return errorResponse(c, 'unauthorized', 'Invalid or expired access token');
    if (!user && !accountless) {
      return errorResponse(c, 'unauthorized', 'No account exists for this sign-in');
    }
    c.set('identity', identity);
    c.set('user', user);
    if (write) {
      c.set('rateCounted', true);
      await sweepRateLimits(services.db, now);
      const decision = rateDecision(hits ?? 0, write.limit, now);
      if (!decision.allowed) {
        c.header('retry-after', String(decision.retryAfterSeconds));
        return errorResponse(c, 'rate_limited', 'Too many requests, please try again in a moment');
      }
    }
    return next();
  };
}
