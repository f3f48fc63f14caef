import { errorMessage } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { Button } from '@switchboard/ui';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import * as styles from '../app.css';
import { chunkLoadErrorText } from './chunk-load-error';

/** A route that failed to load: the spec's error text (offline, or the generic one) and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const chunkError = chunkLoadErrorText(error);
  if (chunkError) {
    // The app changed on the server: only a reload fetches the new version.
    return (
      <div className={styles.emptyState} role="alert">
        <p className={styles.errorText}>{chunkError}</p>
        <Button variant="primary" onPress={() => window.location.reload()}>
          {messages.errors.reload}
        </Button>
      </div>
    );
  }
  return (
    <QueryErrorResetBoundary>
      {({ reset: resetQueries }) => (
        <div className={styles.emptyState} role="alert">
          <p className={styles.errorText}>{errorMessage(error)}</p>
          <Button
            onPress={() => {
              resetQueries();
              reset();
              void router.invalidate();
            }}
          >
            {messages.signIn.retry}
          </Button>
        </div>
      )}
    </QueryErrorResetBoundary>
  );
}
