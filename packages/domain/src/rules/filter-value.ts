import type { RuleAction } from '../model/rule.js';
import { validateFilterDefinition } from '../search/validate-search-input.js';
import { coreMessages } from '../texts/messages.js';

const v = coreMessages.validation;

/** What the filter dialog edits: a query, the channel it adds to, and the other actions. */
export interface FilterValue {
  query: string;
  channelId: string | null;
  markAsSpam: boolean;
  star: boolean;
  labelId: string | null;
  applyToIncoming: boolean;
}

/** A new filter: no query, no channel, applied to incoming mail. */
export const EMPTY_FILTER: FilterValue = {
  query: '',
  channelId: null,
  markAsSpam: false,
  star: false,
  labelId: null,
  applyToIncoming: true,
};

/** The filter a rule reads as (its first channel and label; the other actions as flags). */
export function filterFromRule(rule: {
  query: string;
  actions: readonly RuleAction[];
  apply_to_incoming: boolean;
}): FilterValue {
  const channel = rule.actions.find((action) => action.type === 'ADD_TO_CHANNEL');
  const label = rule.actions.find((action) => action.type === 'ADD_LABEL');
  return {
    query: rule.query,
    channelId: channel?.type === 'ADD_TO_CHANNEL' ? channel.channel_id : null,
    markAsSpam: rule.actions.some((action) => action.type === 'MARK_AS_SPAM'),
    star: rule.actions.some((action) => action.type === 'STAR'),
    labelId: label?.type === 'ADD_LABEL' ? label.label_id : null,
    applyToIncoming: rule.apply_to_incoming,
  };
}

/** The rule actions of a filter, in the spec's order: add to channel, mark as spam, add label, star. */
export function ruleActionsOf(filter: FilterValue): RuleAction[] {
  const actions: RuleAction[] = [];
  if (filter.channelId) actions.push({ type: 'ADD_TO_CHANNEL', channel_id: filter.channelId });
  if (filter.markAsSpam) actions.push({ type: 'MARK_AS_SPAM' });
  if (filter.labelId) actions.push({ type: 'ADD_LABEL', label_id: filter.labelId });
  if (filter.star) actions.push({ type: 'STAR' });
  return actions;
}

/**
 * Why the filter cannot be saved, or null: a query is needed ('Please enter a filter query') and must
 * parse ('Invalid filter definition'), and a channel is needed ('Please select a channel').
 */
export function validateFilter(filter: Pick<FilterValue, 'query' | 'channelId'>): {
  query: string | null;
  channel: string | null;
} {
  const query = filter.query.trim();
  return {
    query: query === '' ? v.filterQueryRequired : validateFilterDefinition(query),
    channel: filter.channelId ? null : v.filterChannelRequired,
  };
}

/** Whether a rule routes mail to this channel (the channel's Manage Filters lists these). */
export function ruleAddsToChannel(rule: { actions: readonly RuleAction[] }, channelId: string): boolean {
  return rule.actions.some((action) => action.type === 'ADD_TO_CHANNEL' && action.channel_id === channelId);
}
