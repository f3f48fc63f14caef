import type { QueryClient } from '@tanstack/react-query';

interface PageLike {
  data: { id: string }[];
}

function withoutMessage(value: unknown, messageId: string): unknown {
  if (!value || typeof value !== 'object') return value;
  if ('pages' in value && Array.isArray((value as { pages: unknown }).pages)) {
    const infinite = value as { pages: PageLike[] };
    return { ...infinite, pages: infinite.pages.map((page) => withoutMessage(page, messageId)) };
  }
  if ('data' in value && Array.isArray((value as PageLike).data)) {
    const page = value as PageLike;
    return { ...page, data: page.data.filter((item) => item.id !== messageId) };
  }
  return value;
}

/**
 * Discards a message that was never sent (a failed send): it lives only in the cache, so it is
 * removed from every cached thread message list and discussion.
 */
export function removeCachedMessage(queryClient: QueryClient, messageId: string): void {
  queryClient.setQueriesData({ queryKey: ['threads', 'detail'] }, (value: unknown) =>
    withoutMessage(value, messageId),
  );
}
