import { CATEGORIES, messages } from '@switchboard/domain';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { InboxError, InboxPending, InboxScreen } from '../../../lists/InboxScreen';
import { unlessCancelled } from '../../../lists/unless-cancelled';
import { type InboxFilter, inboxEventsQuery } from '../../../queries';
import { oneOfParam, pageSearch } from '../../../search-params';

/** `/inbox/{category or split id}`: one category of the inbox, or one custom split. */
function splitOf(split: string): { filter: InboxFilter; title: string } {
  const category = oneOfParam(split, CATEGORIES);
  if (category) return { filter: { category }, title: messages.categories[category] };
  return { filter: { inboxSplitId: split }, title: messages.shell.sidebar.inbox };
}

export const Route = createFileRoute('/_app/inbox/$split')({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps, params }) =>
    unlessCancelled(
      context.queryClient.ensureQueryData(
        context.queries.inboxEvents(inboxEventsQuery(deps.page, splitOf(params.split).filter)),
      ),
    ),
  component: Split,
  pendingComponent: function SplitPending() {
    const { split } = Route.useParams();
    const { title } = splitOf(split);
    return <InboxPending title={title} view={{ kind: 'split', name: title }} />;
  },
  errorComponent: function SplitError({ error }) {
    const { split } = Route.useParams();
    const { title } = splitOf(split);
    return <InboxError title={title} view={{ kind: 'split', name: title }} error={error} />;
  },
});

function Split() {
  const { split } = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { queries } = Route.useRouteContext();
  const definitions = useQuery(queries.inboxSplits());
  const { filter, title: categoryTitle } = splitOf(split);
  const isCategory = filter.category !== undefined;
  const customName = definitions.data?.data.find((definition) => definition.id === split)?.name ?? null;
  const title = isCategory ? categoryTitle : (customName ?? categoryTitle);
  return (
    <InboxScreen
      splitId={split}
      title={title}
      view={{ kind: 'split', name: isCategory ? title : customName }}
      filter={filter}
      page={page}
      onPage={(token) => void navigate({ search: { page: token } })}
    />
  );
}
