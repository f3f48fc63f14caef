import nodemailer, { type Transporter } from 'nodemailer';
import type { Transport } from 'nodemailer/lib/mailer/index.js';
import type { Db } from '../../db/database.js';
import { type GmailAccount, gmailClientFor, gmailError, isRevokedGrant, markRevoked } from './client.js';
import type { GmailConfig } from './config.js';

export interface GmailSendInfo {
  envelope: { from: string; to: string[] };
  messageId: string;
  gmailId: string;
  gmailThreadId: string;
}

/**
 * A nodemailer transport that sends through the Gmail API: nodemailer builds the MIME message as for the
 * relay (so the outbox's retry and failure marking apply unchanged), and `users.messages.send` gets it as
 * `raw`, with the Gmail thread of the Switchboard thread when it answers mail synced from Gmail. Bcc stays in
 * the raw message for Gmail to deliver; Gmail removes it from what others receive. The sent message is
 * recorded as synced so the next sync does not bring it back.
 */
export function gmailTransport(
  db: Db,
  config: GmailConfig,
  account: GmailAccount,
  message: { id: string; thread_id: string },
  now: () => Date,
): Transporter<GmailSendInfo> {
  const transport: Transport<GmailSendInfo> = {
    name: 'gmail-api',
    version: '1',
    send(mail, callback) {
      mail.message.keepBcc = true;
      const run = async (): Promise<GmailSendInfo> => {
        const raw: Buffer = await new Promise((resolve, reject) =>
          mail.message.build((error, built) => (error ? reject(error) : resolve(built))),
        );
        const thread = await db
          .selectFrom('gmail_messages')
          .select('gmail_thread_id')
          .where('account_id', '=', account.id)
          .where('thread_id', '=', message.thread_id)
          .executeTakeFirst();
        const api = gmailClientFor(db, config, account);
        try {
          const sent = (
            await api.users.messages.send({
              userId: 'me',
              requestBody: {
                raw: raw.toString('base64url'),
                ...(thread ? { threadId: thread.gmail_thread_id } : {}),
              },
            })
          ).data;
          if (sent.id)
            await db
              .insertInto('gmail_messages')
              .values({
                account_id: account.id,
                gmail_id: sent.id,
                gmail_thread_id: sent.threadId ?? sent.id,
                message_id: message.id,
                thread_id: message.thread_id,
              })
              .onConflict((oc) => oc.columns(['account_id', 'gmail_id']).doNothing())
              .execute();
          const envelope = mail.message.getEnvelope();
          return {
            envelope: { from: envelope.from || account.email, to: envelope.to },
            messageId: mail.message.messageId(),
            gmailId: sent.id ?? '',
            gmailThreadId: sent.threadId ?? '',
          };
        } catch (error) {
          const { status, message: text } = gmailError(error);
          if (isRevokedGrant(error)) await markRevoked(db, account.id, now(), text);
          // For the outbox: 429, 5xx and no answer are worth retrying; any other refusal is final.
          const temporary = !isRevokedGrant(error) && (status === null || status === 429 || status >= 500);
          throw Object.assign(new Error(`Gmail refused the message: ${text}`), {
            responseCode: temporary ? 421 : 550,
          });
        }
      };
      run().then(
        (info) => callback(null, info),
        (error: Error) => callback(error, undefined as unknown as GmailSendInfo),
      );
    },
  };
  return nodemailer.createTransport(transport);
}

/** The sender's connected Gmail account (grant not refused), if the message's author has one. */
export async function gmailAccountOfMessage(
  db: Db,
  messageId: string,
): Promise<{ account: GmailAccount; message: { id: string; thread_id: string } } | null> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('gmail_accounts', 'gmail_accounts.user_id', 'messages.sender_user_id')
    .selectAll('gmail_accounts')
    .select(['messages.id as message_id', 'messages.thread_id as message_thread_id'])
    .where('messages.id', '=', messageId)
    .where('gmail_accounts.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { message_id, message_thread_id, ...account } = row;
  return { account, message: { id: message_id, thread_id: message_thread_id } };
}
