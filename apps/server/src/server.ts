import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import pg from 'pg';
import { mountBackupDownload } from './admin/admin-handlers.js';
import { createApp, mountStatic } from './app.js';
import { createTokenVerifier } from './auth/token-verifier.js';
import { type BillingConfig, loadBillingConfig } from './billing/billing-config.js';
import { createBillingProvider } from './billing/create-billing-provider.js';
import { mountBilling } from './billing/local-billing.js';
import { loadConfig, type ServerConfig } from './config.js';
import { type Db, migrateToLatest, openDatabase } from './db/database.js';
import { mountFiles } from './files/files.js';
import { loadOrCreateLinkSecret } from './files/signing.js';
import { configureFileStore } from './files/stored-files.js';
import { setBaseSecurityHeaders } from './http/security-headers.js';
import { signInRateLimit } from './http/sign-in-rate-limit.js';
import { loadOrCreateImageProxyKey } from './images/image-proxy-key.js';
import { createScheduler, type Scheduler } from './jobs/scheduler.js';
import { LiveHub } from './live/live-hub.js';
import { type GmailConfig, loadGmailConfig } from './mail/gmail/config.js';
import { createGmailService, type GmailService } from './mail/gmail/service.js';
import { createImapAccounts } from './mail/imap-accounts.js';
import { sealStoredMailPasswords } from './mail/imap-sync.js';
import { loadMailConfig } from './mail/mail-config.js';
import { createOutboundSender, type OutboundSender } from './mail/outbound.js';
import { removeServerRuntime, writeServerRuntime } from './mail/outbox-command.js';
import { mountOutboxReader } from './mail/outbox-reader.js';
import { type SmtpIn, startSmtpIn } from './mail/smtp-in.js';
import { loadOrCreateSecrets, publicJwk } from './oidc/keys.js';
import { createEmbeddedProvider, OIDC_MOUNT } from './oidc/provider.js';
import { createPushSender } from './push/push-sender.js';
import { loadOrCreateVapidKeys } from './push/vapid-keys.js';
import { allHandlers } from './routes/handlers.js';
import { isDatabaseEmpty, type SeedSummary, seedDatabase } from './seed/seed.js';
import { createBackground, type Services } from './services.js';
import { createCancelRegistry } from './undo/cancel-registry.js';

/** The advisory lock key of a process's start (migrations and seed): 'swbd' 'strt' as two int4. */
const STARTUP_LOCK = [0x73776264, 0x73747274] as const;

