import { describe, expect, it } from 'vitest';
import { searchDestination } from './search-destination';

const context = {
  channels: [{ id: 'ch1', name: 'Sales team' }],
  labels: [{ id: 'lb1', name: 'Finance' }],
};

describe('search destination', () => {
  it('opens a folder, a channel or a label named by a single token (names case-insensitive, quoted)', () => {
    expect(searchDestination('in:trash', context)).toBe('/trash');
    expect(searchDestination('is:starred', context)).toBe('/starred');
    expect(searchDestination('in:inbox', context)).toBe('/inbox');
    expect(searchDestination('channel:"sales TEAM"', context)).toBe('/channels/ch1');
    expect(searchDestination(' label:finance ', context)).toBe('/labels/lb1');
  });

  it('searches for anything else: text, several tokens, unread, an unknown name', () => {
    expect(searchDestination('invoice', context)).toBe('/search?query=invoice');
    expect(searchDestination('in:trash invoice', context)).toBe('/search?query=in%3Atrash+invoice');
    expect(searchDestination('is:unread', context)).toBe('/search?query=is%3Aunread');
    expect(searchDestination('label:nope', context)).toBe('/search?query=label%3Anope');
  });
});
