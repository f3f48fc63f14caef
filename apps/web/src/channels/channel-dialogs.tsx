import { serverMessage } from '@switchboard/api-client';
import type { Channel } from '@switchboard/domain';
import { ChannelDialog, ChannelMembersDialog, DeleteChannelDialog } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { openPricingDialog } from '../billing/open-pricing-dialog';
import { contactName } from '../lists/thread-row-from-inbox-item';
import { useQueries } from '../queries';

interface DialogProps {
  channel: Channel;
  onClose: () => void;
}

function useMutations() {
  return useRouteContext({ from: '__root__', select: (context) => context.mutations });
}

/** 'Edit channel': name, colour, visibility (private is premium; a change of visibility asks first). */
export function EditChannelDialog({ channel, onClose }: DialogProps) {
  const queries = useQueries();
  const update = useMutation(useMutations().updateChannel());
  const organization = useQuery(queries.organizations()).data?.data[0];
  const names = (useQuery(queries.organizationChannels(channel.organization_id)).data?.data ?? [])
    .filter((other) => other.id !== channel.id)
    .map((other) => other.name);
  return (
    <ChannelDialog
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      channel={{ name: channel.name, color: channel.color, isPublic: channel.is_public }}
      existingNames={names}
      canCreatePrivate={organization?.isPaying ?? false}
      onUpgrade={() => {
        onClose();
        openPricingDialog();
      }}
      isPending={update.isPending}
      errorMessage={update.error ? serverMessage(update.error) : undefined}
      onSubmit={(value) =>
        update.mutate(
          {
            params: { channel_id: channel.id },
            body: { name: value.name, color: value.color, is_public: value.isPublic },
          },
          { onSuccess: onClose },
        )
      }
    />
  );
}

/** 'Delete channel': 'Deleting...' while it runs, open on error; done, the user lands in the Inbox. */
export function DeleteChannelDialogContainer({ channel, onClose }: DialogProps) {
  const router = useRouter();
  const remove = useMutation(useMutations().deleteChannel());
  return (
    <DeleteChannelDialog
      isOpen
      onOpenChange={(isOpen) => isOpen || remove.isPending || onClose()}
      channelName={channel.name}
      isPending={remove.isPending}
      errorMessage={remove.error ? serverMessage(remove.error) : undefined}
      onDelete={() =>
        remove.mutate(
          { params: { channel_id: channel.id } },
          {
            onSuccess: () => {
              onClose();
              void router.navigate({ to: '/inbox' });
            },
          },
        )
      }
    />
  );
}

/** The channel's members: remove one, or add teammates of the workspace. */
export function ChannelMembersDialogContainer({
  channelId,
  onClose,
}: {
  channelId: string;
  onClose: () => void;
}) {
  const queries = useQueries();
  const mutations = useMutations();
  const channel = useQuery(queries.channel(channelId)).data;
  const self = useQuery(queries.self()).data;
  const organization = useQuery(queries.organizations()).data?.data[0];
  const add = useMutation(mutations.addChannelParticipants());
  const remove = useMutation(mutations.removeChannelParticipants());
  if (!channel || !self) return null;
  const toPerson = (contact: Channel['participants'][number]) => ({
    id: contact.id,
    name: contactName(contact),
    email: contact.email,
    pictureUrl: contact.picture_url,
  });
  const members = channel.participants.map(toPerson);
  const candidates = (organization?.members ?? [])
    .filter((member) => !channel.participants.some((p) => p.id === member.id))
    .map(toPerson);
  return (
    <ChannelMembersDialog
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      members={members}
      candidates={candidates}
      selfId={self.id}
      removingIds={remove.isPending && remove.variables ? remove.variables.body.user_ids : []}
      onAdd={(userIds) => add.mutate({ params: { channel_id: channel.id }, body: { user_ids: userIds } })}
      onRemove={(userId) =>
        remove.mutate({ params: { channel_id: channel.id }, body: { user_ids: [userId] } })
      }
    />
  );
}
