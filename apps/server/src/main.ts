import { loadConfig } from './config.js';
import { loadMailConfig } from './mail/mail-config.js';
import { runtimeFileFor } from './mail/outbox-command.js';
import { readTls } from './mail/smtp-in.js';
import { SEED_IDS } from './seed/seed.js';
import { createServer } from './server.js';

const mail = loadMailConfig();
const tls = readTls(mail.tlsKeyFile, mail.tlsCertFile);
const server = await createServer({
  ...(mail.smtpPort === 0
    ? {}
    : {
        smtp: {
          port: mail.smtpPort,
          ...(mail.smtpHost ? { host: mail.smtpHost } : {}),
          maxClients: mail.maxClients,
          ...(tls ? { tls } : {}),
        },
      }),
  relayUrl: mail.relayUrl ?? null,
  runtimeFile: runtimeFileFor(loadConfig().dataDir),
});
const users = await server.db
  .selectFrom('users')
  .innerJoin('organizations', 'organizations.id', 'users.organization_id')
  .select([
    'users.email',
    'users.display_name',
    'organizations.name as organization',
    'users.organization_id',
  ])
  .orderBy('organizations.created_at')
  .orderBy('users.created_at')
  .execute();

const lines = [
  '',
  `Switchboard is running at ${server.url}`,
  `  API:       ${server.url}/api`,
  server.config.oidcIssuer
    ? `  Sign-in:   ${server.config.oidcIssuer} (external issuer)`
    : `  Sign-in:   ${server.url}/oidc (embedded provider, account chooser)`,
  `  Database:  ${server.config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${server.config.dataDir}`}`,
  server.smtp
    ? `  Mail in:   ${server.smtp.url} (SMTP for the workspace addresses${mail.tlsKeyFile && mail.tlsCertFile ? ', STARTTLS' : ''})`
    : '  Mail in:   off (SMTP_PORT=0)',
  mail.relayUrl
    ? `  Mail out:  through ${mail.relayUrl.replace(/\/\/[^@/]*@/, '//***@')}`
    : `  Mail out:  kept in the local outbox (no SMTP_RELAY_URL). Read it at\n             ${server.url}/dev/outbox?key=${server.outboxKey}\n             or run \`pnpm --filter @switchboard/server outbox --raw\` (asks this server while it runs)`,
  server.seeded ? `  Seeded ${server.seeded.threads} threads and ${server.seeded.messages} messages.` : '',
  '',
  'Demo accounts (choose one on the sign-in page, no password):',
  ...users.map(
    (u) =>
      `  ${u.email.padEnd(24)} ${u.display_name.padEnd(14)} ${u.organization}${u.organization_id === SEED_IDS.acme && u.email.startsWith('alice@') ? '  (default demo account)' : ''}`,
  ),
  '',
].filter((line, i, all) => line !== '' || all[i - 1] !== '');
console.log(lines.join('\n'));

const shutdown = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
