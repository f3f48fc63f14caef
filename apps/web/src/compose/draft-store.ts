import {
  DRAFTS_STORAGE_VERSION,
  type Draft,
  type DraftOrigin,
  draftId,
  isDraftEmpty,
  sortDraftsByUpdate,
} from '@switchboard/domain';
import { use, useSyncExternalStore } from 'react';

/** Where the drafts live: this browser's local storage (version 1), shared by its tabs. */
export const DRAFTS_STORAGE_KEY = 'switchboard.drafts';

type Listener = () => void;
/** The domain's `parseStoredDrafts`: every stored draft checked with `DraftSchema`, the broken ones dropped. */
export type DraftsReader = (text: string | null) => Record<string, Draft>;
type Backing = Pick<Storage, 'getItem' | 'setItem'>;

/** The drafts of this browser: saved on every change, deleted when empty, shared between tabs. */
export interface DraftStore {
  /** A draft by id; before the stored drafts are read, only one saved in this tab since it started. */
  get(id: string): Draft | null;
  /** Every draft, newest update first; null until the stored drafts are read (their count is not known). */
  all(): Draft[] | null;
  isLoaded(): boolean;
  /** Reads the stored drafts (once; again after a failure); resolves when `all()` has them. */
  load(): Promise<void>;
  /** Saves a draft (with a fresh `updatedAt`); an empty draft is deleted instead. */
  save(draft: Draft): void;
  remove(id: string): void;
  subscribe(listener: Listener): () => void;
}

/** The stored text of a set of drafts (the domain's `serializeDrafts`, which sits beside the zod schema). */
export function serializeStoredDrafts(drafts: Readonly<Record<string, unknown>>): string {
  return JSON.stringify({ version: DRAFTS_STORAGE_VERSION, drafts });
}

/** The stored drafts as they are, unchecked (version 1 only, like the reader): for a change made before it. */
function uncheckedStoredDrafts(text: string | null): Record<string, unknown> {
  if (text === null) return {};
  try {
    const json: unknown = JSON.parse(text);
    if (typeof json !== 'object' || json === null || !('version' in json) || !('drafts' in json)) return {};
    const { version, drafts } = json;
    if (version !== DRAFTS_STORAGE_VERSION) return {};
    if (typeof drafts !== 'object' || drafts === null || Array.isArray(drafts)) return {};
    return { ...drafts };
  } catch {
    return {};
  }
}

/**
 * The draft store. Its reader (zod and the domain's draft schema, ~30 KB gzip) is not on /inbox's startup
 * path (issue 17): `load()` fetches it, on idle after the first rows or when a screen needs the drafts
 * (their hooks suspend until then, the routes that show drafts wait for it in their loaders). A change made
 * before that is written at once into what is stored, beside the other drafts kept as they are, and kept
 * in memory until the read, where it wins over what is stored (another tab may have written meanwhile).
 */
