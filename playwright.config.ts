import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium-path.mjs';

/**
 * End-to-end tests: the real server (API, embedded OpenID provider, seeded PGlite database in a
 * fresh temporary folder) serving the built web app, driven in the system Chromium.
 *
 * The web app is not built here; run `pnpm test:e2e`, which is
 * `pnpm --filter @switchboard/web build && playwright test`.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.join(root, 'apps', 'web', 'dist', 'index.html');
if (!existsSync(webDist)) {
  throw new Error(
    'The web app is not built (apps/web/dist is missing). Run `pnpm test:e2e`, or build it first: pnpm --filter @switchboard/web build',
  );
}

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Workers load this file again; they inherit the folder the main process made.
process.env.SWITCHBOARD_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-'));
const dataDir = process.env.SWITCHBOARD_E2E_DATA_DIR;

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1440, height: 900 },
    // The service worker precaches the whole built app (about 3 MB) in every new context: journeys that are not
    // about it run without it; offline.spec and push.spec allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'pnpm --filter @switchboard/server start',
    cwd: root,
    url: `${baseURL}/oidc/.well-known/openid-configuration`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      SWITCHBOARD_DATA_DIR: dataDir,
      OIDC_REDIRECT_ORIGINS: baseURL,
      NODE_ENV: 'test',
      // Inbound SMTP and the outgoing relay (a sink the mail-transport journey starts) beside the HTTP port.
      SMTP_PORT: String(port + 1),
      SMTP_HOST: '127.0.0.1',
      SMTP_RELAY_URL: `smtp://127.0.0.1:${port + 2}`,
      // The push journey's local push service (port + 5) is plain http on loopback (DECISIONS.md 15).
      PUSH_ALLOW_LOCAL_ENDPOINTS: '1',
      // The mail-images journey's picture host (port + 3) is on loopback: the image proxy may fetch it, and
      // only it (every other private or loopback address stays refused).
      IMAGE_PROXY_ALLOW_HOSTS: `127.0.0.1:${port + 3}`,
      // Gmail: Google's OAuth and Gmail endpoints are a stand-in on port + 6, which the Gmail journey starts
      // (apps/server/test/helpers/gmail-stand-in.ts); nothing listens there otherwise.
      GOOGLE_CLIENT_ID: 'switchboard-e2e.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'stand-in-secret',
      GOOGLE_OAUTH_AUTHORIZE_URL: `http://127.0.0.1:${port + 6}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `http://127.0.0.1:${port + 6}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `http://127.0.0.1:${port + 6}/revoke`,
      GMAIL_API_ROOT_URL: `http://127.0.0.1:${port + 6}/`,
    },
  },
});
