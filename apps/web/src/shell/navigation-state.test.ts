import { describe, expect, it } from 'vitest';
import {
  createNavigationRestore,
  pageWasReloaded,
  readNavigationState,
  writeNavigationState,
} from './navigation-state';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const navigation = (type: string) => ({
  getEntriesByType: () => [{ type }] as unknown as PerformanceEntryList,
});

describe('navigation state', () => {
  it('saves each part without losing the others, and reads back what was saved', () => {
    const storage = memory();
    expect(readNavigationState(storage)).toBeNull();
    writeNavigationState({ sidebarTab: 'folders' }, storage);
    writeNavigationState({ labelsExpanded: false }, storage);
    writeNavigationState({ list: { href: '/inbox?page=p2', threadId: 't-7' } }, storage);
    expect(readNavigationState(storage)).toEqual({
      sidebarTab: 'folders',
      labelsExpanded: false,
      list: { href: '/inbox?page=p2', threadId: 't-7' },
    });
  });

  it('reads broken or foreign storage as nothing saved, or as the defaults', () => {
    const storage = memory();
    storage.setItem('switchboard.navigation', '{oops');
    expect(readNavigationState(storage)).toBeNull();
    storage.setItem('switchboard.navigation', JSON.stringify({ sidebarTab: 'x', list: { href: 3 } }));
    expect(readNavigationState(storage)).toEqual({ sidebarTab: 'inbox', labelsExpanded: true, list: null });
  });

  it('tells a reload from any other way in', () => {
    expect(pageWasReloaded(navigation('reload'))).toBe(true);
    expect(pageWasReloaded(navigation('navigate'))).toBe(false);
    expect(pageWasReloaded(navigation('back_forward'))).toBe(false);
    expect(pageWasReloaded({ getEntriesByType: () => [] })).toBe(false);
  });

  it('gives the list its row back once, and only for the same list', () => {
    const saved = {
      sidebarTab: 'folders',
      labelsExpanded: false,
      list: { href: '/starred', threadId: 't-3' },
    } as const;
    const restore = createNavigationRestore(saved, '/starred');
    expect(restore.sidebarTab).toBe('folders');
    expect(restore.labelsExpanded).toBe(false);
    expect(restore.takeListCursor('/starred')).toBe('t-3');
    // Back on the same list later by navigating inside the app: not restored again.
    expect(restore.takeListCursor('/starred')).toBeNull();
    // After a reload on another list than the saved one: nothing.
    expect(createNavigationRestore(saved, '/inbox').takeListCursor('/inbox')).toBeNull();
    // After a reload on a thread, the list reached from there is not restored either.
    expect(createNavigationRestore(saved, '/threads/t-3').takeListCursor('/starred')).toBeNull();
  });

  it('restores nothing when the page was not reloaded', () => {
    const restore = createNavigationRestore(null, '/inbox');
    expect(restore.sidebarTab).toBeNull();
    expect(restore.labelsExpanded).toBeNull();
    expect(restore.takeListCursor('/inbox')).toBeNull();
  });
});
