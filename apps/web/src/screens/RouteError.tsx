import { errorMessage } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { Button, EmptyState } from '@switchboard/ui';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { chunkLoadErrorText } from './chunk-load-error';

/** A route that failed to load: the spec's error text (offline, or the generic one) and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunkError = chunkLoadErrorText(error);
  if (chunkError) {
    // The app changed on the server: only a reload fetches the new version.
    return (
      <EmptyState
        tone="error"
        description={chunkError}
        action={
          <Button variant="primary" onPress={() => window.location.reload()}>
            {messages.errors.reload}
          </Button>
        }
      />
    );
  }
  return (
    <QueryErrorResetBoundary>
      {({ reset: resetQueries }) => (
        <EmptyState
          tone="error"
          description={errorMessage(error)}
          action={
            <Button
              onPress={() => {
                resetQueries();
                reset();
                void router.invalidate();
              }}
            >
              {messages.signIn.retry}
            </Button>
          }
        />
      )}
    </QueryErrorResetBoundary>
  );
}
