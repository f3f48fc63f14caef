import * as oauth from 'oauth4webapi';

/** The public OAuth client the web app is registered as (PKCE, no secret). */
export const CLIENT_ID = 'switchboard-web';
export const SCOPE = 'openid profile email offline_access';
export const client: oauth.Client = { client_id: CLIENT_ID };
export const clientAuth = oauth.None();

/**
 * The issuer identifier. In production the server serves the app, so the provider lives at
 * `${origin}/oidc`. Under Vite's dev server the provider still names itself by the server's own
 * URL (VITE_OIDC_ISSUER), while every request goes through the dev proxy on this origin.
 */
export function issuerUrl(origin: string = window.location.origin): URL {
  const configured = import.meta.env.VITE_OIDC_ISSUER as string | undefined;
  return new URL(configured && configured.length > 0 ? configured : `${origin}/oidc`);
}

export function redirectUri(origin: string = window.location.origin): string {
  return `${origin}/auth/callback`;
}

/** Requests are sent with http on localhost (the embedded provider); oauth4webapi wants it said. */
export const insecure = { [oauth.allowInsecureRequests]: true } as const;

/**
 * Points the endpoints the app calls with fetch (token, revocation, userinfo) at this origin when
 * the issuer lives on another origin that this origin proxies (the dev server). The authorization
 * endpoint is navigated to, not fetched, so it keeps the provider's own origin (its cookies live there).
 */
export function throughThisOrigin(as: oauth.AuthorizationServer, origin: string): oauth.AuthorizationServer {
  const issuerOrigin = new URL(as.issuer).origin;
  if (issuerOrigin === origin) return as;
  const rewrite = (endpoint: string | undefined) => {
    if (!endpoint) return endpoint;
    const url = new URL(endpoint);
    if (url.origin !== issuerOrigin) return endpoint;
    return `${origin}${url.pathname}${url.search}`;
  };
  return {
    ...as,
    token_endpoint: rewrite(as.token_endpoint),
    revocation_endpoint: rewrite(as.revocation_endpoint),
    userinfo_endpoint: rewrite(as.userinfo_endpoint),
  };
}

let discovery: Promise<oauth.AuthorizationServer> | null = null;

/** The provider's discovery document, read once per page through this origin. */
export function discover(): Promise<oauth.AuthorizationServer> {
  if (!discovery) {
    const origin = window.location.origin;
    const issuer = issuerUrl(origin);
    const path = `${issuer.pathname.replace(/\/$/, '')}/.well-known/openid-configuration`;
    discovery = fetch(`${origin}${path}`, { headers: { accept: 'application/json' } })
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .then((as) => throughThisOrigin(as, origin))
      .catch((error: unknown) => {
        discovery = null;
        throw error;
      });
  }
  return discovery;
}
