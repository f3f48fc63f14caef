import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { openManageFilters } from '../filters/manage-filters';
import { listRoute } from '../lists/list-route';
import type { RouterContext } from '../router';
import { ChannelScreen } from './ChannelScreen';

function ChannelRouteScreen() {
  const { channelId } = useParams({ from: '/_app/channels/$channelId' });
  const { page } = useSearch({ from: '/_app/channels/$channelId' });
  const navigate = useNavigate();
  return (
    <ChannelScreen
      channelId={channelId}
      page={page}
      onPage={(token) => void navigate({ to: '.', search: token ? { page: token } : {} })}
      onManageFilters={openManageFilters}
    />
  );
}

/** The channel route's options: the list route's (page token, list loader, pending, error) plus the channel. */
export function channelRoute() {
  const base = listRoute();
  return {
    ...base,
    loader: async (input: Parameters<typeof base.loader>[0] & { params: { channelId: string } }) => {
      const { context, params } = input as { context: RouterContext; params: { channelId: string } };
      await Promise.all([
        context.queryClient.ensureQueryData(context.queries.channel(params.channelId)),
        base.loader(input),
      ]);
    },
    component: ChannelRouteScreen,
  };
}
