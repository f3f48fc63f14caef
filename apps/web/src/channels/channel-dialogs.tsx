import { serverMessage } from '@switchboard/api-client';
import { type Channel, canCreatePrivateChannel, messages } from '@switchboard/domain';
import { ChannelDialog, ChannelMembersDialog, DeleteChannelDialog, showErrorToast } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { openPricingDialog } from '../billing/open-pricing-dialog';
import { contactName } from '../lists/thread-row-from-inbox-item';
import { useQueries } from '../queries';
import { openDialog } from '../shell/dialog-host';
import { pathOf } from '../shell/locations';
import { openChannelWizard } from './wizard/navigate-to-wizard';

interface DialogProps {
  channel: Channel;
  onClose: () => void;
}

function useMutations() {
  return useRouteContext({ from: '__root__', select: (context) => context.mutations });
}

/**
 * 'New channel', the quick path beside the full-screen wizard: the channels popover's '"{query}" (create
 * new)' opens it with the name typed (and `onCreated` adds the threads to the new channel), the command
 * menu's 'New channel' opens it empty and goes to the channel once created.
 */
export function openNewChannelDialog(
  options: { initialName?: string; onCreated?: (channel: Channel) => void } = {},
) {
  openDialog((close) => <NewChannelDialog {...options} onClose={close} />);
}

function NewChannelDialog({
  initialName,
  onCreated,
  onClose,
}: {
  initialName?: string;
  onCreated?: (channel: Channel) => void;
  onClose: () => void;
}) {
  const queries = useQueries();
  const router = useRouter();
  const create = useMutation(useMutations().createOrganizationChannel());
  const organization = useQuery(queries.organizations()).data?.data[0];
  const names = (
    useQuery({ ...queries.organizationChannels(organization?.id ?? ''), enabled: Boolean(organization) }).data
      ?.data ?? []
  ).map((other) => other.name);
  const trimmed = initialName?.trim();
  return (
    <ChannelDialog
      isOpen
      onOpenChange={(isOpen) => isOpen || create.isPending || onClose()}
      {...(trimmed ? { initialName: trimmed } : {})}
      existingNames={names}
      canCreatePrivate={canCreatePrivateChannel(organization?.isPaying ?? false)}
      onUpgrade={() => {
        onClose();
        openPricingDialog();
      }}
      isPending={create.isPending}
      errorMessage={create.error ? serverMessage(create.error) : undefined}
      onOpenWizard={(name) => {
        onClose();
        openChannelWizard(router, name);
      }}
      onSubmit={(value) => {
        if (!organization) return showErrorToast(messages.errors.organizationNotFound);
        create.mutate(
          {
            params: { organization_id: organization.id },
            body: { name: value.name, color: value.color, is_public: value.isPublic },
          },
          {
            onSuccess: (channel) => {
              onClose();
              if (onCreated) onCreated(channel);
              else void router.navigate({ href: pathOf({ kind: 'channel', id: channel.id }) });
            },
          },
        );
      }}
    />
  );
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
