import { messages } from '@switchboard/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { InboxError, InboxPending, InboxScreen } from '../../../lists/InboxScreen';
import { PRIMARY_SPLIT, primaryCategory } from '../../../lists/inbox-splits';
import { unlessCancelled } from '../../../lists/unless-cancelled';
import { inboxEventsQuery } from '../../../queries';
import { pageSearch } from '../../../search-params';

const title = messages.shell.sidebar.inbox;
const view = { kind: 'folder', folder: 'inbox' } as const;

/** `/inbox`: the Primary split (the whole inbox when the user does not split it by category). */
export const Route = createFileRoute('/_app/inbox/')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context: { queryClient, queries }, deps }) => {
    const self = await queryClient.ensureQueryData(queries.self());
    const settings = await queryClient.ensureQueryData(queries.userSettings(self.id));
    const filter = { category: primaryCategory(settings) };
    await unlessCancelled(
      queryClient.ensureQueryData(queries.inboxEvents(inboxEventsQuery(deps.page, filter))),
    );
  },
  component: Inbox,
  pendingComponent: () => <InboxPending title={title} view={view} />,
  errorComponent: ({ error }) => <InboxError title={title} view={view} error={error} />,
});

function Inbox() {
  const { queries } = Route.useRouteContext();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: self } = useSuspenseQuery(queries.self());
  const { data: settings } = useSuspenseQuery(queries.userSettings(self.id));
  return (
    <InboxScreen
      splitId={PRIMARY_SPLIT}
      title={title}
      view={view}
      filter={{ category: primaryCategory(settings) }}
      page={page}
      onPage={(token) => void navigate({ search: { page: token } })}
    />
  );
}
