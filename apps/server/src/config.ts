import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FileStoreConfig, parseFileStoreConfig } from './files/file-store-config.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limit.js';
import { DEV_MAIL_SECRET_KEY, parseMailSecretKey } from './mail/mail-secret.js';

/**
 * Server configuration, read once from the environment (see README.md for the table).
 *
 * - `PORT` (default 3000)
 * - `PUBLIC_URL` (default `http://localhost:${PORT}`): the URL browsers use to reach this server.
 * - `SWITCHBOARD_DATA_DIR` (default `<repo root>/.data`): where the embedded PGlite database lives.
 *   A relative value is resolved against the current working directory.
 * - `DATABASE_URL`: when set, a PostgreSQL server is used instead of the embedded PGlite.
 * - `OIDC_ISSUER`: an external OpenID Connect issuer; when set the embedded provider is not mounted.
 * - `OIDC_AUDIENCE`: the access-token audience the API expects (default `${PUBLIC_URL}/api`).
 * - `OIDC_REDIRECT_ORIGINS`: comma-separated origins whose `/auth/callback` is a registered redirect URI
 *   of the embedded provider's `switchboard-web` client (default `http://localhost:3000,http://localhost:5173`).
 * - `WEB_DIST_DIR`: the built web app to serve at `/` (default `apps/web/dist`).
 * - `NODE_ENV`: `production` turns off response validation.
 * - `MAX_IN_FLIGHT`: requests one process serves at once; more are refused with 503 + Retry-After
 *   (default: from the database, see http/load-shed.ts).
 * - `SCHEDULER_INTERVAL_MS` (default 15000): how often each process looks for due scheduled work.
 * - `QUEUE_WAIT_MS` (default 1500): the longest a request waits for the embedded database's session, or on
 *   PostgreSQL for its first pooled connection, before it is refused with 503 + Retry-After.
 * - `AI_BASE_URL`, `AI_MODEL`, `AI_API_KEY`: an OpenAI-compatible chat-completions endpoint for the AI helpers
 *   (e.g. `http://localhost:11434/v1` for Ollama); unset, the embedded offline provider answers (src/ai/).
 * - `PUSH_ALLOW_LOCAL_ENDPOINTS=1`: push subscriptions may name plain-http, local endpoints (DECISIONS.md 15).
 * - `SWITCHBOARD_MAINTENANCE=1`: every signed-in user gets the `MAINTENANCE` flag, so the app shows only the
 *   maintenance screen ('We are currently undergoing maintenance. Please check back later.').
 * - `IMAGE_PROXY_KEY`: the key the image proxy signs its URLs with (default: a random key kept in the database,
 *   shared by every server process, images/image-proxy-key.ts). `IMAGE_PROXY_ALLOW_HOSTS` (tests and development only): a
 *   comma-separated list of `host` or `host:port` the proxy may fetch although they are loopback or private
 *   (e.g. `127.0.0.1:3103`, a local picture host); every other host must be public.
 * - `SWITCHBOARD_ADMINS`: comma-separated e-mail addresses of the server's admins (the backup page); unset, the
 *   first member of the oldest workspace is the admin (DECISIONS.md: server admins).
 * - `MAIL_SECRET_KEY`: 32 bytes (64 hex characters or base64) sealing the stored passwords of IMAP/SMTP
 *   accounts; unset, a DEVELOPMENT ONLY key from the source (see mail/mail-secret.ts).
 */
