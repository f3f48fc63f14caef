import { useCallback, useSyncExternalStore } from 'react';

/** Local storage keys (spec doc 2: AI chat visibility default hidden, quick replies default on, synced across tabs). */
export const AI_QUICK_REPLIES_KEY = 'switchboard.ai.quickReplies';
export const AI_CHAT_VISIBLE_KEY = 'switchboard.ai.chatVisible';

const listeners = new Set<() => void>();
const publish = () => {
  for (const listener of listeners) listener();
};

function read(key: string, fallback: boolean): boolean {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : raw === 'true';
  } catch {
    return fallback;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's change arrives as a storage event: the setting is synchronised across tabs.
  const onStorage = (event: StorageEvent) => {
    if (event.key === AI_QUICK_REPLIES_KEY || event.key === AI_CHAT_VISIBLE_KEY || event.key === null)
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function usePreference(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key, fallback),
    () => fallback,
  );
  const set = useCallback(
    (next: boolean) => {
      try {
        localStorage.setItem(key, String(next));
      } catch {
        // Kept for this page only.
      }
      publish();
    },
    [key],
  );
  return [value, set];
}

/** Quick-reply suggestions on or off (default on). */
export const useQuickRepliesEnabled = () => usePreference(AI_QUICK_REPLIES_KEY, true);

/** Whether the AI chat panel shows (default hidden). */
export const useAiChatVisible = () => usePreference(AI_CHAT_VISIBLE_KEY, false);
