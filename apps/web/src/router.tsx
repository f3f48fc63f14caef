import type { ApiClient, MutationDefinitions, Queries } from '@switchboard/api-client';
import { PREFETCH_FRESHNESS_MS } from '@switchboard/domain';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { Auth } from './auth/auth';
import { routeTree } from './routeTree.gen';
import { RouteError } from './screens/RouteError';
import { RoutePending } from './screens/RoutePending';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  auth: Auth;
  api: ApiClient;
  /** TanStack Query options for every read, bound to `api` (@switchboard/api-client). */
  queries: Queries;
  /** TanStack Query mutation options for every write, with their optimistic updates. */
  mutations: MutationDefinitions;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // Loaders only warm the Query cache; Query decides freshness on navigation (the router keeps no
    // data). A preload on hover (links, the sidebar's items) is fresh for the spec's 600 s: hovering
    // again within that time runs no loader.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: PREFETCH_FRESHNESS_MS,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 150,
    defaultPendingMinMs: 0,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
