import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp, mountStatic } from './app.js';
import { createTokenVerifier } from './auth/token-verifier.js';
import { mountBilling } from './billing/local-billing.js';
import { loadConfig, type ServerConfig } from './config.js';
import { type Db, migrateToLatest, openDatabase } from './db/database.js';
import { mountFiles } from './files/files.js';
import { loadOrCreateLinkSecret } from './files/signing.js';
import { setBaseSecurityHeaders } from './http/security-headers.js';
import { signInRateLimit } from './http/sign-in-rate-limit.js';
import { createScheduler, type Scheduler } from './jobs/scheduler.js';
import { loadOrCreateSecrets, publicJwk } from './oidc/keys.js';
import { createEmbeddedProvider, OIDC_MOUNT } from './oidc/provider.js';
import { allHandlers } from './routes/handlers.js';
import { isDatabaseEmpty, type SeedSummary, seedDatabase } from './seed/seed.js';
import { createBackground, type Services } from './services.js';
import { createCancelRegistry } from './undo/cancel-registry.js';

export interface CreateServerOptions {
  /** Persisted PGlite folder (default: the config's data dir). Ignored when `db` or `memory` is given. */
  dataDir?: string;
  /** An open database to use (the caller migrates nothing: the server does). */
  db?: Db;
  /** Use an in-memory PGlite (tests). */
  memory?: boolean;
  /** The clock (default: the system clock). */
  now?: () => Date;
  /** Port to listen on; 0 picks a free one (tests). Default: config PORT. */
  port?: number;
  /** Host to bind (default: all interfaces). */
  host?: string;
  /** Seed the demo workspaces when the database is empty (default true). */
  seed?: boolean;
  /** Run the background scheduler (snooze wake-up, scheduled sends, trash purge). Default true. */
  scheduler?: boolean;
  /** Overrides of the environment configuration. */
  config?: Partial<ServerConfig>;
  logger?: Pick<Console, 'log' | 'error'>;
}

export interface RunningServer {
  /** The base URL, e.g. `http://localhost:3000`. */
  url: string;
  port: number;
  config: ServerConfig;
  db: Db;
  services: Services;
  scheduler: Scheduler;
  /** The seed summary when this start seeded the database. */
  seeded: SeedSummary | null;
  close(): Promise<void>;
}

/**
 * Starts Switchboard's server: opens and migrates the database, seeds it when empty, mounts the embedded
 * OIDC provider under `/oidc` (unless `OIDC_ISSUER` points elsewhere), the API under `/api` and the web
 * app at `/`. Used by `src/main.ts`, the route tests and the e2e runner.
 */
export async function createServer(options: CreateServerOptions = {}): Promise<RunningServer> {
  const env = loadConfig();
  const logger = options.logger ?? console;
  const now = options.now ?? (() => new Date());
  const port = options.port ?? options.config?.port ?? env.port;

  const db =
    options.db ??
    (await openDatabase(
      options.memory
        ? { kind: 'memory' }
        : options.config?.databaseUrl || (env.databaseUrl && !options.dataDir)
          ? { kind: 'postgres', url: (options.config?.databaseUrl ?? env.databaseUrl) as string }
          : { kind: 'pglite', dataDir: options.dataDir ?? options.config?.dataDir ?? env.dataDir },
    ));
  await migrateToLatest(db);
  let seeded: SeedSummary | null = null;
  if (options.seed !== false && (await isDatabaseEmpty(db))) {
    seeded = await seedDatabase(db, { now: now() });
  }

  // Listen first: with port 0 the public URL (and so the issuer) is known only once bound.
  let listener: http.RequestListener = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = http.createServer((req, res) => listener(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, options.host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const publicUrl =
    options.config?.publicUrl ??
    (port === 0 || !process.env.PUBLIC_URL ? `http://localhost:${actualPort}` : env.publicUrl);
  const config: ServerConfig = {
    ...env,
    ...options.config,
    port: actualPort,
    publicUrl,
    audience: options.config?.audience ?? (process.env.OIDC_AUDIENCE || `${publicUrl}/api`),
    redirectOrigins: [...new Set([...(options.config?.redirectOrigins ?? env.redirectOrigins), publicUrl])],
  };

  const secrets = await loadOrCreateSecrets(db);
  const cancels = createCancelRegistry(db, now);
  const services: Services = {
    db,
    now,
    config,
    cancels,
    background: createBackground(logger),
    fileSecret: await loadOrCreateLinkSecret(db),
  };
  let embedded: ReturnType<typeof createEmbeddedProvider> | null = null;
  let verifier: ReturnType<typeof createTokenVerifier>;
  if (config.oidcIssuer) {
    verifier = createTokenVerifier({ issuer: config.oidcIssuer, audience: config.audience });
  } else {
    const issuer = `${publicUrl}${OIDC_MOUNT}`;
    embedded = createEmbeddedProvider({
      db,
      issuer,
      audience: config.audience,
      redirectOrigins: config.redirectOrigins,
      secrets,
      // Sign-in runs on the real clock (tokens are issued and checked in real time); `now` drives the mail.
      clock: () => new Date(),
    });
    verifier = createTokenVerifier({
      issuer,
      audience: config.audience,
      localKeys: [publicJwk(secrets.signingKey)],
    });
  }

  const app = createApp({
    services,
    verifier,
    embeddedIssuer: embedded ? verifier.issuer : null,
    handlers: allHandlers,
    cancels,
    logger,
  });
  mountFiles(app, services);
  mountBilling(app, services);
  mountStatic(app, config.webDistDir);
  const honoListener = getRequestListener(app.fetch);
  listener = (req, res) => {
    const path = req.url ?? '/';
    if (
      embedded &&
      (path === OIDC_MOUNT || path.startsWith(`${OIDC_MOUNT}/`) || path.startsWith(`${OIDC_MOUNT}?`))
    ) {
      setBaseSecurityHeaders(res, config.publicUrl.startsWith('https://'));
      const provider = embedded;
      signInRateLimit(db, config.rateLimits, req, res)
        .then((allowed) => (allowed ? provider.handle(req, res) : undefined))
        .catch((error: unknown) => {
          logger.error('[oidc] unexpected error', error);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
          res.end('Sign-in failed');
        });
      return;
    }
    void honoListener(req, res);
  };

  const scheduler = createScheduler(services, logger);
  if (options.scheduler !== false) scheduler.start();

  return {
    url: publicUrl,
    port: actualPort,
    config,
    db,
    services,
    scheduler,
    seeded,
    async close() {
      scheduler.stop();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      if (!options.db) await db.destroy();
    },
  };
}
