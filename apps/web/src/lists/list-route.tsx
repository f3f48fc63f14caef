import { useLocation, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { pageSearch } from '../search-params';
import { ListError, ListPending } from './ListStates';
import { type ListSource, listQuery, listTitle, sourceOfLocation } from './list-source';
import { ThreadsScreen } from './ThreadsScreen';

type Params = Record<string, string>;

function useSource(): ListSource {
  const params = useParams({ strict: false }) as Params;
  const pathname = useLocation({ select: (location) => location.pathname });
  return sourceOfLocation(pathname, params);
}

function ListRouteScreen() {
  const source = useSource();
  const { page } = useSearch({ strict: false }) as { page?: string };
  const navigate = useNavigate();
  return (
    <ThreadsScreen
      source={source}
      page={page}
      onPage={(token) => void navigate({ to: '.', search: token ? { page: token } : {} })}
    />
  );
}

function ListRoutePending() {
  const { title, view } = listTitle(useSource());
  return <ListPending title={title} view={view} />;
}

function ListRouteError({ error }: { error: unknown }) {
  const { title, view } = listTitle(useSource());
  return <ListError title={title} view={view} error={error} />;
}

/**
 * The options of a list route (folder, label, channel): the page token in the URL, a loader that warms
 * the page's query, the screen, skeleton rows while loading and the error in place of the list. Route
 * files stay one line: `createFileRoute('/_app/starred')(listRoute())`.
 */
export function listRoute() {
  return {
    validateSearch: pageSearch,
    loaderDeps: ({ search }: { search: { page?: string } }) => ({ page: search.page }),
    loader: ({
      context,
      deps,
      params,
      location,
    }: {
      context: RouterContext;
      deps: { page?: string };
      params: Params;
      location: { pathname: string };
    }) =>
      context.queryClient.ensureQueryData(
        listQuery(context.queries, sourceOfLocation(location.pathname, params), deps.page),
      ),
    component: ListRouteScreen,
    pendingComponent: ListRoutePending,
    errorComponent: ListRouteError,
  };
}