/** Runs `fn` holding a PostgreSQL session advisory lock on a connection of its own (no lock without a URL). */
async function withStartupLock(url: string | undefined, fn: () => Promise<void>): Promise<void> {
  if (!url) return fn();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...STARTUP_LOCK]);
    await fn();
  } finally {
    await client.end().catch(() => {});
  }
}

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
  /** Start the inbound SMTP server on this port (0 picks a free one); off when absent (`main.ts` passes SMTP_PORT). */
  smtp?: { port: number; host?: string; maxClients?: number; tls?: { key: string; cert: string } };
  /** The outgoing relay (default: `SMTP_RELAY_URL`); `null` keeps outside mail in the outbox. */
  relayUrl?: string | null;
  /**
   * Write this file while running (`{ pid, url, outbox_key }`, see mail/outbox-command.ts) so the `outbox`
   * command on this machine reads the outbox through this server; `main.ts` passes `<data dir>.server.json`.
   */
  runtimeFile?: string;
  /** The billing provider (default: from the environment, BILLING_PROVIDER; local when unset). */
  billing?: BillingConfig;
  /** Gmail accounts (default: from the environment, on when GOOGLE_CLIENT_ID/SECRET are set); null turns them off. */
  gmail?: { config: GmailConfig; pushKeys?: import('jose').JWTVerifyGetKey } | null;
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
  /** The inbound SMTP server, when started. */
  smtp: SmtpIn | null;
  /** Sends the outbox through the relay (every few seconds while the scheduler runs). */
  outbound: OutboundSender;
  /** Gmail sync, pushes and watch renewal (when configured). */
  gmail: GmailService | null;
  /** The key of `GET /dev/outbox?key=` (the whole outbox as text), new at each start. */
  outboxKey: string;
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

  const postgresUrl =
    !options.memory && (options.config?.databaseUrl || (env.databaseUrl && !options.dataDir))
      ? ((options.config?.databaseUrl ?? env.databaseUrl) as string)
      : undefined;
  const db =
    options.db ??
    (await openDatabase(
      options.memory
        ? { kind: 'memory' }
        : postgresUrl
          ? { kind: 'postgres', url: postgresUrl }
          : { kind: 'pglite', dataDir: options.dataDir ?? options.config?.dataDir ?? env.dataDir },
    ));
  // Attachment bytes (the seed's too) go to the configured store (FILE_STORE).
  configureFileStore(options.config?.fileStore ?? env.fileStore);
  let seeded: SeedSummary | null = null;
  // Several processes may start at once on one PostgreSQL: one at a time migrates and seeds (the others then
  // find the schema current and the database seeded).
  await withStartupLock(options.db ? undefined : postgresUrl, async () => {
    await migrateToLatest(db);
    if (options.seed !== false && (await isDatabaseEmpty(db))) {
      seeded = await seedDatabase(db, { now: now() });
    }
  });

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
  // Unless IMAGE_PROXY_KEY names one, the key every process shares (config.ts's default is one per process).
  if (!process.env.IMAGE_PROXY_KEY && !options.config?.imageProxyKey)
    config.imageProxyKey = await loadOrCreateImageProxyKey(db);
  const cancels = createCancelRegistry(db, now);
  if (config.mailSecretKeyIsDevDefault && process.env.NODE_ENV === 'production')
    logger.error(
      '[mail] MAIL_SECRET_KEY is not set: mail-account passwords are sealed with the DEVELOPMENT ONLY key from the source. Set MAIL_SECRET_KEY (32 bytes, hex or base64).',
    );
  // Accounts stored before passwords were sealed get theirs sealed now (the migration has no key).
  await sealStoredMailPasswords(db, config.mailSecretKey);
  const services: Services = {
    db,
    now,
    config,
    cancels,
    background: createBackground(logger),
    fileSecret: await loadOrCreateLinkSecret(db),
    imap: createImapAccounts({
      db,
      now,
      key: config.mailSecretKey,
      logger,
      allowHosts: () => config.imapAllowHosts,
    }),
  };
  const gmailOptions: CreateServerOptions['gmail'] =
    options.gmail === undefined
      ? (() => {
          const loaded = loadGmailConfig();
          return loaded ? { config: loaded } : null;
        })()
      : options.gmail;
  const gmail = gmailOptions
    ? createGmailService({
        db,
        config: {
          ...gmailOptions.config,
          pushAudience: gmailOptions.config.pushAudience ?? `${publicUrl}/api/gmail-watch-notifications`,
        },
        now,
        logger,
        pushKeys: gmailOptions.pushKeys,
      })
    : null;
  if (gmail) services.gmail = gmail;
  services.billing = createBillingProvider(options.billing ?? loadBillingConfig(), services);
  services.push = createPushSender({
    db,
    keys: await loadOrCreateVapidKeys(db),
    subject: publicUrl.startsWith('https://') ? publicUrl : 'mailto:push@switchboard.invalid',
    run: services.background.run,
    now,
    logger,
  });
  await services.push.start();
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

  const live = new LiveHub(db, { logger });
  if (await live.start()) services.live = live;
  const app = createApp({
    ...(services.live ? { live: services.live } : {}),
    services,
    verifier,
    embeddedIssuer: embedded ? verifier.issuer : null,
    handlers: allHandlers,
    cancels,
    logger,
  });
  mountFiles(app, services);
  mountBilling(app, services);
  mountBackupDownload(app, services);
  const relayUrl =
    options.relayUrl === undefined ? loadMailConfig().relayUrl : (options.relayUrl ?? undefined);
  const outboxKey = randomBytes(18).toString('base64url');
  mountOutboxReader(app, services, {
    embedded: embedded ? { verifier, issuer: verifier.issuer } : null,
    relayConfigured: Boolean(relayUrl),
    outboxKey,
  });
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
  if (options.scheduler !== false) scheduler.start(config.schedulerIntervalMs);
  const outbound = createOutboundSender({
    db,
    now,
    relayUrl,
    gmail: gmail?.config ?? null,
    logger,
    mailSecretKey: config.mailSecretKey,
  });
  let outboundTimer: NodeJS.Timeout | undefined;
  if (options.scheduler !== false) {
    let sending = false;
    outboundTimer = setInterval(() => {
      if (sending) return;
      sending = true;
      outbound
        .runOnce()
        .catch((error: unknown) => logger.error('[outbound] send failed', error))
        .finally(() => {
          sending = false;
        });
      // Pushes are drained when their queuing commits (the queue's notice); a round also drains what a
      // notice missed, or everything when the database offers no listening session.
      services.push?.kick();
    }, 2_000);
    outboundTimer.unref();
  }
  // Connected IMAP accounts stay in sync (IDLE) while the background work runs; each reconnects on its own
  // (mail/imap-watchers.ts), so one failing does not stop the rest. Accounts connected later start at once.
  if (options.scheduler !== false) await services.imap.watchAll();
  // Gmail: watches renewed before they end and the polling fallback, checked every minute.
  let gmailTimer: NodeJS.Timeout | undefined;
  if (gmail && options.scheduler !== false) {
    let polling = false;
    const poll = () => {
      if (polling) return;
      polling = true;
      gmail
        .runOnce()
        .catch((error: unknown) => logger.error('[gmail] poll failed', error))
        .finally(() => {
          polling = false;
        });
    };
    gmailTimer = setInterval(poll, 60_000);
    gmailTimer.unref();
    poll();
  }
  const smtp = options.smtp ? await startSmtpIn({ db, now, ...options.smtp, logger }) : null;
  const runtimeFile = options.runtimeFile;
  if (runtimeFile)
    writeServerRuntime(runtimeFile, { pid: process.pid, url: publicUrl, outbox_key: outboxKey });

  return {
    url: publicUrl,
    port: actualPort,
    config,
    db,
    services,
    scheduler,
    seeded,
    smtp,
    outbound,
    gmail,
    outboxKey,
    async close() {
      if (runtimeFile) removeServerRuntime(runtimeFile, process.pid);
      scheduler.stop();
      if (gmailTimer) clearInterval(gmailTimer);
      if (outboundTimer) clearInterval(outboundTimer);
      outbound.close();
      await smtp?.close();
      await services.imap.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await live.close();
      await services.push?.close();
      if (!options.db) await db.destroy();
    },
  };
}
