import { BrowseChannelsDialog } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { pathOf } from './locations';

export interface AddChannelsDialogProps {
  organizationId: string;
  context: Pick<RouterContext, 'queries' | 'mutations'>;
  onClose: () => void;
}

/** The sidebar's 'Add channels': every channel of the workspace, to join or open. */
export function AddChannelsDialog({ organizationId, context, onClose }: AddChannelsDialogProps) {
  const router = useRouter();
  const all = useQuery(context.queries.organizationChannels(organizationId)).data?.data ?? [];
  const mine = new Set((useQuery(context.queries.selfChannels()).data?.data ?? []).map((c) => c.id));
  const join = useMutation(context.mutations.joinChannel());
  return (
    <BrowseChannelsDialog
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      channels={all.map((channel) => ({ ...channel, isMember: mine.has(channel.id) }))}
      onJoin={(channelId) => join.mutate({ params: { channel_id: channelId } })}
      joiningIds={join.isPending && join.variables ? [join.variables.params.channel_id] : []}
      onOpenChannel={(channelId) => {
        onClose();
        void router.navigate({ href: pathOf({ kind: 'channel', id: channelId }) });
      }}
    />
  );
}
