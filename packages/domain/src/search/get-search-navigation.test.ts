import { describe, expect, it } from 'vitest';
import { getSearchNavigation } from './get-search-navigation.js';

const ctx = {
  channels: [
    { id: 'c1', name: 'Sales team' },
    { id: 'c2', name: 'support' },
  ],
  labels: [{ id: 'l1', name: 'Finance' }],
};

describe('getSearchNavigation: "a single token of the form is:/in:{folder}, channel:{name} or label:{name} navigates directly"', () => {
  it('navigates to a folder for is: and in:', () => {
    expect(getSearchNavigation('in:inbox', ctx)).toEqual({ kind: 'folder', folder: 'inbox' });
    expect(getSearchNavigation(' is:starred ', ctx)).toEqual({ kind: 'folder', folder: 'starred' });
    for (const folder of ['snoozed', 'sent', 'scheduled', 'spam', 'trash'] as const) {
      expect(getSearchNavigation(`in:${folder}`, ctx)).toEqual({ kind: 'folder', folder });
    }
  });

  it('"name match case-insensitive, quoted if it has spaces"', () => {
    expect(getSearchNavigation('channel:SUPPORT', ctx)).toEqual({ kind: 'channel', channelId: 'c2' });
    expect(getSearchNavigation('channel:"sales team"', ctx)).toEqual({ kind: 'channel', channelId: 'c1' });
    expect(getSearchNavigation('label:finance', ctx)).toEqual({ kind: 'label', labelId: 'l1' });
  });

  it('"anything else is a text search"', () => {
    expect(getSearchNavigation('is:unread', ctx)).toBeNull();
    expect(getSearchNavigation('in:read', ctx)).toBeNull();
    expect(getSearchNavigation('channel:unknown', ctx)).toBeNull();
    expect(getSearchNavigation('label:nope', ctx)).toBeNull();
    expect(getSearchNavigation('in:inbox budget', ctx)).toBeNull();
    expect(getSearchNavigation('-in:inbox', ctx)).toBeNull();
    expect(getSearchNavigation('from:bob', ctx)).toBeNull();
    expect(getSearchNavigation('in:', ctx)).toBeNull();
    expect(getSearchNavigation('budget', ctx)).toBeNull();
  });
});
