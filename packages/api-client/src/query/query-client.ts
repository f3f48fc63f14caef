import { DEFAULT_POLL_MS, QUERY_CACHE_TIME_MS } from '@switchboard/domain';
import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { shareStructure } from './structural-sharing.js';

/**
 * The app's QueryClient with the spec's defaults: poll every 60 s, refetch on focus and reconnect, keep
 * the cache 3600 s. TanStack's own retries are off: the api client already retries a query once and never
 * a mutation (spec doc 2, section 7). Fetched data shares what did not change with the data before, list
 * items matched by id (`shareStructure`).
 */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        refetchInterval: DEFAULT_POLL_MS,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        gcTime: QUERY_CACHE_TIME_MS,
        retry: false,
        structuralSharing: shareStructure,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, gcTime: QUERY_CACHE_TIME_MS, ...config.defaultOptions?.mutations },
    },
  });
}
