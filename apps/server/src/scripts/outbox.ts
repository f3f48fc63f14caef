/**
 * `pnpm --filter @switchboard/server outbox [--raw]`: prints the outbox (mail to outside addresses), newest
 * first, with each message's state; `--raw` adds the MIME source as it goes (or would go) out. Asks the
 * running server when there is one (see mail/outbox-command.ts).
 */
import { loadConfig } from '../config.js';
import { outboxText } from '../mail/outbox-command.js';

const config = loadConfig();
try {
  process.stdout.write(
    await outboxText({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      raw: process.argv.includes('--raw'),
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