export interface ServerConfig {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  oidcIssuer: string | undefined;
  audience: string;
  redirectOrigins: string[];
  webDistDir: string;
  validateResponses: boolean;
  /** Requests per minute (sign-in and token per client address, invites and writes per user). */
  rateLimits: RateLimits;
  /** Requests served at once (load shedding); undefined: sized from the database. */
  maxInFlight: number | undefined;
  /** Longest wait for the embedded database's session before 503. */
  queueWaitMs: number;
  /** SCHEDULER_INTERVAL_MS (default 15000): how often each process looks for due jobs (jobs/scheduler.ts). */
  schedulerIntervalMs: number;
  /** PUSH_ALLOW_LOCAL_ENDPOINTS=1: push endpoints may be plain http on local addresses (tests, development). */
  pushAllowLocalEndpoints: boolean;
  /** The image proxy's signing key (IMAGE_PROXY_KEY; else the server sets the one kept in the database). */
  imageProxyKey: Uint8Array;
  /** IMAGE_PROXY_ALLOW_HOSTS: `host` or `host:port` (lower case) the image proxy may fetch though private (tests). */
  imageProxyAllowHosts: string[];
  /**
   * `host:port` pairs (or hosts) of mail servers on private or loopback addresses that users may still connect as
   * IMAP accounts (`IMAP_ALLOW_HOSTS`, comma-separated: a LAN mail server, the tests' Dovecot). Every other
   * non-public address is refused, so the server cannot be used to probe its own network.
   */
  imapAllowHosts: string[];
  /** The OpenAI-compatible AI provider; undefined: the embedded offline one. */
  ai?: AiConfig | undefined;
  /** SWITCHBOARD_MAINTENANCE=1: the `MAINTENANCE` feature flag for everyone (the app's maintenance screen). */
  maintenance?: boolean | undefined;
  /** SWITCHBOARD_ADMINS, lower-cased; undefined: the first member of the oldest workspace. */
  admins?: string[] | undefined;
  /**
   * MAIL_SECRET_KEY: seals mail-account passwords at rest (mail/mail-secret.ts); unset, the DEVELOPMENT ONLY
   * key `DEV_MAIL_SECRET_KEY` (the server warns in production).
   */
  mailSecretKey: Uint8Array;
  /** True when {@link mailSecretKey} is the development default. */
  mailSecretKeyIsDevDefault: boolean;
  /**
   * FILE_STORE: where attachment bytes live (files/stored-files.ts): `database` (the default) or
   * `fs:<folder>` (a folder every server process shares).
   */
  fileStore: FileStoreConfig;
}

/** An OpenAI-compatible chat-completions endpoint (`{baseUrl}/chat/completions`). */
export interface AiConfig {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/src -> repository root. */
export const repoRoot = path.resolve(here, '..', '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  const publicUrl = stripSlash(env.PUBLIC_URL ?? `http://localhost:${port}`);
  const dataDir = env.SWITCHBOARD_DATA_DIR
    ? path.resolve(process.cwd(), env.SWITCHBOARD_DATA_DIR)
    : path.join(repoRoot, '.data');
  const redirectOrigins = (env.OIDC_REDIRECT_ORIGINS ?? 'http://localhost:3000,http://localhost:5173')
    .split(',')
    .map((o) => stripSlash(o.trim()))
    .filter(Boolean);
  if (!redirectOrigins.includes(publicUrl)) redirectOrigins.push(publicUrl);
  const mailSecretKey = parseMailSecretKey(env.MAIL_SECRET_KEY);
  return {
    port,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    fileStore: parseFileStoreConfig(env.FILE_STORE),
    oidcIssuer: env.OIDC_ISSUER ? stripSlash(env.OIDC_ISSUER) : undefined,
    audience: env.OIDC_AUDIENCE ?? `${publicUrl}/api`,
    redirectOrigins,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(process.cwd(), env.WEB_DIST_DIR)
      : path.join(repoRoot, 'apps', 'web', 'dist'),
    validateResponses: env.NODE_ENV !== 'production',
    rateLimits: { ...DEFAULT_RATE_LIMITS },
    maxInFlight: positiveInteger(env, 'MAX_IN_FLIGHT'),
    queueWaitMs: positiveInteger(env, 'QUEUE_WAIT_MS') ?? 1500,
    schedulerIntervalMs: positiveInteger(env, 'SCHEDULER_INTERVAL_MS') ?? 15_000,
    ai: env.AI_BASE_URL
      ? {
          baseUrl: stripSlash(env.AI_BASE_URL),
          model: env.AI_MODEL || 'llama3.2',
          apiKey: env.AI_API_KEY || undefined,
        }
      : undefined,
    pushAllowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS === '1',
    maintenance: env.SWITCHBOARD_MAINTENANCE === '1',
    imageProxyKey: env.IMAGE_PROXY_KEY ? Buffer.from(env.IMAGE_PROXY_KEY) : randomBytes(32),
    imageProxyAllowHosts: (env.IMAGE_PROXY_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    imapAllowHosts: (env.IMAP_ALLOW_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    admins: env.SWITCHBOARD_ADMINS
      ? env.SWITCHBOARD_ADMINS.split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean)
      : undefined,
    mailSecretKey: mailSecretKey ?? DEV_MAIL_SECRET_KEY,
    mailSecretKeyIsDevDefault: !mailSecretKey,
  };
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function stripSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
