import { lazyRouteComponent } from '@tanstack/react-router';
import { listRoute } from '../lists/list-route';
import type { RouterContext } from '../router';

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
    // Loaded with the route (the list's skeleton shows meanwhile), like the routes the router splits itself:
    // the channel's screen, dialogs and filters are not on /inbox's startup path (issue 17).
    component: lazyRouteComponent(() => import('./ChannelRouteScreen'), 'ChannelRouteScreen'),
  };
}
