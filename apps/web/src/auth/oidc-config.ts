import type * as OAuth from 'oauth4webapi';

/** The public OAuth client the web app is registered as (PKCE, no secret). */
export const CLIENT_ID = 'switchboard-web';
export const SCOPE = 'openid profile email offline_access';
export const client: OAuth.Client = { client_id: CLIENT_ID };

export interface OAuthLibrary {
  oauth: typeof OAuth;
  clientAuth: OAuth.ClientAuth;
  /** Requests are sent with http on localhost (the embedded provider); oauth4webapi wants it said. */
  insecure: { [OAuth.allowInsecureRequests]: true };
}

let library: Promise<OAuthLibrary> | null = null;
let loaded: OAuthLibrary | null = null;

/**
 * oauth4webapi, loaded with the first sign-in, discovery, token refresh or sign-out: a start with a live
 * access token never needs it (docs/ARCHITECTURE.md, "What /inbox loads at start"). A failed load is tried
 * again by the next call.
 */
export function loadOAuth(): Promise<OAuthLibrary> {
  library ??= import('oauth4webapi').then(
    (oauth) => {
      loaded = {
        oauth,
        clientAuth: oauth.None(),
        insecure: { [oauth.allowInsecureRequests]: true } as const,
      };
      return loaded;
    },
    (error: unknown) => {
      library = null;
      throw error;
    },
  );
  return library;
}

/** oauth4webapi when it has loaded, else null (then no error can be one of its errors). */
export function loadedOAuth(): OAuthLibrary | null {
  return loaded;
}

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

/**
 * Points the endpoints the app calls with fetch (token, revocation, userinfo) at this origin when
 * the issuer lives on another origin that this origin proxies (the dev server). The authorization
 * endpoint is navigated to, not fetched, so it keeps the provider's own origin (its cookies live there).
 */
export function throughThisOrigin(as: OAuth.AuthorizationServer, origin: string): OAuth.AuthorizationServer {
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

let discovery: Promise<OAuth.AuthorizationServer> | null = null;

/** The provider's discovery document, read once per page through this origin. */
export function discover(): Promise<OAuth.AuthorizationServer> {
  if (!discovery) {
    const origin = window.location.origin;
    const issuer = issuerUrl(origin);
    const path = `${issuer.pathname.replace(/\/$/, '')}/.well-known/openid-configuration`;
    discovery = Promise.all([
      loadOAuth(),
      fetch(`${origin}${path}`, { headers: { accept: 'application/json' } }),
    ])
      .then(([{ oauth }, response]) => oauth.processDiscoveryResponse(issuer, response))
      .then((as) => throughThisOrigin(as, origin))
      .catch((error: unknown) => {
        discovery = null;
        throw error;
      });
  }
  return discovery;
}
