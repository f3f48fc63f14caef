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
}

/**
 * Verifies JWT bearer access tokens with jose: RS256/ES256 signatures against the issuer's keys (local
 * JWKS for the embedded provider, the discovery document's `jwks_uri` for an external issuer), `iss`,
 * `aud` and `exp`.
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  let keys: JWTVerifyGetKey | undefined = options.localKeys
    ? createLocalJWKSet({ keys: options.localKeys })
    : undefined;
  const clock = options.clock ?? (() => new Date());

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
      const { payload } = await jwtVerify(token, await remoteKeys(), {
        issuer: options.issuer,
        audience: options.audience,
        currentDate: clock(),
        algorithms: ['RS256', 'ES256', 'PS256'],
      });
      if (!payload.sub) throw new Error('token has no subject');
      return {
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
      };
    },
  };
}
