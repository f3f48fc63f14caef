import { messages } from '@switchboard/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { InboxError, InboxPending, InboxScreen } from '../../../inbox/InboxScreen';
import { inboxEventsQuery } from '../../../queries';

/** `page`: the page token of the page shown (absent: the first page). */
export const InboxSearchSchema = z.object({
  page: z.string().min(1).max(512).optional().catch(undefined),
});

const title = messages.shell.sidebar.inbox;
const view = { kind: 'folder', folder: 'inbox' } as const;

export const Route = createFileRoute('/_app/inbox/')({
  validateSearch: InboxSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(context.queries.inboxEvents(inboxEventsQuery(deps.page, {}))),
  component: Inbox,
  pendingComponent: () => <InboxPending title={title} view={view} />,
  errorComponent: ({ error }) => <InboxError title={title} view={view} error={error} />,
});

function Inbox() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InboxScreen
      title={title}
      view={view}
      filter={{}}
      page={page}
      onPage={(token) => void navigate({ search: { page: token } })}
    />
  );
}
