import { createFileRoute } from '@tanstack/react-router';
import { listRoute } from '../../../lists/list-route';

/** `/channels/{id}`: the channel's threads (its header and menus come with the channels screen). */
export const Route = createFileRoute('/_app/channels/$channelId')(listRoute());
