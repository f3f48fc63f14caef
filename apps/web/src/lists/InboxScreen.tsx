import { serverMessage } from '@switchboard/api-client';
import type { Channel } from '@switchboard/domain';
import { ThreadList, type ThreadListView } from '@switchboard/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import * as styles from '../app.css';
import { type InboxFilter, inboxEventsQuery, useQueries } from '../queries';
import { useDocumentTitle } from '../use-document-title';
import { useNow } from '../use-now';
import { currentTimeZone } from '../use-time-zone';
import { threadRowFromInboxItem } from './thread-row-from-inbox-item';

export interface InboxScreenProps {
  /** The list's accessible name: 'Inbox', or the split's name. */
  title: string;
  view: ThreadListView;
  filter: InboxFilter;
  /** The page token from the URL (absent: the first page). */
  page: string | undefined;
  /** Moves to another page (its token in the URL). */
  onPage: (page: string) => void;
}

/** One page of the inbox (or of one of its splits), 25 rows, paged by the server's page tokens. */
export function InboxScreen({ title, view, filter, page, onPage }: InboxScreenProps) {
  const navigate = useNavigate();
  const queries = useQueries();
  const { data } = useSuspenseQuery(queries.inboxEvents(inboxEventsQuery(page, filter)));
  // Channel chips are a nicety: the list never waits for them.
  const channels = useQuery({ ...queries.selfChannels(), select: channelsById });
  const now = useNow();
  useDocumentTitle(title);
  const channelMap = channels.data ?? NO_CHANNELS;
  const rows = useMemo(
    () => data.data.map((item) => threadRowFromInboxItem(item, channelMap)),
    [data.data, channelMap],
  );
  const { next_page_token: next, previous_page_token: previous } = data.meta;

  return (
    <div className={styles.listScreen}>
      <h1 className={styles.listTitle}>{title}</h1>
      <ThreadList
        aria-label={title}
        threads={rows}
        now={now}
        timeZone={currentTimeZone()}
        view={view}
        autoFocus
        pagination={{
          meta: data.meta,
          onNext: next ? () => onPage(next) : undefined,
          onPrevious: previous ? () => onPage(previous) : undefined,
        }}
        onOpen={(threadId) => void navigate({ to: '/threads/$threadId', params: { threadId } })}
      />
    </div>
  );
}

const NO_CHANNELS: ReadonlyMap<string, Channel> = new Map();

function channelsById(page: { data: Channel[] }): ReadonlyMap<string, Channel> {
  return new Map(page.data.map((channel) => [channel.id, channel]));
}

/** Skeleton rows while the first page loads. */
export function InboxPending({ title, view }: Pick<InboxScreenProps, 'title' | 'view'>) {
  return (
    <div className={styles.listScreen}>
      <ThreadList
        aria-label={title}
        threads={[]}
        now={new Date()}
        timeZone={currentTimeZone()}
        view={view}
        isLoading
      />
    </div>
  );
}

/** The server's message in place of the list (spec: list screens show it there). */
export function InboxError({
  title,
  view,
  error,
}: Pick<InboxScreenProps, 'title' | 'view'> & { error: unknown }) {
  return (
    <div className={styles.listScreen}>
      <ThreadList
        aria-label={title}
        threads={[]}
        now={new Date()}
        timeZone={currentTimeZone()}
        view={view}
        error={serverMessage(error)}
      />
    </div>
  );
}
