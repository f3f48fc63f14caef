import { type FilterValue, messages } from '@switchboard/domain';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { ConfirmDialog } from '../Dialogs/ConfirmDialog';
import { LoadStatus, type LoadStatusKind } from '../Feedback/LoadStatus';
import type { FilterTarget } from '../FilterDialog/FilterDialog';
import * as styles from './FiltersList.css';

/** One filter of the list. */
export interface FilterListItem {
  readonly id: string;
  readonly filter: FilterValue;
}

export interface FiltersListProps {
  filters: readonly FilterListItem[];
  /** 'loading' shows a spinner; 'error' shows 'Error loading filters. Please try again.' */
  status?: LoadStatusKind;
  /** Asks for the filters again after a failure ('Try again' under the error). */
  onRetry?: () => void;
  /** To name each filter's channel and label. */
  channels: readonly FilterTarget[];
  labels: readonly FilterTarget[];
  /** The 'Add Filter' button shows only with it. */
  onAdd?: () => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

const t = messages.settings.filters;

function describe(filter: FilterValue, channels: readonly FilterTarget[], labels: readonly FilterTarget[]) {
  const name = (list: readonly FilterTarget[], id: string | null) =>
    list.find((item) => item.id === id)?.name;
  const parts: string[] = [];
  const channel = name(channels, filter.channelId);
  if (channel) parts.push(t.summary.toChannel(channel));
  if (filter.markAsSpam) parts.push(t.summary.spam);
  const label = name(labels, filter.labelId);
  if (label) parts.push(t.summary.label(label));
  if (filter.star) parts.push(t.summary.star);
  if (!filter.applyToIncoming) parts.push(t.summary.notIncoming);
  return parts.join(' · ');
}

/**
 * The user's filters (max height 300 px, scrolling): each with its query, what it does, edit and delete
 * (which asks first). Empty: 'No filters defined yet. Click "Add Filter" to create your first filter.';
 * a failed load: 'Error loading filters. Please try again.'
 */
export function FiltersList({
  filters,
  status = 'ready',
  onRetry,
  channels,
  labels,
  onAdd,
  onEdit,
  onDelete,
}: FiltersListProps) {
  const [deleting, setDeleting] = useState<FilterListItem | null>(null);
  return (
    <div className={styles.root}>
      {status !== 'ready' ? (
        <LoadStatus status={status} loadingLabel={t.loading} errorText={t.loadError} onRetry={onRetry} />
      ) : filters.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <ul className={styles.list} aria-label={t.listLabel}>
          {filters.map((item) => (
            <li key={item.id} className={styles.row}>
              <span className={styles.text}>
                <span className={styles.query}>{item.filter.query}</span>
                <span className={styles.summary}>{describe(item.filter, channels, labels)}</span>
              </span>
              <IconButton
                aria-label={t.editNamed(item.filter.query)}
                icon={<Pencil aria-hidden />}
                size="sm"
                onPress={() => onEdit(item.id)}
              />
              <IconButton
                aria-label={t.deleteNamed(item.filter.query)}
                icon={<Trash2 aria-hidden />}
                size="sm"
                onPress={() => setDeleting(item)}
              />
            </li>
          ))}
        </ul>
      )}
      {onAdd ? (
        <span>
          <Button variant="secondary" onPress={onAdd}>
            <Plus aria-hidden className={styles.icon} />
            {t.add}
          </Button>
        </span>
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => open || setDeleting(null)}
        title={t.deleteTitle}
        description={t.deleteText(deleting?.filter.query ?? '')}
        confirmLabel={t.delete}
        tone="danger"
        onConfirm={() => deleting && onDelete(deleting.id)}
      />
    </div>
  );
}
