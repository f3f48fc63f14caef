// Runs pnpm whether or not it is installed globally: a fresh machine has only
// Node and npm, so we fall back to `npx pnpm@<pinned version>`.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pinned = String(rootPackage.packageManager).replace(/^pnpm@/, '');

/** @returns {{ command: string; prefix: string[] }} */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0) return { command: 'pnpm', prefix: [] };
  return { command: 'npx', prefix: ['--yes', `pnpm@${pinned}`] };
}

/**
 * Runs `pnpm <args>` with inherited output; resolves with the exit code.
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function runPnpm(args, options = {}) {
  const { command, prefix } = pnpmCommand();
  return new Promise((resolve) => {
    const child = spawn(command, [...prefix, ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...options.env },
    });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
