import fs from 'node:fs';
import path from 'node:path';
import {
  type AnyEndpoint,
  CANCEL_TOKEN_HEADER,
  type EndpointName,
  encodeListAnswer,
  findEndpoint,
  findNulByte,
  parseQueryString,
} from '@switchboard/api-client';
import { type Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import type { z } from 'zod';
import { type AuthVariables, authMiddleware } from './auth/middleware.js';
import type { TokenVerifier } from './auth/token-verifier.js';
import { databaseCapacity } from './db/database.js';
import { GateTimeoutError } from './db/fair-gate.js';
import { acceptedEncodings, compressLarge, jsonAnswer } from './http/compress-large.js';
import { HttpError } from './http/http-error.js';
import { defaultMaxInFlight, loadShed, unavailable } from './http/load-shed.js';
import { apiRateLimit } from './http/rate-limit.js';
import { declaresBodyOver, readBodyText } from './http/request-body.js';
import { errorResponse } from './http/respond.js';
import { securityHeaders } from './http/security-headers.js';
import { unitOfWork } from './http/unit-of-work.js';
import { IMAGE_PROXY_PATH, imageProxyHandler, proxyPictureUrls } from './images/image-proxy.js';
import type { LiveHub } from './live/live-hub.js';
import { mountLiveStream } from './live/live-stream.js';
import type { Handler, Handlers } from './routes/types.js';
import type { Services } from './services.js';
import type { CancelRegistry } from './undo/cancel-registry.js';
import type { UndoAction } from './undo/undo.js';

/** Request bodies above this size answer bad_request (message bodies are HTML; attachments go elsewhere). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppOptions {
  services: Services;
  verifier: TokenVerifier;
  embeddedIssuer: string | null;
  handlers: Partial<Handlers>;
  cancels: CancelRegistry;
  logger?: Pick<Console, 'error'>;
  /** The live channel's hub: `GET /api/live` streams its notices (none when absent). */
  live?: LiveHub;
}

