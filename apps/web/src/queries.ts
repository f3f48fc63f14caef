import type { ApiClient } from '@switchboard/api-client';
import type { Category } from '@switchboard/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

/**
 * The screens' data, as TanStack Query options over the typed API client.
 * Interim: these move to @switchboard/api-client's query factory once it lands.
 */
export const INBOX_PAGE_SIZE = 25;

export const selfQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['self'],
    queryFn: ({ signal }) => api.getSelf(undefined, { signal }),
    staleTime: 60 * 60 * 1000,
  });

/** Which inbox: all of it, one category (`primary`, `promotions`, ...) or one custom split. */
export interface InboxFilter {
  category?: Category;
  inboxSplitId?: string;
}

export const inboxPageQuery = (api: ApiClient, pageToken: string | undefined, filter: InboxFilter = {}) =>
  queryOptions({
    queryKey: [
      'inbox_events',
      'list',
      {
        limit: INBOX_PAGE_SIZE,
        page_token: pageToken ?? null,
        category: filter.category ?? null,
        inbox_split_id: filter.inboxSplitId ?? null,
      },
    ],
    queryFn: ({ signal }) =>
      api.listInboxEvents(
        {
          query: {
            limit: INBOX_PAGE_SIZE,
            page_token: pageToken,
            category: filter.category,
            inbox_split_id: filter.inboxSplitId,
          },
        },
        { signal },
      ),
  });

/** The user's channels, for the chips on thread rows. */
export const selfChannelsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['self', 'channels'],
    queryFn: ({ signal }) => api.listSelfChannels(undefined, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export const threadQuery = (api: ApiClient, threadId: string) =>
  queryOptions({
    queryKey: ['threads', 'detail', threadId],
    queryFn: ({ signal }) => api.getThread({ params: { thread_id: threadId } }, { signal }),
  });

export const threadMessagesQuery = (api: ApiClient, threadId: string) =>
  infiniteQueryOptions({
    queryKey: ['threads', 'detail', threadId, 'messages'],
    queryFn: ({ signal, pageParam }) =>
      api.listThreadMessages(
        { params: { thread_id: threadId }, query: { page_token: pageParam } },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.meta.next_page_token ?? undefined,
  });
