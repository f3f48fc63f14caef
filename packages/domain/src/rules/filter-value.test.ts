import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  filterFromRule,
  ruleActionsOf,
  ruleAddsToChannel,
  validateFilter,
} from './filter-value.js';

describe('filter value and rule actions', () => {
  it('reads a rule as a filter and writes it back with the same actions', () => {
    const rule = {
      query: 'from:billing',
      actions: [
        { type: 'ADD_TO_CHANNEL' as const, channel_id: 'ch1' },
        { type: 'MARK_AS_SPAM' as const },
        { type: 'ADD_LABEL' as const, label_id: 'l1' },
        { type: 'STAR' as const },
      ],
      apply_to_incoming: false,
    };
    const filter = filterFromRule(rule);
    expect(filter).toEqual({
      query: 'from:billing',
      channelId: 'ch1',
      markAsSpam: true,
      star: true,
      labelId: 'l1',
      applyToIncoming: false,
    });
    expect(ruleActionsOf(filter)).toEqual(rule.actions);
    expect(ruleAddsToChannel(rule, 'ch1')).toBe(true);
    expect(ruleAddsToChannel(rule, 'ch2')).toBe(false);
  });

  it('a filter with only a channel adds to that channel', () => {
    expect(ruleActionsOf({ ...EMPTY_FILTER, query: 'x', channelId: 'c' })).toEqual([
      { type: 'ADD_TO_CHANNEL', channel_id: 'c' },
    ]);
  });
});

describe("validateFilter: \"Filter save needs a query ('Please enter a filter query') and a channel ('Please select a channel')\"", () => {
  it('asks for a query and a channel', () => {
    expect(validateFilter({ query: '  ', channelId: null })).toEqual({
      query: 'Please enter a filter query',
      channel: 'Please select a channel',
    });
    expect(validateFilter({ query: 'from:bob', channelId: null })).toEqual({
      query: null,
      channel: 'Please select a channel',
    });
  });

  it("a query must parse: 'Invalid filter definition'", () => {
    expect(validateFilter({ query: 'from:bob (', channelId: 'c' }).query).toBe('Invalid filter definition');
    expect(validateFilter({ query: 'from:bob', channelId: 'c' })).toEqual({ query: null, channel: null });
  });
});