/** Formats the first zod issue as `field: message` (the field path dotted, e.g. `actions.0.type`). */
export function describeIssue(where: 'body' | 'query' | 'params', error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${where}`;
  const field = issue.path.length > 0 ? issue.path.join('.') : where;
  return `${field}: ${issue.message}`;
}

/** A body over {@link MAX_BODY_BYTES}: refused with what the limit is. */
function tooLarge(c: Context): Response {
  return errorResponse(c, 'bad_request', `body: Request body is larger than ${MAX_BODY_BYTES} bytes`);
}

function nulMessage(path: string, where: 'body' | 'query' | 'params'): string {
  const field = path.split('\u0000').join('\\0') || where;
  return `${field}: Must not contain NUL bytes`;
}

/**
 * The HTTP app: the API under `/api` (one dispatcher over the contract table: match, authenticate, validate
 * params/query/body with the entry's schemas, call the handler, check the answer with the response schema
 * outside production) and the built web app at `/` with an SPA fallback.
 */
export function createApp(options: AppOptions): Hono<{ Variables: AuthVariables }> {
  const { services, verifier, embeddedIssuer, handlers, cancels } = options;
  const logger = options.logger ?? console;
  const app = new Hono<{ Variables: AuthVariables }>();

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error.type, error.message);
    // A request that could not get a database connection within its bound did nothing (unit-of-work.ts).
    if (error instanceof GateTimeoutError) return unavailable(c, 'The server is busy, try again shortly');
    logger.error('[api] unexpected error', error);
    return errorResponse(c, 'internal', 'An unexpected error occurred');
  });

  app.use('*', securityHeaders(services.config));
  // Remote pictures (avatars) reach the browser only through this server: see images/image-proxy.ts.
  app.get(IMAGE_PROXY_PATH, imageProxyHandler(services.config));
  // A body declared longer than the limit is refused before anything else looks at the request; one that
  // grows past it while it streams, when the API reads it (readBodyText).
  app.use('/api/*', async (c, next) => (declaresBodyOver(c, MAX_BODY_BYTES) ? tooLarge(c) : next()));
  // Answers over 1 KB go out gzip- or deflate-compressed when the client accepts it.
  app.use('/api/*', compressLarge());
  // Browsers on the registered origins (the Vite dev server) may call the API directly. Hono's cors runs
  // for a preflight and for a request from another registered origin only: for any other (the app on this
  // origin, a client that is no browser) its headers change nothing, and it reads the answer before there is
  // one (`c.res`), which makes every answer a copied, stream-bodied Response (about a twentieth of a reply's
  // CPU on the server's thread).
  const crossOrigins = new Set(
    services.config.redirectOrigins.filter((origin) => origin !== new URL(services.config.publicUrl).origin),
  );
  const corsForOrigins = cors({
    origin: services.config.redirectOrigins,
    allowHeaders: ['authorization', 'content-type'],
    exposeHeaders: [CANCEL_TOKEN_HEADER, 'retry-after'],
    maxAge: 600,
  });
  app.use('/api/*', (c, next) =>
    c.req.method === 'OPTIONS' || crossOrigins.has(c.req.header('origin') ?? '')
      ? corsForOrigins(c, next)
      : next(),
  );
  // The live stream stays open as long as its tab: it is not a unit of work nor counted as in flight.
  if (options.live) {
    mountLiveStream(
      app,
      services,
      options.live,
      authMiddleware(services, verifier, embeddedIssuer),
      embeddedIssuer,
    );
  }
  // Overload: a bounded number of requests in flight, the rest refused at once (503 + Retry-After);
  // each admitted request is one unit of work on the database (fair, bounded wait on PGlite).
  const shedder = loadShed({
    maxInFlight: services.config.maxInFlight ?? defaultMaxInFlight(databaseCapacity(services.db)),
  });
  app.use('/api/*', shedder.middleware);
  app.use('/api/*', unitOfWork(services.db, services.config.queueWaitMs));
  // The sign-in check counts a write against its limit in the same statement; apiRateLimit the rest.
  app.use('/api/*', authMiddleware(services, verifier, embeddedIssuer, { countWrites: true }));
  app.use('/api/*', apiRateLimit(services));

  app.all('/api/*', async (c) => {
    const url = new URL(c.req.url);
    const apiPath = url.pathname.slice('/api'.length) || '/';
    const { match } = findEndpoint(c.req.method, apiPath);
    if (!match) return errorResponse(c, 'not_found', `No API route for ${c.req.method} ${apiPath}`);
    const endpoint: AnyEndpoint = match.endpoint;
    const handler = handlers[match.name as EndpointName] as Handler<AnyEndpoint, unknown> | undefined;
    if (!handler) return errorResponse(c, 'not_found', `${match.name} is not available on this server`);

    // NUL bytes anywhere (path, query, body) are refused before any schema or query sees them.
    const nulInParams = findNulByte(match.params);
    if (nulInParams !== null) return errorResponse(c, 'bad_request', nulMessage(nulInParams, 'params'));
    const rawQuery = parseQueryString(url.searchParams);
    const nulInQuery = findNulByte(rawQuery);
    if (nulInQuery !== null) return errorResponse(c, 'bad_request', nulMessage(nulInQuery, 'query'));

    const params = endpoint.params.safeParse(match.params);
    if (!params.success) return errorResponse(c, 'bad_request', describeIssue('params', params.error));

    let query: unknown;
    if (endpoint.query) {
      const parsed = (endpoint.query as z.ZodType).safeParse(rawQuery);
      if (!parsed.success) return errorResponse(c, 'bad_request', describeIssue('query', parsed.error));
      query = parsed.data;
    }

    let body: unknown;
    let rawBody = '';
    if (endpoint.body) {
      const text = await readBodyText(c, MAX_BODY_BYTES);
      if (text === null) return tooLarge(c);
      rawBody = text;
      const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (text.length > 0 && contentType !== 'application/json')
        return errorResponse(c, 'bad_request', 'body: Content-Type must be application/json');
      let json: unknown;
      try {
        json = text.length === 0 ? undefined : JSON.parse(text);
      } catch {
        return errorResponse(c, 'bad_request', 'body: Request body is not valid JSON');
      }
      const nulInBody = findNulByte(json);
      if (nulInBody !== null) return errorResponse(c, 'bad_request', nulMessage(nulInBody, 'body'));
      const parsed = (endpoint.body as z.ZodType).safeParse(json);
      if (!parsed.success) return errorResponse(c, 'bad_request', describeIssue('body', parsed.error));
      body = parsed.data;
    }

    let undo: UndoAction | null = null;
    let issued: string | null = null;
    const user = c.get('user');
    const result = await handler({
      params: params.data,
      query,
      body,
      user,
      identity: c.get('identity'),
      services,
      setUndo: (action) => {
        undo = action;
      },
      undoIssued: (token) => {
        issued = token;
      },
      header: (name) => c.req.header(name),
      rawBody: () => rawBody,
    });

    // List rows go out lean: contacts once per page, usual values left out (the api-client's
    // `encodeListAnswer`; its parse of the answer gives the whole rows back).
    const answer = encodeListAnswer(endpoint.response, result);
    if (services.config.validateResponses) {
      // What is checked is what is sent: the wire form, parsed as the api-client parses it.
      const checked = (endpoint.response as z.ZodType).safeParse(answer);
      if (!checked.success) {
        logger.error(
          `[api] ${match.name} answered outside its response schema`,
          checked.error.issues.slice(0, 5),
        );
        return errorResponse(c, 'internal', 'An unexpected error occurred');
      }
    }
    if (endpoint.cancellable && user) {
      const token = issued ?? (undo ? await cancels.issue(user.id, undo) : null);
      if (token) c.header(CANCEL_TOKEN_HEADER, token);
    }
    // A push queued by a write announces itself on commit (migration 0029); without a listening session, a
    // write asks for a drain itself, once it has committed.
    if (endpoint.kind === 'mutation' && services.push && !services.push.listening) services.push.kick();
    if (answer === undefined) return c.body(null, 204);
    // Pictures are answered as proxy addresses (the browser never loads another host's avatar).
    return jsonAnswer(
      c,
      proxyPictureUrls(answer as object, services.config.imageProxyKey),
      endpoint.method === 'POST' ? 201 : 200,
    );
  });

  return app;
}

/** Serves the built web app from `dir` (when it exists) with `index.html` for unknown paths. */
export function mountStatic(app: Hono<{ Variables: AuthVariables }>, dir: string): boolean {
  const root = path.resolve(dir);
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) return false;
  app.get('*', async (c) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // Malformed percent-encoding: no such file.
      return c.text('Not found', 404);
    }
    const file = path.resolve(root, `.${pathname}`);
    // Inside the build, and never a dot folder (the build's .vite/manifest.json is for the bench only).
    const inside = file.startsWith(root + path.sep) && !/[\\/]\./.test(file.slice(root.length));
    if (inside && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // Hashed names never change content: cached for a year. Everything else (sw.js, theme-start.js, the
      // icon) is checked with the server on each use, so a deploy is seen at once.
      const immutable = pathname.startsWith('/assets/');
      return sendStatic(c, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    if (path.extname(pathname)) return c.text('Not found', 404);
    return sendStatic(c, index, 'no-cache');
  });
  return true;
}

const STATIC_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The precompressed siblings the web build writes (apps/web/vite-precompress.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Sends a file of the web build, or its brotli / gzip sibling written at build time when the request
 * accepts that coding (never compressed per request). Every answer varies on Accept-Encoding, so a shared
 * cache keeps one copy per coding.
 */
async function sendStatic(c: Context, file: string, cacheControl: string): Promise<Response> {
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  const headers: Record<string, string> = {
    'content-type': STATIC_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    vary: 'Accept-Encoding',
  };
  for (const { encoding, suffix } of PRECOMPRESSED) {
    if (!accepted.has(encoding)) continue;
    const data = await fs.promises.readFile(`${file}${suffix}`).catch(() => null);
    if (!data) continue;
    return c.body(data, 200, {
      ...headers,
      'content-encoding': encoding,
      'content-length': String(data.byteLength),
    });
  }
  const data = await fs.promises.readFile(file);
  return c.body(data, 200, { ...headers, 'content-length': String(data.byteLength) });
}
