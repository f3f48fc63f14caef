import { messages } from '@switchboard/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { completeGmailConnection } from '../../../gmail/complete-gmail-connection';
import { presentParams, textParam } from '../../../search-params';

function gmailCallbackSearch(search: Record<string, unknown>) {
  return presentParams({
    state: textParam(search.state),
    code: textParam(search.code),
    error: textParam(search.error),
  });
}

/**
 * `/gmail/callback`: Google sends the browser back here after Connect Gmail. The loader hands what Google
 * sent to the server (with this user's token: only the user who started the request can finish it) and
 * returns to the Email accounts settings, which show the account or why it was refused.
 */
export const Route = createFileRoute('/_app/gmail/callback')({
  validateSearch: gmailCallbackSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await completeGmailConnection(context, deps);
    throw redirect({ to: '/settings', search: { section: 'email-accounts' }, replace: true });
  },
  pendingComponent: () => <p role="status">{messages.settings.gmail.connecting}</p>,
  pendingMs: 0,
});
