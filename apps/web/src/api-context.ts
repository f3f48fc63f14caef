import { useRouteContext } from '@tanstack/react-router';

/** The typed API client of the router context, for components below a route. */
export function useApi() {
  return useRouteContext({ from: '__root__', select: (context) => ({ api: context.api }) });
}
