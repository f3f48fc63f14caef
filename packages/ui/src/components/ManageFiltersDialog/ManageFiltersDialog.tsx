import { type ChannelRulesSummary, messages } from '@switchboard/domain';
import { Button } from '../../primitives/Button/Button';
import { Dialog, Modal } from '../../primitives/Dialog/Dialog';
import { LoadStatus } from '../Feedback/LoadStatus';
import type { FilterTarget } from '../FilterDialog/FilterDialog';
import { type FilterListItem, FiltersList } from '../FiltersList/FiltersList';
import * as styles from './ManageFiltersDialog.css';

export interface ManageFiltersDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The channel's rules summary; absent while it loads. */
  summary?: ChannelRulesSummary;
  /** The summary or the user's filters failed to load. */
  isError?: boolean;
  /** Asks again for what failed ('Try again' under the error). */
  onRetry?: () => void;
  /** The user's own filters that add to this channel. */
  ownFilters: readonly FilterListItem[];
  channels: readonly FilterTarget[];
  labels: readonly FilterTarget[];
  onAdd: () => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

const t = messages.channel.manageFilters;

/**
 * A channel's Manage Filters: how many filters route mail to it, the user's own (add, edit, delete) and the
 * team members' filters counted by member.
 */
export function ManageFiltersDialog({
  isOpen,
  onOpenChange,
  summary,
  isError = false,
  onRetry,
  ownFilters,
  channels,
  labels,
  onAdd,
  onEdit,
  onDelete,
}: ManageFiltersDialogProps) {
  const team = summary?.user_rule_summaries.filter((member) => !member.is_current_user) ?? [];
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog
        title={t.title}
        footer={({ close }) => (
          <Button variant="ghost" onPress={close}>
            {t.close}
          </Button>
        )}
      >
        {isError || !summary ? (
          <LoadStatus
            status={isError ? 'error' : 'loading'}
            loadingLabel={messages.settings.filters.loading}
            errorText={t.loadError}
            onRetry={onRetry}
          />
        ) : (
          <div className={styles.sections}>
            <p className={styles.total}>
              {summary.total_rules_count > 0 ? t.total(summary.total_rules_count) : t.none}
            </p>
            <section className={styles.section} aria-labelledby="manage-filters-own">
              <h3 id="manage-filters-own" className={styles.heading}>
                {t.ownHeading}
              </h3>
              <FiltersList
                filters={ownFilters}
                channels={channels}
                labels={labels}
                onAdd={onAdd}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            </section>
            <section className={styles.section} aria-labelledby="manage-filters-team">
              <h3 id="manage-filters-team" className={styles.heading}>
                {t.teamHeading}
              </h3>
              {team.length === 0 ? (
                <p className={styles.muted}>{t.teamNone}</p>
              ) : (
                <ul className={styles.list}>
                  {team.map((member) => (
                    <li key={member.user_name} className={styles.member}>
                      {t.memberRules(member.user_name, member.rules_count)}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </Dialog>
    </Modal>
  );
}
