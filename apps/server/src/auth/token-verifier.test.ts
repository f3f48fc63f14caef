import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from './token-verifier.js';

const issuer = 'https://issuer.test';
const audience = 'https://switchboard.test/api';
const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);

let keys: { privateKey: CryptoKey; jwk: Awaited<ReturnType<typeof exportJWK>> };
let otherKey: CryptoKey;
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  keys = { privateKey: pair.privateKey, jwk: { ...(await exportJWK(pair.publicKey)), alg: 'RS256' } };
  otherKey = (await generateKeyPair('RS256')).privateKey;
});

function sign(claims: JWTPayload, key: CryptoKey = keys.privateKey, aud = audience): Promise<string> {
  return new SignJWT({ sub: 'user-1', iat: T0 / 1000, exp: T0 / 1000 + 600, ...claims })
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer(issuer)
    .setAudience(aud)
    .sign(key);
}

/** A verifier on a clock the test moves. */
function verifierAt(start = T0) {
  const clock = { now: start };
  const verifier = createTokenVerifier({
    issuer,
    audience,
    localKeys: [keys.jwk],
    clock: () => new Date(clock.now),
  });
  return { verifier, clock };
}

describe('createTokenVerifier', () => {
  it('answers the same identity for the same token on every call while it is valid', async () => {
    const { verifier, clock } = verifierAt();
    const token = await sign({ email: 'a@example.com', sid: 'session-1' });
    const first = await verifier.verify(token);
    expect(first).toEqual({
      issuer,
      subject: 'user-1',
      email: 'a@example.com',
      name: null,
      grantId: null,
      sessionId: 'session-1',
      issuedAt: T0 / 1000,
    });
    clock.now = T0 + 599_000;
    expect(await verifier.verify(token)).toEqual(first);
  });

  it('refuses a token it verified before from the second its exp names', async () => {
    const { verifier, clock } = verifierAt();
    const token = await sign({ exp: T0 / 1000 + 90 });
    await verifier.verify(token);
    clock.now = T0 + 89_999;
    await expect(verifier.verify(token)).resolves.toMatchObject({ subject: 'user-1' });
    clock.now = T0 + 90_000;
    await expect(verifier.verify(token)).rejects.toThrow(/exp/);
    // And still once the clock goes back (a refused token is not remembered as valid).
    clock.now = T0 + 1_000;
    await expect(verifier.verify(token)).resolves.toMatchObject({ subject: 'user-1' });
  });

  it('refuses a token before its nbf, even one it verified earlier on a clock past it', async () => {
    const { verifier, clock } = verifierAt(T0 + 60_000);
    const token = await sign({ nbf: T0 / 1000 + 30 });
    await verifier.verify(token);
    clock.now = T0;
    await expect(verifier.verify(token)).rejects.toThrow(/nbf/);
  });

  it('verifies the signature of any other text in full, even after the real token was accepted', async () => {
    const { verifier } = verifierAt();
    const token = await sign({});
    await verifier.verify(token);
    const [header, payload] = token.split('.');
    const forged = await sign({ sub: 'user-2' }, otherKey);
    const spliced = `${header}.${payload}.${forged.split('.')[2]}`;
    await expect(verifier.verify(spliced)).rejects.toThrow();
    await expect(verifier.verify(forged)).rejects.toThrow();
    // A valid signature over other claims speaks for its own subject.
    expect((await verifier.verify(await sign({ sub: 'user-2' }))).subject).toBe('user-2');
  });

  it('refuses a token for another audience, and again on the next call', async () => {
    const { verifier } = verifierAt();
    const token = await sign({}, keys.privateKey, 'https://elsewhere.test');
    await expect(verifier.verify(token)).rejects.toThrow(/aud/);
    await expect(verifier.verify(token)).rejects.toThrow(/aud/);
  });

  it('answers an identity callers cannot change for the next call', async () => {
    const { verifier } = verifierAt();
    const token = await sign({});
    const identity = await verifier.verify(token);
    expect(() => {
      (identity as { subject: string }).subject = 'someone-else';
    }).toThrow(TypeError);
    expect((await verifier.verify(token)).subject).toBe('user-1');
  });
});
