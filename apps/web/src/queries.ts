import type { InboxEventsQuery } from '@switchboard/api-client';
import { type Category, THREAD_LIST_PAGE_SIZE } from '@switchboard/domain';
import { useRouteContext } from '@tanstack/react-router';

/** The query options factory of the router context, for components below a route. */
export function useQueries() {
  return useRouteContext({ from: '__root__', select: (context) => context.queries });
}

/** Which inbox: all of it, one category (`primary`, `promotions`, ...) or one custom split. */
export interface InboxFilter {
  category?: Category;
  inboxSplitId?: string;
}

/** The query of one inbox page: 25 threads, from the page token in the URL. */
export function inboxEventsQuery(page: string | undefined, filter: InboxFilter): InboxEventsQuery {
  return {
    limit: THREAD_LIST_PAGE_SIZE,
    ...(page ? { page_token: page } : {}),
    ...(filter.category ? { category: filter.category } : {}),
    ...(filter.inboxSplitId ? { inbox_split_id: filter.inboxSplitId } : {}),
  };
}
