import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { openManageFilters } from '../filters/manage-filters';
import { ChannelScreen } from './ChannelScreen';

/** The channel route's screen, in its own chunk (the channel's header, dialogs and filters). */
export function ChannelRouteScreen() {
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
