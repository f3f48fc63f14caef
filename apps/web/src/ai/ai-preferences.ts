import { useSyncExternalStore } from 'react';

/**
 * The AI helpers' device preferences (spec doc 2 section 10 "Local storage": AI chat visibility, default
 * hidden; AI quick-reply suggestions, default on, synchronised across tabs). Kept in local storage; a change
 * in another tab arrives through the `storage` event. The settings' AI options section toggles them with
 * the same hooks.
 */
function booleanPreference(key: string, fallback: boolean) {
  const listeners = new Set<() => void>();
  const read = (): boolean => {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? fallback : raw === 'true';
    } catch {
      return fallback;
    }
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };
  return {
    key,
    read,
    set(value: boolean) {
      try {
        localStorage.setItem(key, String(value));
      } catch (error) {
        console.error(error);
      }
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export const aiChatVisiblePreference = booleanPreference('switchboard.aiChatVisible', false);
export const quickRepliesPreference = booleanPreference('switchboard.aiQuickReplies', true);

type Preference = typeof aiChatVisiblePreference;

function usePreference(preference: Preference): [boolean, (value: boolean) => void] {
  const value = useSyncExternalStore(preference.subscribe, preference.read, preference.read);
  return [value, preference.set];
}

/** Whether the AI chat panel shows (default hidden). */
export const useAiChatVisible = () => usePreference(aiChatVisiblePreference);
/** Whether quick-reply suggestions show in the reply box (default on, synchronised across tabs). */
export const useQuickRepliesEnabled = () => usePreference(quickRepliesPreference);
