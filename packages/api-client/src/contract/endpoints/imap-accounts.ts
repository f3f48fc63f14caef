import { ImapAccountInputSchema } from '@switchboard/domain';
import { z } from 'zod';
import { IdSchema, NoContentSchema } from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';

/** What an IMAP account's sync is doing: signing in, in sync (IDLE), waiting to reconnect, or stopped (refused login). */
export const ImapAccountStatusSchema = z.enum(['connecting', 'connected', 'reconnecting', 'failed']);
export type ImapAccountStatus = z.infer<typeof ImapAccountStatusSchema>;

/** (ours) An IMAP account of the signed-in user, as the settings show it. Its password is never part of it. */
export const ImapAccountSchema = z.object({
  id: IdSchema,
  /** The user name it signs in with (usually the address). */
  email: z.string(),
  host: z.string(),
  port: z.number().int(),
  tls: z.boolean(),
  status: ImapAccountStatusSchema,
  /** The last connection error in words (a refused login, an unreachable server), else null. */
  status_detail: z.string().nullable(),
  /** While reconnecting: when the next attempt is due (ISO 8601). */
  retry_at: z.iso.datetime().nullable(),
  last_synced_at: z.iso.datetime().nullable(),
});
export type ImapAccount = z.infer<typeof ImapAccountSchema>;

/** `POST /self/imap_accounts`: the form's host, port, TLS, user name and password (checked by signing in). */
export const ConnectImapAccountBodySchema = ImapAccountInputSchema;
export type ConnectImapAccountBody = z.infer<typeof ConnectImapAccountBodySchema>;

export const imapAccountEndpoints = {
  listImapAccounts: defineEndpoint({
    method: 'GET',
    path: '/self/imap_accounts',
    kind: 'query',
    response: z.object({ data: z.array(ImapAccountSchema) }),
    summary: "(ours) The signed-in user's IMAP accounts with their sync status.",
  }),
  connectImapAccount: defineEndpoint({
    method: 'POST',
    path: '/self/imap_accounts',
    kind: 'mutation',
    body: ConnectImapAccountBodySchema,
    response: ImapAccountSchema,
    summary:
      '(ours) Connects an IMAP account: signs in to check the details (a refused login, an unreachable server or a failed TLS handshake answers bad_request saying which), stores the password encrypted and starts syncing at once.',
  }),
  disconnectImapAccount: defineEndpoint({
    method: 'DELETE',
    path: '/self/imap_accounts/{account_id}',
    kind: 'mutation',
    response: NoContentSchema,
    summary:
      '(ours) Disconnects an IMAP account: stops its sync and forgets its details (the synced mail stays).',
  }),
} as const;
