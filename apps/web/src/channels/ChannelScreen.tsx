import { CHANNEL_BULK_POLL_MS, channelAccess, leaveChannelFlow, messages } from '@switchboard/domain';
import { Button, ChannelHeader, LeaveChannelDialog, Separator } from '@switchboard/ui';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useCompose } from '../compose/compose-context';
import { type ListSource, listQuery } from '../lists/list-source';
import { ThreadsScreen } from '../lists/ThreadsScreen';
import { contactName } from '../lists/thread-row-from-inbox-item';
import { usePermissionState } from '../notifications/use-permission-state';
import { useQueries } from '../queries';
import { openSettingsOverlay } from '../settings/settings-location';
import { openDialog } from '../shell/dialog-host';
import {
  ChannelMembersDialogContainer,
  DeleteChannelDialogContainer,
  EditChannelDialog,
} from './channel-dialogs';
import * as styles from './channels.css';

export interface ChannelScreenProps {
  channelId: string;
  /** The page token from the URL (absent: the first page). */
  page: string | undefined;
  onPage: (page: string | undefined) => void;
  /** Opens the channel's filters (Manage filters); the menu item shows only when given. */
  onManageFilters?: (channelId: string) => void;
}

/**
 * `/channels/{id}`: the channel header (members, join or notification level and leave, the menu and its
 * dialogs) above the channel's thread list. While the channel's rules fill it, the list polls every 5 s;
 * an empty channel offers to compose a message to it.
 */
export function ChannelScreen({ channelId, page, onPage, onManageFilters }: ChannelScreenProps) {
  const queries = useQueries();
  const mutations = useRouteContext({ from: '__root__', select: (context) => context.mutations });
  const router = useRouter();
  const compose = useCompose();
  const queryClient = useQueryClient();
  // While the channel's rules fill it (bulk processing), the channel and its list are polled every 5 s
  // (spec: channel data 5 s during bulk processing), so the threads land without a reload.
  const { data: channel } = useSuspenseQuery({
    ...queries.channel(channelId),
    refetchInterval: (query) =>
      query.state.data?.has_bulk_processing_in_progress ? CHANNEL_BULK_POLL_MS : false,
  });
  const { data: self } = useSuspenseQuery(queries.self());
  const source: ListSource = { kind: 'channel', channelId };
  const filling = channel.has_bulk_processing_in_progress;
  const list = useQuery({
    ...listQuery(queries, source, page),
    refetchInterval: filling ? CHANNEL_BULK_POLL_MS : false,
  });
  // Once it is filled, the list is read once more: the last threads may have landed after its last poll.
  const wasFilling = useRef(filling);
  useEffect(() => {
    if (wasFilling.current && !filling)
      void queryClient.invalidateQueries({
        queryKey: listQuery(queries, { kind: 'channel', channelId }, page).queryKey,
      });
    wasFilling.current = filling;
  }, [filling, queryClient, queries, channelId, page]);
  const join = useMutation(mutations.joinChannel());
  const leave = useMutation(mutations.leaveChannel());
  const level = useMutation(mutations.setChannelNotificationLevel());
  const access = channelAccess(channel, self.id);
  const membershipPending = join.isPending || leave.isPending;
  // Allowed to notify, but this browser holds no push subscription: the header says so, with the way to Settings.
  const [pushState] = usePermissionState();

  const doLeave = () => {
    const flow = leaveChannelFlow(channel);
    const run = () =>
      leave.mutate(
        { params: { channel_id: channel.id } },
        { onSuccess: () => flow.goToInbox && void router.navigate({ to: '/inbox' }) },
      );
    if (!flow.confirm) return run();
    openDialog((close) => (
      <LeaveChannelDialog
        isOpen
        onOpenChange={(isOpen) => isOpen || close()}
        channelName={channel.name}
        onLeave={run}
      />
    ));
  };

  return (
    <div className={styles.screen}>
      <ChannelHeader
        name={channel.name}
        color={channel.color}
        isPublic={channel.is_public}
        members={channel.participants.map((person) => ({
          name: contactName(person),
          src: person.picture_url,
        }))}
        isParticipant={access.isParticipant}
        notificationLevel={channel.notification_level}
        onNotificationLevelChange={(notification_level) =>
          level.mutate({ params: { channel_id: channel.id }, body: { notification_level } })
        }
        onJoin={() => join.mutate({ params: { channel_id: channel.id } })}
        onLeave={doLeave}
        canLeave={access.isParticipant}
        isMembershipPending={membershipPending}
        onManageMembers={() =>
          openDialog((close) => <ChannelMembersDialogContainer channelId={channel.id} onClose={close} />)
        }
        onEdit={() => openDialog((close) => <EditChannelDialog channel={channel} onClose={close} />)}
        onDelete={() =>
          openDialog((close) => <DeleteChannelDialogContainer channel={channel} onClose={close} />)
        }
        onManageFilters={onManageFilters ? () => onManageFilters(channel.id) : undefined}
        isFilling={filling}
        onOpenNotificationSettings={
          pushState === 'not-subscribed' ? () => openSettingsOverlay(router, 'notifications') : undefined
        }
        // The list below carries the page's h1 (the channel's name).
        headingLevel={2}
      />
      <div className={styles.list}>
        <ThreadsScreen source={source} page={page} onPage={onPage} />
      </div>
      {/* The channel's compose area, always there (spec: a list error hides it). */}
      {list.isError ? null : <Separator />}
      {list.isError ? null : (
        <div className={styles.composeBar}>
          <Button
            variant="primary"
            icon={<PenLine aria-hidden size={14} />}
            onPress={() =>
              compose.openChannelCompose({
                id: channel.id,
                name: channel.name,
                iconSetName: channel.icon_set_name,
              })
            }
          >
            {messages.channel.composeToChannel}
          </Button>
        </div>
      )}
    </div>
  );
}
