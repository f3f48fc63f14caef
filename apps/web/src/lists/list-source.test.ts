import { describe, expect, it } from 'vitest';
import { sourceOfLocation } from './list-source';
import { splitFilter } from './use-split-activity';

describe('sourceOfLocation', () => {
  it('reads the folder from the path, the label or channel from the params', () => {
    expect(sourceOfLocation('/starred', {})).toEqual({ kind: 'folder', folder: 'starred' });
    expect(sourceOfLocation('/trash', {})).toEqual({ kind: 'folder', folder: 'trash' });
    expect(sourceOfLocation('/labels/lbl_1', { labelId: 'lbl_1' })).toEqual({
      kind: 'label',
      labelId: 'lbl_1',
    });
    expect(sourceOfLocation('/channels/chn_1', { channelId: 'chn_1' })).toEqual({
      kind: 'channel',
      channelId: 'chn_1',
    });
  });
});

describe('splitFilter', () => {
  const byCategory = {
    inbox_splits: [{ type: 'category' as const, category: 'promotions' as const, enabled: true }],
  };
  it('lists Primary as the primary category only when the inbox is split by category', () => {
    expect(splitFilter('primary', byCategory)).toEqual({ category: 'primary' });
    expect(splitFilter('primary', { inbox_splits: [] })).toEqual({ category: undefined });
  });
  it('lists a category by name and a custom split by id', () => {
    expect(splitFilter('promotions', byCategory)).toEqual({ category: 'promotions' });
    expect(splitFilter('spl_customers', byCategory)).toEqual({ inboxSplitId: 'spl_customers' });
  });
});
