/**
 * `pnpm --filter @switchboard/server seed [--reset]`: seeds the configured database with the demo
 * workspaces when it is empty; `--reset` first deletes every row (the schema stays).
 */
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { isDatabaseEmpty, seedDatabase } from '../seed/seed.js';

const config = loadConfig();
const db = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
await migrateToLatest(db);
if (process.argv.includes('--reset')) {
  await sql`truncate organizations, users, oidc_payloads, oidc_secrets, cancel_tokens restart identity cascade`.execute(
    db,
  );
  console.log('Deleted every row.');
}
if (await isDatabaseEmpty(db)) {
  const summary = await seedDatabase(db, { now: new Date() });
  console.log(
    `Seeded ${summary.threads} threads and ${summary.messages} messages for ${summary.users.length} users.`,
  );
} else {
  console.log('The database already has data; nothing seeded (use --reset to start over).');
}
await db.destroy();
