import {
  createApiClient,
  createMutations,
  createQueries,
  createQueryClient,
  isApiError,
  serverMessage,
} from '@switchboard/api-client';
import { showErrorToast } from '@switchboard/ui';
import { onlineManager, QueryCache } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Auth } from './auth/auth';
import { tokenStore } from './auth/token-store';
import { liveHealth } from './live/live-health';
import { indexedDbCacheStorage, memoryCacheStorage } from './offline/cache-storage';
import {
  OrderedMutationCache,
  registerMutationDefaults,
  replayRetryDelay,
  retryReplayedChange,
} from './offline/offline-queue';
import { cacheKeyOf, createQueryCachePersister } from './offline/persist-query-cache';
import { registerServiceWorker } from './offline/register-service-worker';
import { hasShellData } from './offline/shell-data';
import { createAppRouter } from './router';
import { reloadAfterChunkError } from './screens/chunk-load-error';
import {
  followScrollOffsets,
  forgetBootSnapshot,
  forgetOthersBootSnapshot,
  keepBootSnapshot,
  replaceBootSnapshot,
} from './shell/boot-snapshot';
import { putInboxBeneathLoneThread } from './shell/navigation-state';

// A part of the app that is gone after a deploy: reload once for the new version (else the route's error
// screen says 'Loading chunk failed' with a Reload button). Offline a part fails to load because the
// network is gone, not the version: a reload then would only take the page away.
window.addEventListener('vite:preloadError', (event) => {
  if (!navigator.onLine) return;
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
  void persister.clearAll();
  void router.navigate({ to: '/signin', search: { redirect: router.state.location.href } });
}

/** Changes made offline before a reload, put back from the device: their refusal is told here. */
const restoredChanges = new WeakSet<object>();

// The browser's word on the network from the start (TanStack Query assumes online until an event).
onlineManager.setOnline(navigator.onLine);

const queryClient = createQueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new OrderedMutationCache({
    onError: (error, _vars, _context, mutation) => {
      onError(error);
      if (restoredChanges.has(mutation)) showErrorToast(serverMessage(error));
    },
  }),
  // Offline, a read fails at once with the spec's offline text instead of waiting paused behind an
  // endless skeleton; the offline banner says the same, and the reads run again on reconnect.
  // A change replayed on reconnect and refused under load is sent again after Retry-After (offline-queue.ts).
  defaultOptions: {
    queries: { networkMode: 'always' },
    mutations: { retry: retryReplayedChange, retryDelay: replayRetryDelay },
  },
});
const mutations = createMutations(api, queryClient);
registerMutationDefaults(queryClient, mutations);

// The cache of the signed-in user, kept on this device: shown at once on start, then refreshed
// (src/offline/persist-query-cache.ts). Signing out (here or in another tab) forgets it.
/** Whose data this device keeps now (the ID token's subject and issuer), or null when no one is signed in. */
const signedInCacheKey = () => (auth.isSignedIn() ? cacheKeyOf(tokenStore.read()?.id_token) : null);
const persister = createQueryCachePersister(
  queryClient,
  indexedDbCacheStorage() ?? memoryCacheStorage(),
  signedInCacheKey,
);
auth.subscribe((signedIn) => {
  if (!signedIn) {
    void persister.clearAll();
    forgetBootSnapshot();
  }
});
// A reload or a closed tab keeps the latest state (writes are otherwise throttled).
window.addEventListener('pagehide', () => void persister.flush().catch(() => undefined));
if (auth.isSignedIn()) {
  // An access token about to expire is refreshed now, beside the restore rather than after it: the kept
  // rows paint without waiting for it, and the refreshes the restored queries start use the new token.
  // A refused refresh signs out (the Auth listener above deletes the kept cache; the API's refusal goes
  // to sign-in through onError). The kept cache is the ID token subject's own: never another user's.
  if (navigator.onLine) void auth.getAccessToken().catch(() => undefined);
  performance.mark('switchboard:cache-restore-start');
  await persister.restore(cacheKeyOf(tokenStore.read()?.id_token));
  for (const mutation of queryClient.getMutationCache().getAll()) restoredChanges.add(mutation);
  // Changes made offline before the reload are sent now if the network is back (else on reconnect).
  void queryClient.resumePausedMutations();
  performance.mark('switchboard:cache-restore-end');
}
registerServiceWorker();

const router = createAppRouter({ queryClient, auth, api, queries, mutations });
// Started from the device's cache: the signed-in frame has its data, so no loading screen while its code
// loads (its loader returns at once: routes/_app.tsx); it shows at once and refreshes behind.
if (hasShellData(queryClient, queries))
  router.routesById['/_app'].update({ pendingMs: Number.POSITIVE_INFINITY });

const container = document.getElementById('root');
if (!container) throw new Error('Switchboard: #root is missing from index.html');
// The picture of the list painted before this code loaded (public/boot-snapshot.js) goes when the list comes;
// leaving, the list as it is now becomes the next start's picture (shell/boot-snapshot.ts).
replaceBootSnapshot(container);
forgetOthersBootSnapshot(signedInCacheKey());
followScrollOffsets(container);
window.addEventListener('pagehide', () => keepBootSnapshot(container, signedInCacheKey()));
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
