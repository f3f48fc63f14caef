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

/** The channel route's options: the list route's (page token, list loader, pending, error) after the channel. */
export function channelRoute() {
  const base = listRoute();
  return {
    ...base,
    loader: async (input: Parameters<typeof base.loader>[0] & { params: { channelId: string } }) => {
      const { context, params } = input as { context: RouterContext; params: { channelId: string } };
      // The channel first: when it says its rules are done filling it, the list read after is complete (read
      // side by side, a list read before the backfill landed could pair with a channel read after it, and
      // nothing would poll); while it fills, the screen polls both.
      await context.queryClient.ensureQueryData(context.queries.channel(params.channelId));
      await base.loader(input);
    },
    component: ChannelRouteScreen,
  };
}
