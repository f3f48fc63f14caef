/**
 * `pnpm --filter @switchboard/server outbox [--raw]`: prints the outbox (mail to outside addresses), newest
 * first, with each message's state; `--raw` adds the MIME source as it goes (or would go) out.
 */
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { readOutbox } from '../mail/outbox-reader.js';

const config = loadConfig();
const db = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrateToLatest(db);
  const items = await readOutbox(db, null);
  if (items.length === 0) console.log('The outbox is empty.');
  for (const item of items) {
    const to = item.recipients.map((r) => `${r.type}: ${r.email}`).join(', ');
    console.log(`${item.created_at}  ${item.status.padEnd(7)}  ${item.subject ?? '(no subject)'}  ->  ${to}`);
    if (item.last_error) console.log(`    last error: ${item.last_error}`);
    if (process.argv.includes('--raw')) console.log(`\n${item.raw}\n`);
  }
} finally {
  await db.destroy();
}
