import type { Channel } from '@switchboard/domain';
import type { ThreadListView } from '@switchboard/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIsShowingKept } from '../offline/kept-queries';
import { type InboxFilter, inboxEventsQuery, useQueries } from '../queries';
import { useSplitReindexing } from '../splits/use-split-reindexing';
import { useCachedMap } from './cached-rows';
import { ListError, ListPending } from './ListStates';
import { ThreadListScreen } from './ThreadListScreen';
import { threadRowFromInboxItem } from './thread-row-from-inbox-item';
import { useRecordSplitOpened } from './use-split-activity';

export interface InboxScreenProps {
  /** The split shown (`primary`, a category, or a custom split id): opening it clears its 'new' dot. */
  splitId: string;
  /** The list's accessible name: 'Inbox', or the split's name. */
  title: string;
  view: ThreadListView;
  filter: InboxFilter;
  /** The page token from the URL (absent: the first page). */
  page: string | undefined;
  /** Moves to another page (its token in the URL; undefined: the first page). */
  onPage: (page: string | undefined) => void;
}

/** One page of the inbox (or of one of its splits), 25 rows, paged by the server's page tokens. */
export function InboxScreen({ splitId, title, view, filter, page, onPage }: InboxScreenProps) {
  const queries = useQueries();
  // A split being built is polled every 500 ms until it is.
  const reindexing = useSplitReindexing(splitId);
  const listOptions = queries.inboxEvents(inboxEventsQuery(page, filter), { reindexing });
  const { data } = useSuspenseQuery(listOptions);
  const showsKept = useIsShowingKept([listOptions.queryKey]);
  const { data: self } = useSuspenseQuery(queries.self());
  const { data: settings } = useSuspenseQuery(queries.userSettings(self.id));
  const activityDates = useMemo(() => data.data.map((item) => item.thread.last_activity.date), [data.data]);
  useRecordSplitOpened(splitId, self.id, settings, activityDates);
  // Channel chips are a nicety: the list never waits for them.
  const channels = useQuery({ ...queries.selfChannels(), select: channelsById });
  const channelMap = channels.data ?? NO_CHANNELS;
  const threads = useMemo(() => data.data.map((item) => item.thread), [data.data]);
  const rows = useCachedMap(data.data, channelMap, (item) => threadRowFromInboxItem(item, channelMap));
  return (
    <ThreadListScreen
      title={title}
      // While the split is being built its list is not yet what it will be: 'Crafting your new Inbox'.
      view={reindexing && view.kind === 'split' ? { ...view, isCrafting: true } : view}
      threads={threads}
      rows={rows}
      meta={data.meta}
      onPage={onPage}
      showsKept={showsKept}
    />
  );
}

export const NO_CHANNELS: ReadonlyMap<string, Channel> = new Map();

export function channelsById(page: { data: Channel[] }): ReadonlyMap<string, Channel> {
  return new Map(page.data.map((channel) => [channel.id, channel]));
}

/** Skeleton rows while the first page loads. */
export const InboxPending = ListPending;
/** The server's message in place of the list. */
export const InboxError = ListError;
