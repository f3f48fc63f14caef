import { describe, expect, it } from 'vitest';
import type { InboxSplit } from '../model/inbox-split.js';
import { setSplitEnabled, splitSettingRows } from './split-settings.js';

const custom = (id: string, name: string, status: InboxSplit['status'] = null): InboxSplit => ({
  id,
  name,
  query: `from:${name}`,
  show_in_category_split: false,
  enabled: true,
  type: 'custom',
  status,
});

describe('splitSettingRows: the Split Inboxes list holds the category and the custom splits', () => {
  it('lists every category but Primary, then the custom splits, with their enabled state', () => {
    const rows = splitSettingRows(
      [
        { type: 'category', category: 'social', enabled: true },
        { type: 'custom', inbox_split_id: 'b', enabled: false },
      ],
      [custom('a', 'Alpha', 'reindexing'), custom('b', 'Beta')],
    );
    expect(rows.map((row) => (row.type === 'category' ? row.category : row.name))).toEqual([
      'promotions',
      'social',
      'updates',
      'forums',
      'Alpha',
      'Beta',
    ]);
    expect(rows.filter((row) => row.enabled).length).toBe(2);
    expect(rows[4]).toMatchObject({ name: 'Alpha', enabled: true, isReindexing: true });
    expect(rows[5]).toMatchObject({ name: 'Beta', enabled: false, isReindexing: false });
  });
});

describe('setSplitEnabled: switching a split changes its entry or appends one', () => {
  it('changes an existing entry in place, keeping the order', () => {
    const next = setSplitEnabled(
      [
        { type: 'category', category: 'social', enabled: true },
        { type: 'custom', inbox_split_id: 'b', enabled: true },
      ],
      { type: 'category', category: 'social' },
      false,
    );
    expect(next).toEqual([
      { type: 'category', category: 'social', enabled: false },
      { type: 'custom', inbox_split_id: 'b', enabled: true },
    ]);
  });

  it('appends a split the setting does not hold yet', () => {
    expect(setSplitEnabled([], { type: 'custom', id: 'x' }, true)).toEqual([
      { type: 'custom', inbox_split_id: 'x', enabled: true },
    ]);
    expect(setSplitEnabled([], { type: 'category', category: 'forums' }, true)).toEqual([
      { type: 'category', category: 'forums', enabled: true },
    ]);
  });
});
