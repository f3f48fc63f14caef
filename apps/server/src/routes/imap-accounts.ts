import { badRequest, notFound } from '../http/http-error.js';
import { ImapLoginError } from '../mail/imap-login.js';
import type { HandlersPart } from './types.js';

/** Settings > Email accounts: the user's IMAP accounts (see mail/imap-accounts.ts). */
export const imapAccountHandlers: HandlersPart<
  'listImapAccounts' | 'connectImapAccount' | 'disconnectImapAccount'
> = {
  async listImapAccounts({ services, user }) {
    return { data: await services.imap.list(user.id) };
  },

  async connectImapAccount({ services, user, body }) {
    try {
      return await services.imap.connect(user.id, body);
    } catch (error) {
      // A refused login, an unreachable host or a failed TLS handshake is the caller's to fix: never a 500.
      if (error instanceof ImapLoginError) throw badRequest(error.message);
      throw error;
    }
  },

  async disconnectImapAccount({ services, user, params }) {
    if (!(await services.imap.disconnect(user.id, params.account_id))) throw notFound('IMAP account');
  },
};
