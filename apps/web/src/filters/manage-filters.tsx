import { ruleAddsToChannel } from '@switchboard/domain';
import { FilterDialog, ManageFiltersDialog } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { openDialog } from '../shell/dialog-host';
import { useFilters } from './use-filters';

/**
 * Opens a channel's Manage Filters in the app's dialog host: the channel's rules summary, the user's own
 * filters for it (add, edit, delete: the filter dialog takes the dialog's place, then returns to it).
 */
export function openManageFilters(channelId: string) {
  openDialog((close) => <ManageFilters channelId={channelId} onClose={close} />);
}

function ManageFilters({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const { queries } = useRouteContext({ from: '__root__' });
  const summary = useQuery(queries.channelRulesSummary(channelId));
  const filters = useFilters();
  const [editing, setEditing] = useState<{ ruleId: string | null } | null>(null);
  const ownIds = new Set(
    filters.rules.filter((rule) => ruleAddsToChannel(rule, channelId)).map((rule) => rule.id),
  );
  const own = filters.filters.filter((item) => ownIds.has(item.id));
  const open = (ruleId: string | null) => {
    filters.resetSave();
    setEditing({ ruleId });
  };

  if (editing) {
    const current = editing.ruleId ? filters.filters.find((item) => item.id === editing.ruleId) : undefined;
    return (
      <FilterDialog
        isOpen
        onOpenChange={(isOpen) => isOpen || setEditing(null)}
        filter={current?.filter}
        initialChannelId={channelId}
        channels={filters.channels}
        labels={filters.labels}
        isPending={filters.saving}
        errorMessage={filters.saveError}
        onSubmit={(value) =>
          filters.save(value, editing.ruleId, () => {
            setEditing(null);
            void summary.refetch();
          })
        }
      />
    );
  }

  return (
    <ManageFiltersDialog
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      summary={summary.data}
      isError={summary.isError || filters.status === 'error'}
      onRetry={() => {
        if (summary.isError) void summary.refetch();
        if (filters.status === 'error') filters.retry();
      }}
      ownFilters={own}
      channels={filters.channels}
      labels={filters.labels}
      onAdd={() => open(null)}
      onEdit={(id) => open(id)}
      onDelete={(id) => filters.remove(id, () => void summary.refetch())}
    />
  );
}
