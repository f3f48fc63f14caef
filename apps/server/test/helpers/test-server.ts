import fs from 'node:fs';
import { buildPath, type EndpointName, endpoints, serializeQuery } from '@switchboard/api-client';
import pg from 'pg';
import { expect, inject } from 'vitest';
import type { z } from 'zod';
import type { ServerConfig } from '../../src/config.js';
import { type Db, openDatabase } from '../../src/db/database.js';
import { type CreateServerOptions, createServer, type RunningServer } from '../../src/server.js';
import { TEST_NOW } from './seeded-template.js';
import { signIn } from './sign-in.js';

export { TEST_NOW };

export interface TestServer extends RunningServer {
  /** Moves the server's clock. */
  setNow(date: Date): void;
  /** A signed-in client per seeded user (tokens from the real OIDC flow, cached). */
  as(userId: string): Promise<TestClient>;
  anonymous(): TestClient;
}

export interface CallResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestClient {
  token: string | null;
  /** Calls an endpoint of the contract; a 2xx answer is checked against its response schema. */
  call<K extends EndpointName>(
    name: K,
    input?: { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown },
  ): Promise<
    CallResult<z.output<(typeof endpoints)[K]['response']> & { error?: { type: string; message: string } }>
  >;
  raw(
    method: string,
    path: string,
    init?: { body?: string; headers?: Record<string, string> },
  ): Promise<Response>;
}

/**
 * A fresh database per test file: in-memory PGlite, or, when `TEST_DATABASE_URL` names a PostgreSQL server
 * (a URL whose user may create databases), a new database on it that is dropped afterwards. Empty, unless
 * `template` names a database to copy (startTestServer's seeded template).
 */
export async function freshDatabase(
  template?: string,
): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { drop: async () => {} };
  const name = `switchboard_test_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The seeded template's PGlite dump, read once per test file. */
let seededDump: { file: string; blob: Blob } | undefined;

/**
 * The database a test server starts from: a copy of the run's seeded template (helpers/seeded-template.ts),
 * which is what the server itself would make of an empty database. The backup tests' data folder and a
 * file store of a test's own start empty as before (the seed writes its attachments to the file store).
 */
async function startingDatabase(options: {
  dataDir?: string;
  fileStore?: ServerConfig['fileStore'];
}): Promise<{ databaseUrl?: string; db?: Db; drop: () => Promise<void> }> {
  const template = options.dataDir || options.fileStore ? undefined : inject('seededTemplate');
  if (process.env.TEST_DATABASE_URL) return freshDatabase(template?.postgresTemplate);
  if (!template?.pgliteDump) return { drop: async () => {} };
  if (seededDump?.file !== template.pgliteDump) {
    seededDump = { file: template.pgliteDump, blob: new Blob([fs.readFileSync(template.pgliteDump)]) };
  }
  const db = await openDatabase({ kind: 'memory', loadDataDir: seededDump.blob });
  return { db, drop: () => db.destroy() };
}

/**
 * The route tests' server, on a fresh copy of the seeded database (startingDatabase). The clock stands still,
 * so every request falls in one rate-limit window: the limits are lifted unless a test names its own
 * (`rateLimits`). `smtp`, `relayUrl` and `gmail` add server options (the mail tests start SMTP and name a relay).
 */
export async function startTestServer(
  options: {
    rateLimits?: Partial<ServerConfig['rateLimits']>;
    webDistDir?: string;
    /** Keep the database in this folder (PGlite on disk) instead of in memory (the backup tests). */
    dataDir?: string;
    /** An outside OpenID Connect issuer (the embedded provider is then not mounted, and `as()` cannot sign in). */
    oidcIssuer?: string;
    /** Where attachment bytes live (default: the database). */
    fileStore?: ServerConfig['fileStore'];
  } & Pick<CreateServerOptions, 'smtp' | 'relayUrl' | 'gmail' | 'billing'> = {},
): Promise<TestServer> {
  let now = TEST_NOW;
  const database = await startingDatabase(options);
  const server = await createServer({
    ...(database.db ? { db: database.db } : {}),
    memory: !database.databaseUrl && !options.dataDir,
    ...(options.dataDir && !database.databaseUrl ? { dataDir: options.dataDir } : {}),
    port: 0,
    host: '127.0.0.1',
    now: () => now,
    scheduler: false,
    relayUrl: null,
    ...(options.smtp !== undefined ? { smtp: options.smtp } : {}),
    ...(options.relayUrl !== undefined ? { relayUrl: options.relayUrl } : {}),
    ...(options.gmail !== undefined ? { gmail: options.gmail } : {}),
    ...(options.billing !== undefined ? { billing: options.billing } : {}),
    config: {
      webDistDir: options.webDistDir ?? '/nonexistent',
      rateLimits: {
        signInPerMinute: 10_000,
        tokenPerMinute: 10_000,
        invitesPerMinute: 10_000,
        writesPerMinute: 100_000,
        ...options.rateLimits,
      },
      ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
      // Push subscriptions may name local endpoints (the push tests run their own push service).
      pushAllowLocalEndpoints: true,
      // A request waits for the database's turn up to 10 s, not production's 1.5 s: the suites run many files
      // at once on two cores, and a functional check refused 503 by that bound (imap-accounts.test.ts, once,
      // in a CI run) tests nothing. The bound itself is bounded-wait.test.ts's.
      queueWaitMs: 10_000,
      ...(options.oidcIssuer ? { oidcIssuer: options.oidcIssuer } : {}),
      ...(options.fileStore ? { fileStore: options.fileStore } : {}),
    },
  });
  const tokens = new Map<string, string>();
  const client = (token: string | null): TestClient => ({
    token,
    async raw(method, path, init) {
      return fetch(`${server.url}/api${path}`, {
        method,
        body: init?.body,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init?.headers },
      });
    },
    async call(name, input = {}) {
      const endpoint = endpoints[name];
      const path = buildPath(endpoint.path, input.params ?? {});
      const query = serializeQuery(input.query);
      const response = await fetch(`${server.url}/api${path}${query ? `?${query}` : ''}`, {
        method: endpoint.method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
      });
      const text = await response.text();
      let body = text ? JSON.parse(text) : undefined;
      if (response.ok) {
        const parsed = endpoint.response.safeParse(body);
        expect(parsed.success, `${name} answer matches its schema: ${parsed.error?.message ?? ''}`).toBe(
          true,
        );
        // As the api-client does: the parsed answer (list rows get the fields they left out back).
        if (parsed.success && body !== undefined) body = parsed.data;
      } else {
        expect(body?.error?.type, `${name} error body`).toBeTypeOf('string');
      }
      return { status: response.status, body, headers: response.headers };
    },
  });
  return {
    ...server,
    async close() {
      await server.close();
      await database.drop();
    },
    setNow(date) {
      now = date;
    },
    async as(userId) {
      let token = tokens.get(userId);
      if (!token) {
        token = (await signIn(server.url, userId)).access_token;
        tokens.set(userId, token);
      }
      return client(token);
    },
    anonymous: () => client(null),
  };
}
