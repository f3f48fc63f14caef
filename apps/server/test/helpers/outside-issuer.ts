import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface OutsideIssuer {
  /** The issuer URL (`iss`), serving its discovery document and keys. */
  url: string;
  /** A signed RS256 access token for `audience` with these claims (`sub` required). */
  token(audience: string, claims: JWTPayload & { sub: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * A stand-in for an outside OpenID Connect issuer (Google, Auth0): its discovery document and JWKS over
 * HTTP, and access tokens signed locally with its key, as the server would receive them.
 */
export async function startOutsideIssuer(): Promise<OutsideIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'outside-1', alg: 'RS256', use: 'sig' };
  let url = '';
  const server = http.createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ issuer: url, jwks_uri: `${url}/jwks` }));
    } else if (req.url === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async token(audience, claims) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iat: now, exp: now + 3600, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(url)
        .setAudience(audience)
        .sign(privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
