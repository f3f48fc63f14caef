import { CategorySchema, messages } from '@switchboard/domain';
import { createFileRoute } from '@tanstack/react-router';
import { InboxError, InboxPending, InboxScreen } from '../../../inbox/InboxScreen';
import { type InboxFilter, inboxEventsQuery } from '../../../queries';
import { InboxSearchSchema } from './index';

/** `/inbox/{category or split id}`: one category of the inbox, or one custom split. */
function splitOf(split: string): { filter: InboxFilter; title: string } {
  const category = CategorySchema.safeParse(split);
  if (category.success)
    return { filter: { category: category.data }, title: messages.categories[category.data] };
  return { filter: { inboxSplitId: split }, title: messages.shell.sidebar.inbox };
}

export const Route = createFileRoute('/_app/inbox/$split')({
  validateSearch: InboxSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps, params }) =>
    context.queryClient.ensureQueryData(
      context.queries.inboxEvents(inboxEventsQuery(deps.page, splitOf(params.split).filter)),
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
  const { filter, title } = splitOf(split);
  const isCategory = filter.category !== undefined;
  return (
    <InboxScreen
      title={title}
      view={{ kind: 'split', name: isCategory ? title : null }}
      filter={filter}
      page={page}
      onPage={(token) => void navigate({ search: { page: token } })}
    />
  );
}
