/**
 * `pnpm --filter @switchboard/server import-eml <user email> <files or folders>`: imports `.eml` files and mbox
 * archives into that user's mailbox (idempotent by Message-ID). With the embedded database, stop the server
 * first (PGlite opens its folder in one process at a time), or send the files over SMTP instead.
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { importMail } from '../mail/import-mail.js';

const [email, ...targets] = process.argv.slice(2);
if (!email || targets.length === 0) {
  console.error(
    'Usage: pnpm --filter @switchboard/server import-eml <user email> <.eml or mbox files or folders>',
  );
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  await migrateToLatest(db);
  // pnpm --filter runs the script in apps/server: resolve paths against where the command was typed.
  const base = process.env.INIT_CWD ?? process.cwd();
  const report = await importMail(
    db,
    email,
    targets.map((t) => path.resolve(base, t)),
    new Date(),
  );
  console.log(`Imported ${report.imported} messages for ${email}; ${report.duplicates} were already there.`);
  for (const f of report.failed) console.error(`  could not import ${f.file}: ${f.error}`);
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
