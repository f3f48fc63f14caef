import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** Who a valid access token speaks for. */
export interface Identity {
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
  /** The embedded provider's grant the token was issued under (`gid` claim); null for other issuers. */
  grantId: string | null;
  /**
   * The sign-in session the token belongs to: the issuer's `sid` claim (OpenID Connect session id), else
   * the embedded provider's grant; null when the issuer names neither. Sign-out revokes it.
   */
  sessionId: string | null;
  /** When the token was issued (`iat`, seconds since the epoch); null when the issuer leaves it out. */
  issuedAt: number | null;
}

export interface TokenVerifier {
  /** The issuer tokens must come from. */
  issuer: string;
  /** Verifies signature, issuer, audience and expiry; throws when the token is not valid. */
  verify(token: string): Promise<Identity>;
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The issuer's public keys when known locally (the embedded provider); else fetched from its JWKS. */
  localKeys?: JWK[];
  clock?: () => Date;
  /** How many verified tokens are remembered (default {@link VERIFIED_TOKENS_KEPT}; 0 remembers none). */
  cacheSize?: number;
}

/** Verified tokens remembered, newest kept (a token is ~1 KB: a few MB at most). */
export const VERIFIED_TOKENS_KEPT = 4096;

/**
 * How long a verification is trusted before the signature is checked again, at most (and never past the
 * token's `exp`): as long as jose keeps a remote issuer's keys between two looks at its JWKS, so a key the
 * issuer withdraws stops working here no later than it would without the cache.
 */
export const VERIFIED_TOKEN_MAX_AGE_MS = 5 * 60 * 1000;

interface Verified {
  identity: Identity;
  /** `exp` and `nbf` in seconds since the epoch, when the token has them. */
  exp: number | null;
  nbf: number | null;
  /** Clock time (ms) after which the token is verified again. */
  recheckAt: number;
}

/**
 * Verifies JWT bearer access tokens with jose: RS256/ES256 signatures against the issuer's keys (local
 * JWKS for the embedded provider, the discovery document's `jwks_uri` for an external issuer), `iss`,
 * `aud` and `exp`.
 *
 * A client sends the same token with every call until it refreshes it, and checking its signature is a
 * public-key operation (RS256: ~0.3 ms, the largest part of the sign-in check outside the database). So a
 * token that verified is remembered, keyed by its whole text: the same text verifies the same way while the
 * issuer's keys hold, so the next call with it is answered from memory, until its `exp` (checked against
 * the clock on every call, as jose does: refused from the second it names), before its `nbf` never, and at
 * most {@link VERIFIED_TOKEN_MAX_AGE_MS}. Refused tokens are never remembered: any other text, however
 * close, is verified in full. Whether the token's sign-in still holds (revocation, sign-out) is not the
 * verifier's business: the middleware asks the database on every call (session-state.ts).
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  let keys: JWTVerifyGetKey | undefined = options.localKeys
    ? createLocalJWKSet({ keys: options.localKeys })
    : undefined;
  const clock = options.clock ?? (() => new Date());
  const cacheSize = options.cacheSize ?? VERIFIED_TOKENS_KEPT;
  /** Verified tokens by their text, oldest first (a Map keeps insertion order). */
  const verified = new Map<string, Verified>();

  /** The remembered identity of `token`, when it verified and still holds at `now`. */
  function remembered(token: string, now: Date): Identity | null {
    const entry = verified.get(token);
    if (!entry) return null;
    // jose's own test of the claims: refused once `exp <= now`, and while `nbf > now` (seconds, no tolerance).
    const seconds = Math.floor(now.getTime() / 1000);
    if (
      now.getTime() >= entry.recheckAt ||
      (entry.exp !== null && entry.exp <= seconds) ||
      (entry.nbf !== null && entry.nbf > seconds)
    ) {
      verified.delete(token);
      return null;
    }
    return entry.identity;
  }

  function remember(token: string, entry: Verified): void {
    if (cacheSize <= 0) return;
    verified.delete(token);
    verified.set(token, entry);
    // Past the bound, the oldest go first.
    while (verified.size > cacheSize) {
      const oldest = verified.keys().next().value;
      if (oldest === undefined) break;
      verified.delete(oldest);
    }
  }

  async function remoteKeys(): Promise<JWTVerifyGetKey> {
    if (keys) return keys;
    const response = await fetch(`${options.issuer}/.well-known/openid-configuration`);
    if (!response.ok) throw new Error(`OIDC discovery failed with status ${response.status}`);
    const discovery = (await response.json()) as { jwks_uri?: string };
    if (!discovery.jwks_uri) throw new Error('OIDC discovery has no jwks_uri');
    keys = createRemoteJWKSet(new URL(discovery.jwks_uri));
    return keys;
  }

  return {
    issuer: options.issuer,
    async verify(token) {
      const now = clock();
      const known = remembered(token, now);
      if (known) return known;
      const { payload } = await jwtVerify(token, await remoteKeys(), {
        issuer: options.issuer,
        audience: options.audience,
        currentDate: now,
        algorithms: ['RS256', 'ES256', 'PS256'],
      });
      if (!payload.sub) throw new Error('token has no subject');
      // Frozen: the same object answers every later call with this token.
      const identity: Identity = Object.freeze({
        issuer: options.issuer,
        subject: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        name: typeof payload.name === 'string' ? payload.name : null,
        grantId: typeof payload.gid === 'string' ? payload.gid : null,
        sessionId:
          typeof payload.sid === 'string'
            ? payload.sid
            : typeof payload.gid === 'string'
              ? payload.gid
              : null,
        issuedAt: typeof payload.iat === 'number' && Number.isFinite(payload.iat) ? payload.iat : null,
      });
      remember(token, {
        identity,
        exp: typeof payload.exp === 'number' ? payload.exp : null,
        nbf: typeof payload.nbf === 'number' ? payload.nbf : null,
        recheckAt: now.getTime() + VERIFIED_TOKEN_MAX_AGE_MS,
      });
      return identity;
    },
  };
}
