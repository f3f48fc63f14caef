import { describe, expect, it } from 'vitest';
import {
  EPOCH_ISO,
  hasNewActivity,
  lastOpenedValue,
  recordSplitOpened,
  shouldWriteLastOpened,
} from './split-indicator.js';

describe("split 'new' indicator", () => {
  it("shows when last activity is later than the split's last-opened time", () => {
    expect(hasNewActivity('2024-05-01T10:00:01Z', '2024-05-01T10:00:00Z')).toBe(true);
    expect(hasNewActivity('2024-05-01T10:00:00Z', '2024-05-01T10:00:00Z')).toBe(false);
    expect(hasNewActivity('2024-05-01T10:00:00Z', undefined)).toBe(true);
    expect(hasNewActivity(null, undefined)).toBe(false);
  });
});

describe('last-opened bookkeeping', () => {
  it('empty list stores epoch', () => {
    expect(lastOpenedValue([])).toBe(EPOCH_ISO);
    expect(EPOCH_ISO).toBe('1970-01-01T00:00:00.000Z');
  });
  it('stores the latest activity of the list', () => {
    expect(lastOpenedValue(['2024-05-01T10:00:00Z', '2024-05-03T10:00:00Z', '2024-05-02T10:00:00Z'])).toBe(
      '2024-05-03T10:00:00Z',
    );
  });
  it('only forward', () => {
    const stored = { primary: '2024-05-03T10:00:00Z' };
    expect(recordSplitOpened(stored, 'primary', '2024-05-02T10:00:00Z')).toBe(stored);
    expect(recordSplitOpened(stored, 'primary', '2024-05-04T10:00:00Z')).toEqual({
      primary: '2024-05-04T10:00:00Z',
    });
    expect(recordSplitOpened(stored, 's1', EPOCH_ISO)).toEqual({ ...stored, s1: EPOCH_ISO });
  });
  it('saved throttled 3 s', () => {
    expect(shouldWriteLastOpened(null, 0)).toBe(true);
    expect(shouldWriteLastOpened(1_000, 3_999)).toBe(false);
    expect(shouldWriteLastOpened(1_000, 4_000)).toBe(true);
  });
});
