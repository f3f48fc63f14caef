import type { Queries } from '@switchboard/api-client';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Whether the cache already holds what the signed-in frame needs before it shows (the user, their settings,
 * the workspaces): true on a start from the device's cache (persist-query-cache.ts), and then the frame shows
 * at once, without the loading screen, and refreshes behind it.
 */
export function hasShellData(queryClient: QueryClient, queries: Queries): boolean {
  const self = queryClient.getQueryData(queries.self().queryKey);
  return (
    self !== undefined &&
    queryClient.getQueryData(queries.userSettings(self.id).queryKey) !== undefined &&
    queryClient.getQueryData(queries.organizations().queryKey) !== undefined
  );
}
