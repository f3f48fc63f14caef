import { type Draft, parseStoredDrafts, serializeDrafts } from '@switchboard/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blankDraft,
  createDraftStore,
  DRAFTS_STORAGE_KEY,
  type DraftsReader,
  serializeStoredDrafts,
} from './draft-store';

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
  return { data, storage, target };
}

async function freshStore() {
  vi.resetModules();
  const store = (await import('./draft-store')).draftStore;
  await store.load();
  return store;
}

const draft = (title: string, content = `<p>${title}</p>`): Draft => ({
  ...blankDraft({ origin: 'new_thread' }),
  title,
  content,
});

/** A store whose reader arrives when the test says (the lazy chunk of zod and the draft schema). */
function storeWithSlowReader(tab: ReturnType<typeof fakeTab>) {
  let arrive: (reader: DraftsReader) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const loadReader = vi.fn(
    () =>
      new Promise<DraftsReader>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const store = createDraftStore({ storage: () => tab.storage, events: tab.target, loadReader });
  return { store, loadReader, arrive: () => arrive(parseStoredDrafts), fail: (e: Error) => fail(e) };
}

const storedTitles = (tab: ReturnType<typeof fakeTab>) =>
  Object.values(parseStoredDrafts(tab.data.get(DRAFTS_STORAGE_KEY) ?? null))
    .map((d) => d.title)
    .sort();
/** The titles of the drafts the store holds now, sorted (null before its read). */
const heldTitles = (store: { all(): { title: string }[] | null }) =>
  store
    .all()
    ?.map((d) => d.title)
    .sort();

describe('the local draft store', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('saves a draft under version 1 and deletes it once it is empty again', async () => {
    const tab = fakeTab();
    const store = await freshStore();
    const saved = draft('Lunch');
    store.save(saved);
    expect(JSON.parse(tab.data.get(DRAFTS_STORAGE_KEY) ?? '{}')).toMatchObject({
      version: 1,
      drafts: { [saved.id]: { title: 'Lunch' } },
    });
    store.save({ ...saved, title: ' ', content: '' });
    expect(store.get(saved.id)).toBeNull();
    expect(store.all()).toEqual([]);
  });

  it('writes what the domain writes (its serializeDrafts sits beside the zod schema, off the startup path)', () => {
    const one = draft('One');
    expect(serializeStoredDrafts({ [one.id]: one })).toBe(serializeDrafts({ [one.id]: one }));
  });

  it('reads what another tab stored, and tells its listeners', async () => {
    const tab = fakeTab();
    const store = await freshStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const other = draft('Other', '<p>From the other tab</p>');
    tab.data.set(DRAFTS_STORAGE_KEY, serializeDrafts({ [other.id]: other }));
    const event = Object.assign(new Event('storage'), { key: DRAFTS_STORAGE_KEY });
    tab.target.dispatchEvent(event);
    expect(listener).toHaveBeenCalled();
    expect(store.get(other.id)?.content).toBe('<p>From the other tab</p>');
  });

  it('lists drafts by last update, newest first', async () => {
    fakeTab();
    const store = await freshStore();
    const first = draft('First');
    const second = draft('Second');
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    store.save(first);
    vi.setSystemTime(new Date('2026-05-01T11:00:00Z'));
    store.save(second);
    vi.useRealTimers();
    expect(store.all()?.map((d) => d.title)).toEqual(['Second', 'First']);
  });
});

describe('the draft store before its reader has arrived', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('gives no draft count until the stored drafts are read, then all of them', async () => {
    const tab = fakeTab();
    const stored = [draft('Stored one'), draft('Stored two')];
    tab.data.set(DRAFTS_STORAGE_KEY, serializeDrafts(Object.fromEntries(stored.map((d) => [d.id, d]))));
    const slow = storeWithSlowReader(tab);
    const listener = vi.fn();
    slow.store.subscribe(listener);
    const loaded = slow.store.load();
    slow.store.save(draft('Typed at once'));
    // Not 1 (the early save alone) nor 0: not known yet.
    expect(slow.store.all()).toBeNull();
    expect(slow.store.isLoaded()).toBe(false);
    slow.arrive();
    await loaded;
    expect(slow.store.isLoaded()).toBe(true);
    expect(slow.store.all()).toHaveLength(3);
    expect(listener).toHaveBeenCalled();
  });

  it('keeps a draft saved before the read, in storage at once and beside the stored drafts after it', async () => {
    const tab = fakeTab();
    const old = draft('Stored');
    tab.data.set(DRAFTS_STORAGE_KEY, serializeDrafts({ [old.id]: old }));
    const slow = storeWithSlowReader(tab);
    const loaded = slow.store.load();
    const early = draft('Typed at once');
    slow.store.save(early);
    expect(slow.store.get(early.id)?.title).toBe('Typed at once');
    // Written at once (a tab closed now keeps it), without dropping the stored draft it has not read yet.
    expect(storedTitles(tab)).toEqual(['Stored', 'Typed at once']);
    slow.arrive();
    await loaded;
    expect(heldTitles(slow.store)).toEqual(['Stored', 'Typed at once']);
    expect(storedTitles(tab)).toEqual(['Stored', 'Typed at once']);
  });

  it('lets a change or deletion made before the read win over the stored draft', async () => {
    const tab = fakeTab();
    const edited = draft('Before');
    const deleted = draft('Deleted');
    tab.data.set(DRAFTS_STORAGE_KEY, serializeDrafts({ [edited.id]: edited, [deleted.id]: deleted }));
    const slow = storeWithSlowReader(tab);
    const loaded = slow.store.load();
    slow.store.save({ ...edited, title: 'After' });
    slow.store.remove(deleted.id);
    slow.arrive();
    await loaded;
    expect(slow.store.get(edited.id)?.title).toBe('After');
    expect(slow.store.get(deleted.id)).toBeNull();
    expect(storedTitles(tab)).toEqual(['After']);
  });

  it("keeps an early save that another tab's write dropped from storage before the read", async () => {
    const tab = fakeTab();
    const slow = storeWithSlowReader(tab);
    const loaded = slow.store.load();
    const early = draft('Mine');
    slow.store.save(early);
    // The other tab read the drafts before this save and writes its own set.
    const theirs = draft('Theirs');
    tab.data.set(DRAFTS_STORAGE_KEY, serializeDrafts({ [theirs.id]: theirs }));
    tab.target.dispatchEvent(Object.assign(new Event('storage'), { key: DRAFTS_STORAGE_KEY }));
    slow.arrive();
    await loaded;
    expect(heldTitles(slow.store)).toEqual(['Mine', 'Theirs']);
    expect(storedTitles(tab)).toEqual(['Mine', 'Theirs']);
  });

  it('drops a broken stored draft at the read, and reads again after a failed load', async () => {
    const tab = fakeTab();
    const good = draft('Good');
    tab.data.set(
      DRAFTS_STORAGE_KEY,
      JSON.stringify({ version: 1, drafts: { [good.id]: good, broken: { id: 'broken', title: 3 } } }),
    );
    const slow = storeWithSlowReader(tab);
    const first = slow.store.load();
    slow.fail(new Error('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow('Failed to fetch');
    expect(slow.store.isLoaded()).toBe(false);
    const second = slow.store.load();
    expect(slow.loadReader).toHaveBeenCalledTimes(2);
    slow.arrive();
    await second;
    expect(slow.store.all()?.map((d) => d.title)).toEqual(['Good']);
  });
});
