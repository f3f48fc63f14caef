import type { ApiClient, MutationDefinitions, Queries } from '@switchboard/api-client';
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
    // Loaders only warm the Query cache; Query decides freshness, so the router never caches (a
    // preloaded match kept for longer can be handed to a navigation half-done, as after sign-in). The
    // sidebar's hover prefetch keeps its own 600 s freshness (AppShell).
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
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
