import { createFileRoute } from '@tanstack/react-router';
import { ListEmpty, ListError, ListPending } from '../../lists/ListStates';
import { listQuery, listTitle } from '../../lists/list-source';
import { ThreadsScreen } from '../../lists/ThreadsScreen';
import { presentParams, textParam } from '../../search-params';

/** `query`: what was searched (the search syntax, e.g. `from:bob invoice`); `page`: the page token. */
function searchSearch(search: Record<string, unknown>) {
  return presentParams({
    query: textParam(search.query, { trim: true, max: 1000 }),
    page: textParam(search.page, { min: 1, max: 512 }),
  });
}

const source = (query: string) => ({ kind: 'search', query }) as const;

/** `/search?query&page`: the threads matching a search, 25 a page (the box and its suggestions are the shell's). */
export const Route = createFileRoute('/_app/search')({
  validateSearch: searchSearch,
  loaderDeps: ({ search }) => ({ query: search.query, page: search.page }),
  loader: async ({ context, deps }) => {
    if (deps.query)
      await context.queryClient.ensureQueryData(listQuery(context.queries, source(deps.query), deps.page));
  },
  component: SearchResults,
  pendingComponent: function SearchPending() {
    const { title, view } = listTitle(source(Route.useSearch().query ?? ''));
    return <ListPending title={title} view={view} />;
  },
  errorComponent: function SearchError({ error }) {
    const { title, view } = listTitle(source(Route.useSearch().query ?? ''));
    return <ListError title={title} view={view} error={error} />;
  },
});

function SearchResults() {
  const { query, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!query) {
    const { title, view } = listTitle(source(''));
    return <ListEmpty title={title} view={view} />;
  }
  return (
    <ThreadsScreen
      source={source(query)}
      page={page}
      onPage={(token) => void navigate({ search: { query, ...(token ? { page: token } : {}) } })}
    />
  );
}
