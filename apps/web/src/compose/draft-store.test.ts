import { serializeDrafts } from '@switchboard/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blankDraft, DRAFTS_STORAGE_KEY } from './draft-store';

/** A tab's local storage and window: the store reads the one and listens to the other's storage events. */
function fakeTab() {
  const data = new Map<string, string>();
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  const target = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', target);
  return { data, target };
}

async function freshStore() {
  vi.resetModules();
  return (await import('./draft-store')).draftStore;
}

describe('the local draft store', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('saves a draft under version 1 and deletes it once it is empty again', async () => {
    const tab = fakeTab();
    const store = await freshStore();
    const draft = { ...blankDraft({ origin: 'new_thread' }), title: 'Lunch' };
    store.save(draft);
    expect(JSON.parse(tab.data.get(DRAFTS_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: 1,
      drafts: { [draft.id]: { title: 'Lunch' } },
    });
    store.save({ ...draft, title: ' ' });
    expect(store.get(draft.id)).toBeNull();
    expect(store.all()).toEqual([]);
  });

  it('reads what another tab stored, and tells its listeners', async () => {
    const tab = fakeTab();
    const store = await freshStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const other = { ...blankDraft({ origin: 'new_thread' }), content: '<p>From the other tab</p>' };
    tab.data.set(DRAFTS_STORAGE_KEY, serializeDrafts({ [other.id]: other }));
    const event = Object.assign(new Event('storage'), { key: DRAFTS_STORAGE_KEY });
    tab.target.dispatchEvent(event);
    expect(listener).toHaveBeenCalled();
    expect(store.get(other.id)?.content).toBe('<p>From the other tab</p>');
  });

  it('lists drafts by last update, newest first', async () => {
    fakeTab();
    const store = await freshStore();
    const first = { ...blankDraft({ origin: 'new_thread' }), title: 'First' };
    const second = { ...blankDraft({ origin: 'new_thread' }), title: 'Second' };
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    store.save(first);
    vi.setSystemTime(new Date('2026-05-01T11:00:00Z'));
    store.save(second);
    vi.useRealTimers();
    expect(store.all().map((d) => d.title)).toEqual(['Second', 'First']);
  });
});
