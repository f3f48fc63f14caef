import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAxeCleanLightAndDark } from './fixtures';

/**
 * Maintenance mode as an operator turns it on (README: `SWITCHBOARD_MAINTENANCE=1`): a second server of its
 * own, started the documented way (`pnpm --filter @switchboard/server start`) with that variable, on
 * E2E_PORT + 3 with a fresh data folder, so the shared server of the other journeys is untouched.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 3;
const url = `http://localhost:${port}`;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function waitUntilUp(server: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the maintenance server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/oidc/.well-known/openid-configuration`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the maintenance server did not start in time');
}

test('with SWITCHBOARD_MAINTENANCE=1 a signed-in user sees only the maintenance screen', async ({ page }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-e2e-maintenance-'));
  let stderr = '';
  const server = spawn('pnpm', ['--filter', '@switchboard/server', 'start'], {
    cwd: root,
    // Its own process group, so closing it stops pnpm, tsx and the server together.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      SWITCHBOARD_DATA_DIR: dataDir,
      OIDC_REDIRECT_ORIGINS: url,
      NODE_ENV: 'test',
      SMTP_PORT: '0',
      SWITCHBOARD_MAINTENANCE: '1',
    },
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  try {
    await waitUntilUp(server, Date.now() + 180_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${stderr.slice(-2000)}`);
    });

    // Sign-in still works (the screen is for signed-in users); then the app shows only the notice.
    await page.goto(`${url}/signin`);
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    await page.getByRole('button', { name: /alice@acme\.example/ }).click();
    await expect(
      page.getByText('We are currently undergoing maintenance. Please check back later.'),
    ).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('row')).toHaveCount(0);
    await expectAxeCleanLightAndDark(page, 'maintenance');

    // It stays so after a reload and on any signed-in screen.
    await page.goto(`${url}/settings`);
    await expect(
      page.getByText('We are currently undergoing maintenance. Please check back later.'),
    ).toBeVisible();
  } finally {
    if (server.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
