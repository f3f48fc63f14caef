import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database.js';

export interface ProviderSecrets {
  /** The private RS256 signing key (JWK) of the embedded provider. */
  signingKey: JWK;
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

/**
 * The embedded provider's signing key and cookie keys, generated on first start and kept in the database
 * (so they live in the data folder with PGlite, and survive restarts: issued tokens stay valid).
 */
export async function loadOrCreateSecrets(db: Db): Promise<ProviderSecrets> {
  const existing = await db
    .selectFrom('oidc_secrets')
    .select('value')
    .where('id', '=', 'provider')
    .executeTakeFirst();
  if (existing) return existing.value as ProviderSecrets;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const secrets: ProviderSecrets = {
    signingKey: { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await db
    .insertInto('oidc_secrets')
    .values({ id: 'provider', value: JSON.stringify(secrets) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const stored = await db
    .selectFrom('oidc_secrets')
    .select('value')
    .where('id', '=', 'provider')
    .executeTakeFirstOrThrow();
  return stored.value as ProviderSecrets;
}

/** The public half of a private JWK (what the JWKS endpoint publishes). */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, kid, alg, use } = jwk;
  return { kty, n, e, kid, alg, use } as JWK;
}
