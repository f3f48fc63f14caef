import {
  createApiClient,
  createMutations,
  createQueries,
  createQueryClient,
  isApiError,
} from '@switchboard/api-client';
import { MutationCache, QueryCache } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Auth } from './auth/auth';
import { liveHealth } from './live/live-health';
import { createAppRouter } from './router';
import { reloadAfterChunkError } from './screens/chunk-load-error';
import { putInboxBeneathLoneThread } from './shell/navigation-state';

// A part of the app that is gone after a deploy: reload once for the new version (else the route's error
// screen says 'Loading chunk failed' with a Reload button).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError(Date.now(), sessionStorage, () => window.location.reload()))
    event.preventDefault();
});

// Before the router reads the history: a thread opened alone gets Inbox beneath it.
putInboxBeneathLoneThread();

const auth = new Auth();
const api = createApiClient({ baseUrl: '/api', getAccessToken: () => auth.getAccessToken() });
const queries = createQueries(api, { isLive: liveHealth.isHealthy });

/** The API refused the token (revoked, or expired beyond refresh): start over at sign-in. */
function onError(error: unknown) {
  if (!isApiError(error) || error.type !== 'unauthorized') return;
  auth.forget();
  queryClient.clear();
  void router.navigate({ to: '/signin', search: { redirect: router.state.location.href } });
}

const queryClient = createQueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  // Offline, a read fails at once with the spec's offline text instead of waiting paused behind an
  // endless skeleton; the offline banner says the same, and the reads run again on reconnect.
  defaultOptions: { queries: { networkMode: 'always' } },
});
const mutations = createMutations(api, queryClient);
const router = createAppRouter({ queryClient, auth, api, queries, mutations });

const container = document.getElementById('root');
if (!container) throw new Error('Switchboard: #root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
