import { describe, expect, it } from 'vitest';
import { FREE_HISTORY_LIMIT_DAYS, historyCutoff, isBeyondHistoryLimit } from './history-limits.js';

const now = new Date('2024-05-31T00:00:00Z');

describe('history limits', () => {
  it('free plan history: 90-day search, 30-day channel, 30-day team comments', () => {
    expect(FREE_HISTORY_LIMIT_DAYS).toEqual({ search: 90, channel: 30, private_comments: 30 });
    expect(historyCutoff('search', { now, isPaying: false })?.toISOString()).toBe('2024-03-02T00:00:00.000Z');
    expect(historyCutoff('channel', { now, isPaying: false })?.toISOString()).toBe(
      '2024-05-01T00:00:00.000Z',
    );
  });
  it('premium has no limit', () => {
    expect(historyCutoff('search', { now, isPaying: true })).toBeNull();
    expect(isBeyondHistoryLimit('2000-01-01T00:00:00Z', 'search', { now, isPaying: true })).toBe(false);
  });
  it('older items are blurred behind an upgrade banner', () => {
    expect(isBeyondHistoryLimit('2024-04-30T23:59:59Z', 'private_comments', { now, isPaying: false })).toBe(
      true,
    );
    expect(isBeyondHistoryLimit('2024-05-01T00:00:00Z', 'private_comments', { now, isPaying: false })).toBe(
      false,
    );
  });
});
