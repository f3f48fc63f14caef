import type { AuthorizationServer } from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { throughThisOrigin } from './oidc-config';

const as: AuthorizationServer = {
  issuer: 'http://localhost:3000/oidc',
  authorization_endpoint: 'http://localhost:3000/oidc/auth',
  token_endpoint: 'http://localhost:3000/oidc/token',
  revocation_endpoint: 'http://localhost:3000/oidc/token/revocation',
  userinfo_endpoint: 'https://elsewhere.example/me',
};

describe('throughThisOrigin', () => {
  it('leaves the document alone when the provider is on this origin', () => {
    expect(throughThisOrigin(as, 'http://localhost:3000')).toBe(as);
  });

  it("sends the fetched endpoints through this origin's proxy, keeping path and issuer", () => {
    const proxied = throughThisOrigin(as, 'http://localhost:5173');
    expect(proxied.issuer).toBe('http://localhost:3000/oidc');
    expect(proxied.token_endpoint).toBe('http://localhost:5173/oidc/token');
    expect(proxied.revocation_endpoint).toBe('http://localhost:5173/oidc/token/revocation');
  });

  it('keeps the authorization endpoint (navigated to, its cookies live there) and foreign endpoints', () => {
    const proxied = throughThisOrigin(as, 'http://localhost:5173');
    expect(proxied.authorization_endpoint).toBe('http://localhost:3000/oidc/auth');
    expect(proxied.userinfo_endpoint).toBe('https://elsewhere.example/me');
  });
});
