import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config.js';

/**
 * The web app's Content-Security-Policy. Scripts only from this origin (no inline script); styles from this
 * origin plus inline style attributes (react-aria positions overlays with them); no plugins, no <base>, never
 * framed. Images only from this origin (and data:/blob: for inline and pasted ones): every remote picture,
 * avatars and the images of a mail body alike, reaches the browser as a signed same-origin `/image-proxy`
 * address (images/image-proxy.ts, images/proxy-mail-images.ts). Mail bodies render in a sandboxed `srcdoc`
 * frame without scripts, which inherits this policy on top of its own (images only from the proxy, and only
 * after 'Show images'), so a remote address in mail never loads. `connect-src` adds an external sign-in issuer.
 */
export function appContentSecurityPolicy(config: Pick<ServerConfig, 'oidcIssuer'>): string {
  const issuer = config.oidcIssuer ? ` ${new URL(config.oidcIssuer).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${issuer}`,
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** What every answer carries, whatever serves it. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** API answers: never cached, never rendered as a document. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The service worker's own policy (a worker's fetches follow the CSP its script came with): it precaches the
 * app shell and falls back to it offline, so it connects to this origin, and to nothing else.
 */
const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; img-src 'self'; frame-ancestors 'none'";

/**
 * Sets the security headers on every answer of the Hono app: the base headers everywhere, HSTS when the
 * public URL is https, `Cache-Control: no-store` and a deny-all CSP on `/api`, the app's CSP on HTML pages
 * (the web app and its SPA fallback), `frame-ancestors 'none'` on everything else.
 */
export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  const appPolicy = appContentSecurityPolicy(config);
  const https = config.publicUrl.startsWith('https://');
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value);
    if (https) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const path = new URL(c.req.url).pathname;
    if (path === '/api' || path.startsWith('/api/')) {
      headers.set('cache-control', 'no-store');
      headers.set('content-security-policy', API_CSP);
      return;
    }
    if (headers.has('content-security-policy')) return;
    if (path === '/sw.js') {
      headers.set('content-security-policy', SERVICE_WORKER_CSP);
      return;
    }
    const type = headers.get('content-type') ?? '';
    headers.set(
      'content-security-policy',
      type.startsWith('text/html') ? appPolicy : "default-src 'none'; frame-ancestors 'none'; sandbox",
    );
  };
}

/** The base headers on answers served outside the Hono app (the embedded sign-in provider). */
export function setBaseSecurityHeaders(res: ServerResponse, https: boolean): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value);
  if (https) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
}
