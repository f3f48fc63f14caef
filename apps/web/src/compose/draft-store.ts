import {
  type Draft,
  type DraftOrigin,
  draftId,
  isDraftEmpty,
  parseStoredDrafts,
  serializeDrafts,
  sortDraftsByUpdate,
} from '@switchboard/domain';
import { useSyncExternalStore } from 'react';

/** Where the drafts live: this browser's local storage (version 1), shared by its tabs. */
export const DRAFTS_STORAGE_KEY = 'switchboard.drafts';

type Listener = () => void;

function read(): Record<string, Draft> {
  try {
    return parseStoredDrafts(localStorage.getItem(DRAFTS_STORAGE_KEY));
  } catch (error) {
    // Local storage failures are logged and defaults used.
    console.error(error);
    return {};
  }
}

let drafts: Record<string, Draft> = typeof localStorage === 'undefined' ? {} : read();
let sorted: Draft[] = sortDraftsByUpdate(Object.values(drafts));
const listeners = new Set<Listener>();

function emit() {
  sorted = sortDraftsByUpdate(Object.values(drafts));
  for (const listener of listeners) listener();
}

function write() {
  try {
    localStorage.setItem(DRAFTS_STORAGE_KEY, serializeDrafts(drafts));
  } catch (error) {
    console.error(error);
  }
  emit();
}

if (typeof window !== 'undefined') {
  // Another tab saved or deleted a draft.
  window.addEventListener('storage', (event) => {
    if (event.key !== DRAFTS_STORAGE_KEY && event.key !== null) return;
    drafts = read();
    emit();
  });
}

/** The drafts of this browser: saved on every change, deleted when empty, shared between tabs. */
export const draftStore = {
  get: (id: string): Draft | null => drafts[id] ?? null,
  all: (): Draft[] => sorted,
  /** Saves a draft (with a fresh `updatedAt`); an empty draft is deleted instead. */
  save(draft: Draft): void {
    if (isDraftEmpty(draft)) {
      if (drafts[draft.id]) this.remove(draft.id);
      return;
    }
    drafts = { ...drafts, [draft.id]: { ...draft, updatedAt: new Date().toISOString() } };
    write();
  },
  remove(id: string): void {
    if (!drafts[id]) return;
    const { [id]: _gone, ...rest } = drafts;
    drafts = rest;
    write();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Every draft, newest update first; re-renders when one changes (in this tab or another). */
export function useDrafts(): Draft[] {
  return useSyncExternalStore(draftStore.subscribe, draftStore.all, draftStore.all);
}

/** One draft by id, or null. */
export function useStoredDraft(id: string): Draft | null {
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
