import { serverMessage } from '@switchboard/api-client';
import { DEFAULT_LABEL_COLOR, messages, type ThreadListRow } from '@switchboard/domain';
import {
  ChannelPicker,
  ConfirmDialog,
  LABEL_COLORS,
  LabelPicker,
  SnoozePicker,
  showErrorToast,
} from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import type { ThreadActionInput } from '../actions/use-thread-actions';
import { openChannelWizard } from '../channels/wizard/navigate-to-wizard';
import { useQueries } from '../queries';
import { currentTimeZone } from '../use-time-zone';

export type PickerKind = 'snooze' | 'labels' | 'channels' | 'delete';

export interface ThreadPickersProps {
  kind: PickerKind;
  threads: readonly ThreadListRow[];
  now: Date;
  onClose: () => void;
  /** The choice made: the action runs with it. */
  onDone: (input: ThreadActionInput) => void;
}

/** The picker a list action needs before it runs: snooze time, label, channel, or the delete confirmation. */
export function ThreadPickers({ kind, threads, now, onClose, onDone }: ThreadPickersProps) {
  const queries = useQueries();
  const router = useRouter();
  const mutations = useRouteContext({ from: '__root__', select: (context) => context.mutations });
  const labels = useQuery({ ...queries.labels(), enabled: kind === 'labels' });
  const channels = useQuery({ ...queries.selfChannels(), enabled: kind === 'channels' });
  const createLabel = useMutation(mutations.createLabel());
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  switch (kind) {
    case 'snooze':
      return (
        <SnoozePicker
          isOpen
          onOpenChange={onOpenChange}
          now={now}
          timeZone={currentTimeZone()}
          onSnooze={(until) => onDone({ snoozeUntil: until })}
        />
      );
    case 'labels':
      return (
        <LabelPicker
          isOpen
          onOpenChange={onOpenChange}
          labels={labels.data?.data ?? []}
          onPick={(labelId) => onDone({ labelIds: [labelId] })}
          onCreate={(name) =>
            // The picker closes at once: the promise (not mutate's callbacks) outlives it.
            createLabel.mutateAsync({ body: { name, color: LABEL_COLORS[0] ?? DEFAULT_LABEL_COLOR } }).then(
              (label) => onDone({ labelIds: [label.id] }),
              (error: unknown) => showErrorToast(serverMessage(error)),
            )
          }
        />
      );
    case 'channels':
      return (
        <ChannelPicker
          isOpen
          onOpenChange={onOpenChange}
          channels={channels.data?.data ?? []}
          onPick={(channelId) => onDone({ channelIds: [channelId] })}
          // '"{query}" (create new)' opens the channel creation wizard with the name prefilled ('Create new
          // channel', with the search empty, opens it with no name); the new channel takes the picked threads once
          // the wizard has created it.
          onCreate={(name) => {
            onClose();
            openChannelWizard(
              router,
              name,
              threads.map((thread) => thread.id),
            );
          }}
        />
      );
    case 'delete':
      return (
        <ConfirmDialog
          isOpen
          onOpenChange={onOpenChange}
          tone="danger"
          title={messages.threadList.deleteForeverTitle(threads.length)}
          description={messages.threadList.deleteForeverText}
          confirmLabel={messages.thread.actions.deletePermanently}
          onConfirm={() => onDone({})}
        />
      );
  }
}
