import { FilterDialog, FiltersList } from '@switchboard/ui';
import { useState } from 'react';
import { useFilters } from './use-filters';

/**
 * The settings overlay's Filters section: the user's filters with 'Add Filter', edit and delete; the filter
 * dialog opens over the section (create and edit).
 */
export function FiltersSection() {
  const filters = useFilters();
  const [editing, setEditing] = useState<{ ruleId: string | null } | null>(null);
  const open = (ruleId: string | null) => {
    filters.resetSave();
    setEditing({ ruleId });
  };
  const current = editing?.ruleId ? filters.filters.find((item) => item.id === editing.ruleId) : undefined;
  return (
    <>
      <FiltersList
        filters={filters.filters}
        status={filters.status}
        onRetry={filters.retry}
        channels={filters.channels}
        labels={filters.labels}
        onAdd={() => open(null)}
        onEdit={(id) => open(id)}
        onDelete={filters.remove}
      />
      {editing ? (
        <FilterDialog
          isOpen
          onOpenChange={(isOpen) => isOpen || setEditing(null)}
          filter={current?.filter}
          channels={filters.channels}
          labels={filters.labels}
          isPending={filters.saving}
          errorMessage={filters.saveError}
          onSubmit={(value) => filters.save(value, editing.ruleId, () => setEditing(null))}
        />
      ) : null}
    </>
  );
}
