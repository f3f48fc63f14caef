import { errorMessage, isApiError } from '@switchboard/api-client';
import { GmailConnectionSettings } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { gmailRedirectUri, takeGmailConnectError } from './gmail-connect-outcome';

/** A refusal the server explains (its message is the catalogue's text), else the generic or offline text. */
function reasonOf(error: unknown): string {
  return isApiError(error) && error.type === 'bad_request' ? error.message : errorMessage(error);
}

/**
 * The Gmail account in the settings: Connect Gmail (or Reconnect Gmail) asks the server for Google's consent
 * page and goes there; Google comes back to `/gmail/callback`, which finishes the connection and returns here
 * (with the reason when it was refused). Disconnect forgets the account.
 */
export function GmailConnectionSection() {
  const { api, queries, queryClient } = useRouteContext({ from: '__root__' });
  const state = useQuery(queries.gmailConnection());
  const [error, setError] = useState<string | null>(() => takeGmailConnectError());
  const connect = useMutation({
    mutationFn: () =>
      api.startGmailAuthorization({ body: { redirect_uri: gmailRedirectUri(window.location.origin) } }),
    onMutate: () => setError(null),
    onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
    onError: (failure) => setError(reasonOf(failure)),
  });
  const disconnect = useMutation({
    mutationFn: () => api.deleteGmailConnection(),
    onMutate: () => setError(null),
    onError: (failure) => setError(reasonOf(failure)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queries.account().queryKey }),
  });

  if (!state.data) {
    return state.error ? (
      <GmailConnectionSettings
        available={false}
        connection={null}
        onConnect={() => {}}
        onDisconnect={() => {}}
        error={reasonOf(state.error)}
      />
    ) : null;
  }
  return (
    <GmailConnectionSettings
      available={state.data.available}
      connection={state.data.connection}
      error={error}
      // Once Google's page is requested the browser is leaving: stay busy until it has gone.
      pending={
        connect.isPending || connect.isSuccess ? 'connect' : disconnect.isPending ? 'disconnect' : null
      }
      onConnect={() => connect.mutate()}
      onDisconnect={() => disconnect.mutate()}
    />
  );
}
