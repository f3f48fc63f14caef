import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { messages } from '@switchboard/domain';
import { ImapFlow } from 'imapflow';
import { isPublicAddress } from '../http/public-address.js';

const t = messages.imapAccount.errors;

export type ImapLoginFailure =
  | 'authentication'
  | 'unreachable'
  | 'timeout'
  | 'tls'
  | 'protocol'
  | 'mailbox'
  | 'privateHost';

/** A login that did not succeed, with what went wrong in words a user can act on (`message`). */
export class ImapLoginError extends Error {
  constructor(
    readonly reason: ImapLoginFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ImapLoginError';
  }
}

const NETWORK = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNRESET',
  'EPIPE',
  'EADDRNOTAVAIL',
  'NoConnection',
]);
const TIMEOUT = new Set(['ETIMEDOUT', 'ETIMEOUT', 'CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT']);
const CERTIFICATE =
  /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH)/;

/** What an imapflow connect error means, as an {@link ImapLoginError} (`server` is `host:port`). */
export function describeImapError(error: unknown, server: string): ImapLoginError {
  if (error instanceof ImapLoginError) return error;
  const e = (error ?? {}) as {
    code?: unknown;
    authenticationFailed?: unknown;
    message?: unknown;
    library?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : '';
  const text = typeof e.message === 'string' ? e.message : '';
  if (e.authenticationFailed === true || code === 'AUTHENTICATIONFAILED')
    return new ImapLoginError('authentication', t.authentication, { cause: error });
  if (CERTIFICATE.test(code) || e.library === 'SSL routines' || /\b(ssl|tls)\b/i.test(text))
    return new ImapLoginError('tls', t.tls(server), { cause: error });
  if (TIMEOUT.has(code)) return new ImapLoginError('timeout', t.timeout(server), { cause: error });
  if (NETWORK.has(code)) return new ImapLoginError('unreachable', t.unreachable(server), { cause: error });
  if (/mailbox|nonexistent/i.test(text)) return new ImapLoginError('mailbox', t.mailbox, { cause: error });
  return new ImapLoginError('protocol', t.protocol(server), { cause: error });
}

/**
 * Signs in to an IMAP server and out again, opening the mailbox on the way: resolves when the details work,
 * else rejects with an {@link ImapLoginError} saying why (wrong password, unreachable host, TLS failure...).
 */
export async function checkImapLogin(
  options: ConstructorParameters<typeof ImapFlow>[0],
  mailbox = 'INBOX',
): Promise<void> {
  const server = `${options?.host}:${options?.port}`;
  const client = new ImapFlow(options);
  // imapflow also reports socket errors as events; without a listener one would end the process.
  let socketError: unknown = null;
  client.on('error', (error: unknown) => {
    socketError ??= error;
  });
  try {
    await client.connect();
    await client.mailboxOpen(mailbox, { readOnly: true });
  } catch (error) {
    client.close();
    const described = describeImapError(error, server);
    throw described.reason === 'protocol' && socketError ? describeImapError(socketError, server) : described;
  }
  await client.logout().catch(() => client.close());
}

/**
 * Refuses a mail server a user named when it is not on the internet: the host (or every address it resolves to)
 * must be public, unless the operator allowed that `host:port` or host (`IMAP_ALLOW_HOSTS`). A host that does not
 * resolve is left to the login, which says it could not be reached. The login resolves the name again, so a
 * name that changes its answer in between (DNS rebinding) is not caught here.
 */
export async function checkPublicMailHost(
  host: string,
  port: number,
  allowHosts: readonly string[],
): Promise<void> {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  const server = `${host}:${port}`;
  if (allowHosts.includes(`${name}:${port}`) || allowHosts.includes(name)) return;
  let addresses: string[];
  if (isIP(name)) addresses = [name];
  else {
    try {
      addresses = (await lookup(name, { all: true })).map((entry) => entry.address);
    } catch {
      return;
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
    throw new ImapLoginError('privateHost', t.privateHost(server));
  }
}
