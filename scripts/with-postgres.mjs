// `node scripts/with-postgres.mjs -- <command...>`: runs the command against a throwaway PostgreSQL 15
// cluster. It initdb's a temporary folder (as the `postgres` user when run as root: PostgreSQL refuses
// root), starts the server on a free loopback port (`WITH_POSTGRES_PORT` to choose one), exports
// TEST_DATABASE_URL (a superuser URL; each server test file creates and drops its own database), runs the
// command, then stops the cluster and deletes the folder, whatever the command's outcome.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command...>');
  process.exit(2);
}

/** initdb and pg_ctl: on the PATH, else Debian's PostgreSQL 15 folder. */
function binary(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  const debian = `/usr/lib/postgresql/15/bin/${name}`;
  if (existsSync(debian)) return debian;
  console.error(
    `✗ ${name} not found: install PostgreSQL 15 (Debian/Ubuntu: sudo apt-get install -y postgresql-15).`,
  );
  process.exit(1);
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** Runs a PostgreSQL tool, as the `postgres` user when we are root. */
function pgTool(tool, args, options = {}) {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${path.basename(tool)} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

function freePort() {
  if (process.env.WITH_POSTGRES_PORT) return Promise.resolve(Number(process.env.WITH_POSTGRES_PORT));
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const initdb = binary('initdb');
const pgCtl = binary('pg_ctl');
const dir = mkdtempSync(path.join(os.tmpdir(), 'switchboard-pg-'));
const data = path.join(dir, 'data');
if (asRoot) spawnSync('chown', ['postgres:postgres', dir]);

let started = false;
function cleanUp() {
  if (started) {
    try {
      pgTool(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(String(error));
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

let code = 1;
try {
  const port = await freePort();
  pgTool(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  // A throwaway cluster: durability off, so the suites spend their time on queries, not fsync.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  pgTool(pgCtl, ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  started = true;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`▸ PostgreSQL ${port} (${path.dirname(pgCtl)}), TEST_DATABASE_URL=${url}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
} catch (error) {
  console.error(String(error));
} finally {
  cleanUp();
}
process.exit(code);
