import fs from 'node:fs';
import { type Db, migrateToLatest, openDatabase } from '../db/database.js';
import { formatOutbox, type OutboxEntry, readOutbox } from './outbox-reader.js';

/**
 * What a running server tells the `outbox` command on this machine: where it answers and the key of its
 * `GET /dev/outbox?key=` (new at each start). Written beside the data folder (`<data dir>.server.json`,
 * readable by its owner only) while the server runs, removed when it stops.
 */
export interface ServerRuntime {
  pid: number;
  url: string;
  outbox_key: string;
}

/** The runtime file of the server that uses this data folder. */
export function runtimeFileFor(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.server.json`;
}

export function writeServerRuntime(file: string, runtime: ServerRuntime): void {
  fs.writeFileSync(file, `${JSON.stringify(runtime)}\n`, { mode: 0o600 });
}

export function removeServerRuntime(file: string, pid: number): void {
  const current = readServerRuntime(file);
  if (current?.pid === pid) fs.rmSync(file, { force: true });
}

function readServerRuntime(file: string): ServerRuntime | null {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<ServerRuntime>;
    if (typeof data.pid !== 'number' || typeof data.url !== 'string' || typeof data.outbox_key !== 'string')
      return null;
    return data as ServerRuntime;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * `pnpm --filter @switchboard/server outbox [--raw]`. While the server runs it holds the PGlite folder, which
 * no second process may open, so the command asks the running server (`/dev/outbox?key=` from its runtime
 * file) and refuses clearly when that server does not answer. With no server running it opens the database
 * itself.
 */
export async function outboxText(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  raw: boolean;
}): Promise<string> {
  const runtimeFile = runtimeFileFor(options.dataDir);
  const runtime = readServerRuntime(runtimeFile);
  if (runtime && isRunning(runtime.pid)) {
    const url = `${runtime.url}/dev/outbox?key=${encodeURIComponent(runtime.outbox_key)}&format=json`;
    let items: OutboxEntry[];
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      items = ((await response.json()) as { items: OutboxEntry[] }).items;
    } catch (error) {
      throw new Error(
        `The Switchboard server (pid ${runtime.pid}) is running on this data folder but did not answer at ${runtime.url} (${error instanceof Error ? error.message : String(error)}). The outbox cannot be read while it holds the database: try again once it answers, or stop it.`,
      );
    }
    return formatOutbox(items, options.raw);
  }
  let db: Db;
  if (options.databaseUrl) {
    db = await openDatabase({ kind: 'postgres', url: options.databaseUrl });
  } else {
    if (!fs.existsSync(options.dataDir)) return 'The outbox is empty (no database yet).\n';
    db = await openDatabase({ kind: 'pglite', dataDir: options.dataDir });
  }
  try {
    await migrateToLatest(db);
    return formatOutbox(await readOutbox(db, null), options.raw);
  } finally {
    await db.destroy();
  }
}
