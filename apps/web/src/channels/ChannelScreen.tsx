import { CHANNEL_BULK_POLL_MS, channelAccess, leaveChannelFlow, messages } from '@switchboard/domain';
import { Button, ChannelHeader, LeaveChannelDialog } from '@switchboard/ui';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { PenLine } from 'lucide-react';
import { useCompose } from '../compose/compose-context';
import { type ListSource, listQuery } from '../lists/list-source';
import { ThreadsScreen } from '../lists/ThreadsScreen';
import { contactName } from '../lists/thread-row-from-inbox-item';
import { useQueries } from '../queries';
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
  const { data: channel } = useSuspenseQuery(queries.channel(channelId));
  const { data: self } = useSuspenseQuery(queries.self());
  const source: ListSource = { kind: 'channel', channelId };
  const filling = channel.has_bulk_processing_in_progress;
  // While the backfill runs the list fills in: poll it every 5 s (spec: channel data 5 s during bulk processing).
  const list = useQuery({
    ...listQuery(queries, source, page),
    refetchInterval: filling ? CHANNEL_BULK_POLL_MS : false,
  });
  const join = useMutation(mutations.joinChannel());
  const leave = useMutation(mutations.leaveChannel());
  const level = useMutation(mutations.setChannelNotificationLevel());
  const access = channelAccess(channel, self.id);
  const membershipPending = join.isPending || leave.isPending;

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
        // The list below carries the page's h1 (the channel's name).
        headingLevel={2}
      />
      <div className={styles.list}>
        <ThreadsScreen source={source} page={page} onPage={onPage} />
      </div>
      {/* The channel's compose area, always there (spec: a list error hides it). */}
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
