import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where Debian's dovecot-imapd puts the server, or null when it is not installed. */
export const DOVECOT = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'].find((p) => existsSync(p)) ?? null;
const DOVEADM = ['/usr/bin/doveadm', '/usr/local/bin/doveadm'].find((p) => existsSync(p)) ?? 'doveadm';

export interface Dovecot {
  port: number;
  /** Drops the user's open IMAP connections from the server's side (`doveadm kick`). */
  kick(user: string): void;
  close(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function idOf(flag: '-u' | '-g', name: string): number {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
}

/**
 * Starts a throwaway Dovecot (IMAP only, no SSL, plain login) on a free local port, with maildirs in a temp
 * folder and the given users (passwd-file). Run as root, it drops to Debian's `dovecot`/`dovenull` users;
 * otherwise it runs as the current user.
 */
export async function startDovecot(users: Record<string, string>): Promise<Dovecot> {
  if (!DOVECOT) throw new Error('dovecot is not installed');
  const dir = mkdtempSync(path.join(tmpdir(), 'switchboard-dovecot-'));
  for (const sub of ['run', 'state', 'mail']) mkdirSync(path.join(dir, sub));
  const root = process.getuid?.() === 0;
  const user = root
    ? 'dovecot'
    : (process.env.USER ?? execFileSync('id', ['-un'], { encoding: 'utf8' }).trim());
  const group = root ? 'dovecot' : execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();
  const uid = idOf('-u', user);
  const gid = root ? idOf('-g', 'dovecot') : idOf('-g', user);
  // mkdtemp makes the folder 0700; Dovecot's auth and mail processes (other users when run as root) must enter it.
  chmodSync(dir, 0o755);
  if (root) chownSync(path.join(dir, 'mail'), uid, gid);
  writeFileSync(
    path.join(dir, 'users'),
    Object.entries(users)
      .map(([name, pass]) => `${name}:{PLAIN}${pass}::::::`)
      .join('\n'),
  );
  const port = await freePort();
  const config = path.join(dir, 'dovecot.conf');
  writeFileSync(
    config,
    `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
mail_location = maildir:${dir}/mail/%u
first_valid_uid = 1
first_valid_gid = 1
default_internal_user = ${user}
default_internal_group = ${group}
default_login_user = ${root ? 'dovenull' : user}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/mail/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  // The master daemonises; its output goes to the log file, so no pipe is left open for us to wait on.
  const started = spawnSync(DOVECOT, ['-c', config], { stdio: 'ignore' });
  if (started.status !== 0)
    throw new Error(`dovecot did not start (exit ${started.status}); see ${dir}/dovecot.log`);
  return {
    port,
    kick(name) {
      execFileSync(DOVEADM, ['-c', config, 'kick', name], { stdio: 'ignore' });
    },
    close() {
      const pidFile = path.join(dir, 'run', 'master.pid');
      if (existsSync(pidFile)) {
        try {
          process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGTERM');
        } catch {
          // already gone
        }
      }
      if (!process.env.KEEP_DOVECOT) rmSync(dir, { recursive: true, force: true });
      else console.log(readFileSync(path.join(dir, 'dovecot.log'), 'utf8'));
    },
  };
}
