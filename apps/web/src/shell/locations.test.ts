import { describe, expect, it } from 'vitest';
import { locationFromPath, pathOf, pathOfCommandTarget } from './locations';

describe('shell locations', () => {
  it('marks the sidebar entry of each list path, and Inbox for inbox splits, threads and search', () => {
    expect(locationFromPath('/starred')).toEqual({ kind: 'folder', folder: 'starred' });
    expect(locationFromPath('/all')).toEqual({ kind: 'folder', folder: 'all' });
    expect(locationFromPath('/channels/ch%201')).toEqual({ kind: 'channel', id: 'ch 1' });
    expect(locationFromPath('/labels/lb1')).toEqual({ kind: 'label', id: 'lb1' });
    expect(locationFromPath('/inbox/promotions')).toEqual({ kind: 'inbox' });
    expect(locationFromPath('/threads/t1')).toEqual({ kind: 'inbox' });
    expect(locationFromPath('/search')).toEqual({ kind: 'inbox' });
  });

  it('gives each entry its path, and reads it back', () => {
    for (const location of [
      { kind: 'inbox' },
      { kind: 'folder', folder: 'trash' },
      { kind: 'channel', id: 'c/1' },
      { kind: 'label', id: 'l 2' },
    ] as const) {
      expect(locationFromPath(pathOf(location))).toEqual(location);
    }
  });

  it('sends the command menu to the category inboxes by their slug and Primary to plain /inbox', () => {
    expect(pathOfCommandTarget({ type: 'category', category: 'primary' })).toBe('/inbox');
    expect(pathOfCommandTarget({ type: 'category', category: 'social' })).toBe('/inbox/social');
    expect(pathOfCommandTarget({ type: 'split', splitId: 'sp1' })).toBe('/inbox/sp1');
    expect(pathOfCommandTarget({ type: 'folder', folder: 'inbox' })).toBe('/inbox');
    expect(pathOfCommandTarget({ type: 'action', action: 'star' })).toBeNull();
  });
});
