import { serverMessage } from '@switchboard/api-client';
import { type FilterValue, filterFromRule, ruleActionsOf } from '@switchboard/domain';
import type { FilterListItem, FilterTarget } from '@switchboard/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo } from 'react';

/**
 * The user's filters (rules) as the filter dialog and list show them, with save and delete. Filters made
 * here apply to incoming mail as the user chooses and are not applied to existing mail (bulk false).
 */
export function useFilters() {
  const { queries, mutations } = useRouteContext({ from: '__root__' });
  const rules = useQuery(queries.rules());
  const channels = useQuery(queries.selfChannels()).data?.data;
  const labels = useQuery(queries.labels()).data?.data;
  const create = useMutation(mutations.createRule());
  const update = useMutation(mutations.updateRule());
  const remove = useMutation(mutations.deleteRule());

  const filters = useMemo<FilterListItem[]>(
    () => (rules.data?.data ?? []).map((rule) => ({ id: rule.id, filter: filterFromRule(rule) })),
    [rules.data],
  );
  const channelTargets = useMemo<FilterTarget[]>(
    () => (channels ?? []).map((channel) => ({ id: channel.id, name: channel.name })),
    [channels],
  );
  const labelTargets = useMemo<FilterTarget[]>(
    () => (labels ?? []).map((label) => ({ id: label.id, name: label.name })),
    [labels],
  );

  const save = (value: FilterValue, ruleId: string | null, onSaved: () => void) => {
    const fields = {
      query: value.query,
      actions: ruleActionsOf(value),
      apply_to_incoming: value.applyToIncoming,
    };
    if (ruleId) update.mutate({ params: { rule_id: ruleId }, body: fields }, { onSuccess: onSaved });
    else create.mutate({ body: { ...fields, bulk_application: false } }, { onSuccess: onSaved });
  };

  const saving = create.isPending || update.isPending;
  const saveError = create.error ?? update.error;

  return {
    filters,
    status: rules.isError ? ('error' as const) : rules.data ? ('ready' as const) : ('loading' as const),
    /** Asks for the filters again after they failed to load. */
    retry: () => void rules.refetch(),
    channels: channelTargets,
    labels: labelTargets,
    save,
    saving,
    saveError: saveError ? serverMessage(saveError) : undefined,
    resetSave: () => {
      create.reset();
      update.reset();
    },
    /** The rules themselves (a channel's Manage Filters picks the ones that add to it). */
    rules: rules.data?.data ?? [],
    remove: (ruleId: string, onSettled?: () => void) =>
      remove.mutate({ params: { rule_id: ruleId } }, { onSettled }),
  };
}
