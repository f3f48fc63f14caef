import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { MAX_ATTACHMENTS_TOTAL_BYTES } from '@switchboard/domain';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { Db } from '../db/database.js';
import { findMailUsers, ingestParsedMail, type MailUser, parseMail } from './ingest.js';

/** Largest message accepted: the attachments limit plus headroom for base64 (4/3) and the rest of the mail. */
export const MAX_INBOUND_MESSAGE_BYTES = Math.ceil((MAX_ATTACHMENTS_TOTAL_BYTES * 4) / 3) + 2 * 1024 * 1024;

export interface SmtpIn {
  port: number;
  /** `smtp://host:port`, for the start banner. */
  url: string;
  close(): Promise<void>;
}

type SessionWithUsers = { users?: MailUser[] };

/**
 * The inbound SMTP server (smtp-server): accepts mail for the addresses of workspace users, answers 550 for
 * anyone else, refuses messages over {@link MAX_INBOUND_MESSAGE_BYTES} (552, without keeping the excess in
 * memory) and connections over
 * `maxClients` (421), offers STARTTLS only when a key and certificate are configured, and ingests each
 * message (parse, thread, store, deliver) before it answers 250.
 */
export async function startSmtpIn(options: {
  db: Db;
  now: () => Date;
  port: number;
  host?: string | undefined;
  maxClients?: number;
  /** Largest message accepted (default {@link MAX_INBOUND_MESSAGE_BYTES}). */
  maxMessageBytes?: number;
  tls?: { key: string; cert: string } | undefined;
  logger?: Pick<Console, 'error'>;
}): Promise<SmtpIn> {
  const { db, now } = options;
  const logger = options.logger ?? console;
  const server = new SMTPServer({
    name: 'switchboard',
    banner: 'Switchboard mail service',
    logger: false,
    authOptional: true,
    disabledCommands: options.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    size: options.maxMessageBytes ?? MAX_INBOUND_MESSAGE_BYTES,
    maxClients: options.maxClients ?? 20,
    onRcptTo(address: SMTPServerAddress, session, callback) {
      findMailUsers(db, [address.address]).then(
        (users) => {
          const user = users[0];
          if (!user) {
            const error = Object.assign(new Error(`<${address.address}>: no such user here`), {
              responseCode: 550,
            });
            callback(error);
            return;
          }
          const s = session as typeof session & SessionWithUsers;
          s.users = [...(s.users ?? []).filter((u) => u.id !== user.id), user];
          callback();
        },
        (error: unknown) =>
          callback(Object.assign(new Error('Temporary lookup failure'), { responseCode: 451, cause: error })),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const sized = stream as typeof stream & { sizeExceeded?: boolean };
      stream.on('data', (chunk: Buffer) => {
        // Over the limit the rest is read and dropped (the answer is 552): never held in memory.
        if (sized.sizeExceeded) chunks.length = 0;
        else chunks.push(chunk);
      });
      stream.on('end', () => {
        if (sized.sizeExceeded) {
          chunks.length = 0;
          callback(Object.assign(new Error('Message is too large'), { responseCode: 552 }));
          return;
        }
        const users = (session as typeof session & SessionWithUsers).users ?? [];
        parseMail(Buffer.concat(chunks))
          .then((parsed) =>
            db
              .transaction()
              .execute((tx) =>
                ingestParsedMail(tx, parsed, { recipients: users, receivedAt: now(), now: now() }),
              ),
          )
          .then(
            () => callback(),
            (error: unknown) => {
              logger.error('[smtp] could not store a message', error);
              callback(
                Object.assign(new Error('Could not store the message, try again later'), {
                  responseCode: 451,
                }),
              );
            },
          );
      });
    },
  });
  server.on('error', (error) => logger.error('[smtp] server error', error));
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(options.port, options.host, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://${options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Reads the configured PEM key and certificate for STARTTLS, when both are set. */
export function readTls(
  keyFile: string | undefined,
  certFile: string | undefined,
): { key: string; cert: string } | undefined {
  if (!keyFile || !certFile) return undefined;
  return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };
}
