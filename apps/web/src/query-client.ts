import { isApiError } from '@switchboard/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** Spec doc 2, section 9: the query cache is kept 3600 s. */
const CACHE_TIME_MS = 3_600_000;

export function createAppQueryClient({ onUnauthorized }: { onUnauthorized: () => void }): QueryClient {
  const handle = (error: unknown) => {
    if (isApiError(error) && error.type === 'unauthorized') onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: handle }),
    mutationCache: new MutationCache({ onError: handle }),
    defaultOptions: {
      queries: {
        // Spec: queries retry once. The API client already makes that one retry itself.
        retry: false,
        gcTime: CACHE_TIME_MS,
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
    },
  });
}