export function createDraftStore(options: {
  storage: () => Backing | null;
  loadReader: () => Promise<DraftsReader>;
  /** Where another tab's change is heard (`storage` events). */
  events?: EventTarget | null;
}): DraftStore {
  let reader: DraftsReader | null = null;
  let drafts: Record<string, Draft> = {};
  let sorted: Draft[] | null = null;
  /** Changes made before the stored drafts were read: the saved draft, or null for a deletion. */
  const early = new Map<string, Draft | null>();
  let loading: Promise<void> | null = null;
  const listeners = new Set<Listener>();

  const applyEarly = <T>(into: Record<string, T | Draft>) => {
    for (const [id, draft] of early) {
      if (draft) into[id] = draft;
      else delete into[id];
    }
    return into;
  };

  function readStored(read: DraftsReader): Record<string, Draft> {
    try {
      return read(options.storage()?.getItem(DRAFTS_STORAGE_KEY) ?? null);
    } catch (error) {
      // Local storage failures are logged and defaults used.
      console.error(error);
      return {};
    }
  }

  function emit() {
    sorted = reader ? sortDraftsByUpdate(Object.values(drafts)) : null;
    for (const listener of listeners) listener();
  }

  function write() {
    try {
      const storage = options.storage();
      if (storage) {
        const text = reader
          ? serializeStoredDrafts(drafts)
          : serializeStoredDrafts(applyEarly(uncheckedStoredDrafts(storage.getItem(DRAFTS_STORAGE_KEY))));
        storage.setItem(DRAFTS_STORAGE_KEY, text);
      }
    } catch (error) {
      console.error(error);
    }
    emit();
  }

  function remove(id: string) {
    if (reader) {
      if (!drafts[id]) return;
    } else early.set(id, null);
    const { [id]: _gone, ...rest } = drafts;
    drafts = rest;
    write();
  }

  options.events?.addEventListener('storage', (event) => {
    const key = (event as StorageEvent).key;
    if (key !== DRAFTS_STORAGE_KEY && key !== null) return;
    // Before the read there is nothing to update: the read takes what is stored then.
    if (!reader) return;
    drafts = readStored(reader);
    emit();
  });

  return {
    get: (id) => drafts[id] ?? null,
    all: () => sorted,
    isLoaded: () => reader !== null,
    load() {
      loading ??= options.loadReader().then(
        (read) => {
          const changed = early.size > 0;
          drafts = applyEarly(readStored(read));
          early.clear();
          reader = read;
          // The early changes were written unchecked beside the others: write the checked set once.
          if (changed) write();
          else emit();
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    save(draft) {
      if (isDraftEmpty(draft)) {
        remove(draft.id);
        return;
      }
      const saved = { ...draft, updatedAt: new Date().toISOString() };
      if (!reader) early.set(draft.id, saved);
      drafts = { ...drafts, [draft.id]: saved };
      write();
    },
    remove,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** This browser's drafts (local storage, shared by its tabs). */
export const draftStore: DraftStore = createDraftStore({
  storage: () => (typeof localStorage === 'undefined' ? null : localStorage),
  events: typeof window === 'undefined' ? null : window,
  loadReader: () => import('./stored-drafts').then((module) => module.parseStoredDrafts),
});

/** Suspends until the stored drafts are read (a failed load goes to the nearest error boundary). */
export function useLoadedDrafts(): void {
  if (!draftStore.isLoaded()) use(draftStore.load());
}

const noDrafts: Draft[] = [];

/** Every draft, newest update first; re-renders when one changes (in this tab or another). Suspends until read. */
export function useDrafts(): Draft[] {
  useLoadedDrafts();
  return useSyncExternalStore(draftStore.subscribe, draftStore.all, draftStore.all) ?? noDrafts;
}

/** One draft by id, or null. Suspends until the stored drafts are read. */
export function useStoredDraft(id: string): Draft | null {
  useLoadedDrafts();
  return useStoredDraftSoFar(id);
}

/** One draft by id, or null, without waiting: before the read, only a draft saved in this tab since it started. */
export function useStoredDraftSoFar(id: string): Draft | null {
  return useSyncExternalStore(
    draftStore.subscribe,
    () => draftStore.get(id),
    () => draftStore.get(id),
  );
}

/** A new, empty draft. */
export function blankDraft(input: {
  id?: string;
  origin: DraftOrigin;
  threadId?: string | null;
  messageId?: string | null;
  channelId?: string | null;
  title?: string;
  recipients?: Draft['recipients'];
}): Draft {
  return {
    id: input.id ?? draftId('new_thread', crypto.randomUUID()),
    origin: input.origin,
    threadId: input.threadId ?? null,
    messageId: input.messageId ?? null,
    channelId: input.channelId ?? null,
    title: input.title ?? '',
    content: '',
    recipients: input.recipients ?? { to: [], cc: [], bcc: [] },
    stagedAttachments: [],
    committedAttachments: [],
    updatedAt: new Date().toISOString(),
    signatureButtonPressed: false,
  };
}
