import { errorMessage, type ImapAccount } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { type ImapAccountSummary, SettingsImapAccount, showErrorToast, showToast } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** An account of the API as the panel shows it (times in the reader's own clock). */
export function imapAccountSummary(account: ImapAccount): ImapAccountSummary {
  return {
    id: account.id,
    email: account.email,
    host: account.host,
    port: account.port,
    status: account.status,
    statusDetail: account.status_detail,
    retryAt: account.retry_at ? time.format(new Date(account.retry_at)) : null,
    lastSynced: account.last_synced_at ? time.format(new Date(account.last_synced_at)) : null,
  };
}

/** Settings > Email accounts, IMAP: connect (the server checks the login), status, Disconnect. */
export function ImapAccountSection() {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const accounts = useQuery(queries.imapAccounts());
  const connect = useMutation(mutations.connectImapAccount());
  const disconnect = useMutation(mutations.disconnectImapAccount());
  return (
    <SettingsImapAccount
      accounts={(accounts.data?.data ?? []).map(imapAccountSummary)}
      status={accounts.isError ? 'error' : accounts.isSuccess ? 'ready' : 'loading'}
      onRetry={() => void accounts.refetch()}
      isConnecting={connect.isPending}
      connectError={connect.error ? errorMessage(connect.error) : null}
      disconnectingId={disconnect.isPending ? (disconnect.variables?.params.account_id ?? null) : null}
      onConnect={(body) =>
        connect.mutate(
          { body },
          { onSuccess: (account) => showToast(messages.imapAccount.connected(account.email)) },
        )
      }
      onDisconnect={(accountId) =>
        disconnect.mutate(
          { params: { account_id: accountId } },
          {
            onSuccess: () => showToast(messages.imapAccount.disconnected),
            onError: (error) => showErrorToast(errorMessage(error)),
          },
        )
      }
    />
  );
}
