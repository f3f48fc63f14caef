/**
 * The mail transport's configuration, read from the environment (see README.md):
 * - `SMTP_PORT` (default 2525; `0` turns inbound SMTP off), `SMTP_HOST` (default all interfaces);
 * - `SMTP_TLS_KEY` / `SMTP_TLS_CERT`: PEM files; with both, inbound SMTP offers STARTTLS;
 * - `SMTP_MAX_CLIENTS` (default 20): simultaneous inbound connections;
 * - `SMTP_RELAY_URL`: `smtp://` or `smtps://` URL (credentials in it) outside mail leaves through; unset keeps
 *   it in the local outbox (`GET /dev/outbox`, `pnpm --filter @switchboard/server outbox`).
 */
export interface MailConfig {
  smtpPort: number;
  smtpHost: string | undefined;
  tlsKeyFile: string | undefined;
  tlsCertFile: string | undefined;
  maxClients: number;
  relayUrl: string | undefined;
}

export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const smtpPort = Number.parseInt(env.SMTP_PORT ?? '2525', 10);
  if (!Number.isInteger(smtpPort) || smtpPort < 0 || smtpPort > 65535) {
    throw new Error(`SMTP_PORT must be a port number (0 turns SMTP off), got "${env.SMTP_PORT}"`);
  }
  const maxClients = Number.parseInt(env.SMTP_MAX_CLIENTS ?? '20', 10);
  if (!Number.isInteger(maxClients) || maxClients < 1) {
    throw new Error(`SMTP_MAX_CLIENTS must be a positive whole number, got "${env.SMTP_MAX_CLIENTS}"`);
  }
  const relayUrl = env.SMTP_RELAY_URL || undefined;
  if (relayUrl && !/^smtps?:\/\//.test(relayUrl)) {
    throw new Error(`SMTP_RELAY_URL must start with smtp:// or smtps://, got "${relayUrl}"`);
  }
  return {
    smtpPort,
    smtpHost: env.SMTP_HOST || undefined,
    tlsKeyFile: env.SMTP_TLS_KEY || undefined,
    tlsCertFile: env.SMTP_TLS_CERT || undefined,
    maxClients,
    relayUrl,
  };
}
