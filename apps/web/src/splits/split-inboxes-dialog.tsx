import { serverMessage } from '@switchboard/api-client';
import {
  areEmailFeaturesHidden,
  INBOX_EVENTS_POLL_REINDEXING_MS,
  SPLIT_LIST_POLL_MS,
  type SplitSettingRow,
  setSplitEnabled,
  splitSettingRows,
} from '@switchboard/domain';
import { type SplitFormValue, SplitInboxesDialog, type SplitInboxesView } from '@switchboard/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { openDialog } from '../shell/dialog-host';

/**
 * Opens the Split Inboxes dialog in the app's dialog host: the list, or straight on 'New Split Inbox'
 * (`{ kind: 'add' }`) or one split's form (`{ kind: 'edit', splitId }`).
 */
export function openSplitInboxesDialog(view: SplitInboxesView = { kind: 'list' }) {
  openDialog((close) => <SplitInboxes initialView={view} onClose={close} />);
}

function SplitInboxes({ initialView, onClose }: { initialView: SplitInboxesView; onClose: () => void }) {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const router = useRouter();
  const queryClient = useQueryClient();
  const [view, setView] = useState<SplitInboxesView>(initialView);
  const [craftingId, setCraftingId] = useState<string | null>(null);

  const self = useQuery(queries.self()).data;
  const settingsQuery = queries.userSettings(self?.id ?? '');
  const settings = useQuery({ ...settingsQuery, enabled: Boolean(self) });
  const organization = useQuery(queries.organizations()).data?.data[0];
  // The split list's polling (spec: every 5 s), every 500 ms while a split is being built (re-indexing).
  const splits = useQuery({
    ...queries.inboxSplits(),
    refetchInterval: (query) =>
      craftingId || query.state.data?.data.some((split) => split.status === 'reindexing')
        ? INBOX_EVENTS_POLL_REINDEXING_MS
        : SPLIT_LIST_POLL_MS,
  });

  const refreshSettings = () => queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey });
  const updateSettings = useMutation(mutations.updateUserSettings());
  const create = useMutation(mutations.createInboxSplit());
  const update = useMutation(mutations.updateInboxSplit());
  const remove = useMutation(mutations.deleteInboxSplit());

  const definitions = splits.data?.data ?? [];
  const rows = splitSettingRows(settings.data?.inbox_splits ?? [], definitions);
  const crafted = craftingId ? definitions.find((split) => split.id === craftingId) : undefined;
  const isCrafting = create.isPending || (craftingId !== null && crafted?.status === 'reindexing');

  // The new split is built: show its tab (the inbox opens on it).
  useEffect(() => {
    if (!craftingId || !crafted || crafted.status === 'reindexing') return;
    setCraftingId(null);
    // Its count is known only now (the account leaves a split being built out).
    void queryClient.invalidateQueries({ queryKey: queries.account().queryKey });
    onClose();
    void router.navigate({ to: '/inbox/$split', params: { split: crafted.id } });
  }, [craftingId, crafted, onClose, router, queryClient, queries]);

  const toggle = (row: SplitSettingRow, enabled: boolean) => {
    if (!self || !settings.data) return;
    const key =
      row.type === 'category'
        ? ({ type: 'category', category: row.category } as const)
        : ({ type: 'custom', id: row.id } as const);
    updateSettings.mutate({
      params: { user_id: self.id },
      body: { inbox_splits: setSplitEnabled(settings.data.inbox_splits, key, enabled) },
    });
  };

  const onCreate = (value: SplitFormValue) =>
    create.mutate(
      { body: { name: value.name, query: value.query, show_in_category_split: value.showInCategorySplit } },
      {
        onSuccess: (split) => {
          void refreshSettings();
          setCraftingId(split.id);
        },
      },
    );

  const onUpdate = (splitId: string, value: SplitFormValue) => {
    const current = definitions.find((split) => split.id === splitId);
    // Only changed fields are sent.
    const body = {
      ...(current?.name !== value.name ? { name: value.name } : {}),
      ...(current?.query !== value.query ? { query: value.query } : {}),
      ...(current?.show_in_category_split !== value.showInCategorySplit
        ? { show_in_category_split: value.showInCategorySplit }
        : {}),
    };
    if (Object.keys(body).length === 0) return setView({ kind: 'list' });
    update.mutate(
      { params: { inbox_split_id: splitId }, body },
      { onSuccess: () => setView({ kind: 'list' }) },
    );
  };

  const onDelete = (splitId: string) => {
    if (router.state.location.pathname === `/inbox/${splitId}`) void router.navigate({ to: '/inbox' });
    remove.mutate({ params: { inbox_split_id: splitId } }, { onSettled: () => void refreshSettings() });
  };

  const saveError = view.kind === 'add' ? create.error : view.kind === 'edit' ? update.error : null;
  const loadFailure = splits.error ?? settings.error;

  return (
    <SplitInboxesDialog
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      view={view}
      onViewChange={(next) => {
        create.reset();
        update.reset();
        setView(next);
      }}
      rows={rows}
      showCategories={!areEmailFeaturesHidden([...(self?.features ?? []), ...(organization?.features ?? [])])}
      isLoading={!splits.data || !settings.data}
      loadError={loadFailure ? serverMessage(loadFailure) : undefined}
      onToggle={toggle}
      onCreate={onCreate}
      onUpdate={onUpdate}
      onDelete={onDelete}
      isPending={create.isPending || update.isPending}
      errorMessage={saveError ? serverMessage(saveError) : undefined}
      isCrafting={isCrafting}
    />
  );
}
