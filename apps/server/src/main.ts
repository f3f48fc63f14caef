import { SEED_IDS } from './seed/seed.js';
import { createServer } from './server.js';

const server = await createServer();
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
