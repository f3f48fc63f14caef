import { messages, toggleNotifiedSplit } from '@switchboard/domain';
import { NotificationsSettings, showErrorToast } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { splitTabs } from '../lists/inbox-splits';
import { disableNotifications, enableNotifications } from './push-client';
import { usePermissionState } from './use-permission-state';

/**
 * The settings overlay's Notifications section: this browser's permission state, Enable (subscribes through
 * the service worker and registers the device) and Disable (unregisters it). No props: the overlay renders it.
 */
export function NotificationsSection() {
  const { api, queries, mutations } = useRouteContext({ from: '__root__' });
  const self = useQuery(queries.self()).data;
  const settings = useQuery({ ...queries.userSettings(self?.id ?? ''), enabled: self !== undefined }).data;
  const definitions = useQuery(queries.inboxSplits()).data?.data ?? [];
  const update = useMutation(mutations.updateUserSettings());
  // The splits the inbox shows (Primary, then the enabled ones); which of them notify (`notified_splits`).
  const splitIds = settings ? splitTabs(settings, undefined, definitions) : [];
  const notified = settings?.notified_splits ?? [];
  const splits = splitIds.map((tab) => ({
    id: tab.id,
    name: tab.name,
    notified: notified.length === 0 || notified.includes(tab.id),
  }));
  const [state, refresh] = usePermissionState();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: 'enable' | 'disable') => {
    setPending(true);
    setError(null);
    try {
      await (action === 'enable' ? enableNotifications(api) : disableNotifications(api));
    } catch (failure) {
      console.error(`[push] ${action} failed`, failure);
      setError(
        action === 'enable'
          ? messages.settings.notifications.enableFailed
          : messages.settings.notifications.disableFailed,
      );
    } finally {
      await refresh();
      setPending(false);
    }
  };

  if (state === null) return null;
  return (
    <NotificationsSettings
      state={state}
      isPending={pending}
      error={error}
      onEnable={() => void run('enable')}
      onDisable={() => void run('disable')}
      splits={splits}
      onSplitChange={(splitId, notify) => {
        if (!self) return;
        const next = toggleNotifiedSplit(
          notified,
          splits.map((split) => split.id),
          splitId,
          notify,
        );
        update.mutate(
          { params: { user_id: self.id }, body: { notified_splits: next } },
          { onError: () => showErrorToast(messages.settings.notifications.splitsSaveFailed) },
        );
      }}
    />
  );
}
