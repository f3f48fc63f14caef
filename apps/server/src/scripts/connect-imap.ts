/**
 * `pnpm --filter @switchboard/server connect-imap <user email> <imap(s)://user:pass@host:port> [smtp(s)://...]`:
 * connects an IMAP account (any provider) to a workspace user and syncs it once, with its passwords sealed by
 * MAIL_SECRET_KEY; a running server keeps it in sync with IDLE from its next start (Settings > Email accounts
 * connects one at once), and sends that user's outside mail through the SMTP URL when given.
 */
import { loadConfig } from '../config.js';
import { migrateToLatest, openDatabase } from '../db/database.js';
import { connectImapAccount, sealStoredMailPasswords, syncImapAccountOnce } from '../mail/imap-sync.js';

const [email, imapUrl, smtpUrl] = process.argv.slice(2);
if (!email || !imapUrl) {
  console.error(
    'Usage: pnpm --filter @switchboard/server connect-imap <user email> <imap(s)://user:pass@host:port> [smtp(s)://user:pass@host:port]',
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
  await sealStoredMailPasswords(db, config.mailSecretKey);
  const account = await connectImapAccount(db, config.mailSecretKey, {
    userEmail: email,
    imapUrl,
    smtpUrl: smtpUrl ?? null,
  });
  const report = await syncImapAccountOnce(db, account, new Date(), config.mailSecretKey);
  console.log(`Connected ${account.email} for ${email}: ${report.added} messages synced.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
