import { describe, expect, it } from 'vitest';
import { type BrowsableChannel, filterChannels } from './filter-channels.js';

const channel = (id: string, name: string, is_public: boolean, isMember: boolean): BrowsableChannel => ({
  id,
  name,
  color: '#3e63dd',
  is_public,
  member_count: 3,
  isMember,
});

const channels = [
  channel('1', 'Support', true, true),
  channel('2', 'Sales', true, false),
  channel('3', 'Leadership', false, true),
  channel('4', 'Customer Success', true, false),
];

const ids = (list: BrowsableChannel[]) => list.map((c) => c.id);

describe("filterChannels ('All channels'; filters: name text, membership All/My/Other, type Any/Public/Private)", () => {
  it('shows every channel with no filter', () => {
    expect(ids(filterChannels(channels, { query: '', membership: 'all', type: 'any' }))).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
  });

  it('matches the name text case-insensitively, ignoring surrounding spaces', () => {
    expect(ids(filterChannels(channels, { query: '  SU ', membership: 'all', type: 'any' }))).toEqual([
      '1',
      '4',
    ]);
  });

  it('keeps my channels or the other ones', () => {
    expect(ids(filterChannels(channels, { query: '', membership: 'mine', type: 'any' }))).toEqual(['1', '3']);
    expect(ids(filterChannels(channels, { query: '', membership: 'other', type: 'any' }))).toEqual([
      '2',
      '4',
    ]);
  });

  it('keeps public or private channels', () => {
    expect(ids(filterChannels(channels, { query: '', membership: 'all', type: 'private' }))).toEqual(['3']);
    expect(ids(filterChannels(channels, { query: '', membership: 'all', type: 'public' }))).toEqual([
      '1',
      '2',
      '4',
    ]);
  });

  it('combines the filters', () => {
    expect(ids(filterChannels(channels, { query: 's', membership: 'other', type: 'public' }))).toEqual([
      '2',
      '4',
    ]);
    expect(filterChannels(channels, { query: 'zzz', membership: 'all', type: 'any' })).toEqual([]);
  });
});
