import { describe, expect, it } from 'vitest';
import { primaryCategory, splitTabs } from './inbox-splits';

const settings = {
  inbox_splits: [
    { type: 'category' as const, category: 'promotions' as const, enabled: true },
    { type: 'category' as const, category: 'forums' as const, enabled: false },
    { type: 'custom' as const, inbox_split_id: 'spl_customers', enabled: true },
    { type: 'custom' as const, inbox_split_id: 'spl_deleted', enabled: true },
  ],
};
const account = {
  unread_event_counts: {
    total: 9,
    by_category: { primary: 4, promotions: 2 },
    by_inbox_split: { spl_customers: 3 },
  },
};
const definitions = [{ id: 'spl_customers', name: 'Customers' }];

describe('splitTabs', () => {
  it('puts Primary first, then the enabled splits in the user order, with their unread counts', () => {
    expect(splitTabs(settings, account, definitions)).toEqual([
      { id: 'primary', name: 'Primary', unreadCount: 4, hasNew: false },
      { id: 'promotions', name: 'Promotions', unreadCount: 2, hasNew: false },
      { id: 'spl_customers', name: 'Customers', unreadCount: 3, hasNew: false },
    ]);
  });

  it('shows only Primary, at 0, before settings and counts load', () => {
    expect(splitTabs(undefined, undefined, [])).toEqual([
      { id: 'primary', name: 'Primary', unreadCount: 0, hasNew: false },
    ]);
  });
});

describe('primaryCategory', () => {
  it('is the primary category when another category split is enabled', () => {
    expect(primaryCategory(settings)).toBe('primary');
  });

  it('is the whole inbox when no category split is enabled', () => {
    expect(
      primaryCategory({ inbox_splits: [{ type: 'custom', inbox_split_id: 'x', enabled: true }] }),
    ).toBeUndefined();
    expect(primaryCategory(undefined)).toBeUndefined();
  });
});
