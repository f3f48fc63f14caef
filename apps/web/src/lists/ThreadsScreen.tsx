import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { isInInbox, isUnread } from '../actions/thread-actions';
import { useIsShowingKept } from '../offline/kept-queries';
import { useQueries } from '../queries';
import { useCachedMap } from './cached-rows';
import { channelsById, NO_CHANNELS } from './InboxScreen';
import { type ListSource, listQuery, listTitle } from './list-source';
import { ThreadListScreen } from './ThreadListScreen';
import { threadRowFromThread } from './thread-row-from-inbox-item';

export interface ThreadsScreenProps {
  source: ListSource;
  /** The page token from the URL (absent: the first page). */
  page: string | undefined;
  /** Moves to another page (a token; undefined: the first page, plain URL). */
  onPage: (page: string | undefined) => void;
}

/**
 * One page of a folder (Starred, Snoozed, Sent, Scheduled, All messages, Spam, Trash), a label, a
 * channel or a search: every list that answers `Page<ThreadListRow>`.
 */
export function ThreadsScreen({ source, page, onPage }: ThreadsScreenProps) {
  const queries = useQueries();
  const listOptions = listQuery(queries, source, page);
  const { data } = useSuspenseQuery(listOptions);
  const showsKept = useIsShowingKept([listOptions.queryKey]);
  const channels = useQuery({ ...queries.selfChannels(), select: channelsById });
  const labels = useQuery({ ...queries.labels(), enabled: source.kind === 'label' });
  const channelMap = channels.data ?? NO_CHANNELS;
  const names = {
    label:
      source.kind === 'label'
        ? labels.data?.data.find((label) => label.id === source.labelId)?.name
        : undefined,
    channel: source.kind === 'channel' ? channelMap.get(source.channelId)?.name : undefined,
  };
  const { title, view } = listTitle(source, names);
  const rows = useCachedMap(data.data, channelMap, (thread) =>
    threadRowFromThread(thread, {
      isUnread: isUnread(thread),
      isInInbox: isInInbox(thread),
      channels: channelMap,
    }),
  );
  return (
    <ThreadListScreen
      title={title}
      view={view}
      threads={data.data}
      rows={rows}
      meta={data.meta}
      onPage={onPage}
      showsKept={showsKept}
    />
  );
}
