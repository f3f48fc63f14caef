import { createFileRoute } from '@tanstack/react-router';
import { channelRoute } from '../../../channels/channel-route';

/** `/channels/{id}`: the channel's header above its threads. */
export const Route = createFileRoute('/_app/channels/$channelId')(channelRoute());
