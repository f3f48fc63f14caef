import { describe, expect, it } from 'vitest';
import { contactsPollInterval, inboxEventsPollInterval, labelsPollInterval } from './polling.js';

describe('polling', () => {
  const now = new Date('2024-05-01T10:00:00Z');
  it('contacts: fast (every 2 s) for a new account with empty results', () => {
    expect(contactsPollInterval({ accountCreation: '2024-05-01T09:45:00Z', now, contactCount: 0 })).toBe(
      2_000,
    );
  });
  it('switches to slow when the account is over 30 minutes old or contacts exist', () => {
    expect(contactsPollInterval({ accountCreation: '2024-05-01T09:29:00Z', now, contactCount: 0 })).toBe(
      300_000,
    );
    expect(contactsPollInterval({ accountCreation: '2024-05-01T09:59:00Z', now, contactCount: 3 })).toBe(
      300_000,
    );
  });
  it('labels every 15 s for the first 5 minutes then every 5 min', () => {
    expect(labelsPollInterval(0, 299_999)).toBe(15_000);
    expect(labelsPollInterval(0, 300_000)).toBe(300_000);
  });
  it('inbox events 10 s when the tab is visible, 500 ms while re-indexing or importing', () => {
    expect(inboxEventsPollInterval({ visible: true, reindexing: false })).toBe(10_000);
    expect(inboxEventsPollInterval({ visible: false, reindexing: true })).toBe(500);
    expect(inboxEventsPollInterval({ visible: false, reindexing: false })).toBe(false);
  });
});
