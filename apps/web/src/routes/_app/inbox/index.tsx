import { serverMessage } from '@switchboard/api-client';
import { messages } from '@switchboard/domain';
import { ThreadList } from '@switchboard/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useMemo } from 'react';
import { z } from 'zod';
import * as styles from '../../../app.css';
import { threadRowFromInboxItem } from '../../../inbox/thread-row-from-inbox-item';
import { inboxPageQuery } from '../../../queries';
import { useNow } from '../../../use-now';

const InboxSearchSchema = z.object({
  /** The page token of the page shown (absent: the first page). */
  page: z.string().min(1).max(512).optional().catch(undefined),
});

const NO_CHANNELS = new Map();

export const Route = createFileRoute('/_app/inbox/')({
  validateSearch: InboxSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(inboxPageQuery(context.api, deps.page)),
  component: Inbox,
  pendingComponent: InboxPending,
  errorComponent: InboxError,
});

const title = messages.shell.sidebar.inbox;

function Inbox() {
  const { api } = Route.useRouteContext();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(inboxPageQuery(api, page));
  const now = useNow();
  const rows = useMemo(() => data.data.map((item) => threadRowFromInboxItem(item, NO_CHANNELS)), [data.data]);
  const { next_page_token: next, previous_page_token: previous } = data.meta;

  return (
    <div className={styles.listScreen}>
      <ThreadList
        aria-label={title}
        threads={rows}
        now={now}
        view={{ kind: 'folder', folder: 'inbox' }}
        autoFocus
        pagination={{
          meta: data.meta,
          onNext: next ? () => void navigate({ search: { page: next } }) : undefined,
          onPrevious: previous ? () => void navigate({ search: { page: previous } }) : undefined,
        }}
        onOpen={(threadId) => void navigate({ to: '/threads/$threadId', params: { threadId } })}
      />
    </div>
  );
}

function InboxPending() {
  return (
    <div className={styles.listScreen}>
      <ThreadList
        aria-label={title}
        threads={[]}
        now={new Date()}
        view={{ kind: 'folder', folder: 'inbox' }}
        isLoading
      />
    </div>
  );
}

function InboxError({ error }: ErrorComponentProps) {
  return (
    <div className={styles.listScreen}>
      <ThreadList
        aria-label={title}
        threads={[]}
        now={new Date()}
        view={{ kind: 'folder', folder: 'inbox' }}
        error={serverMessage(error)}
      />
    </div>
  );
}
