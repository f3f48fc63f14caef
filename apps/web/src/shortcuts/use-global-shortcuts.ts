import { GO_TO_PATHS } from '../shell/locations';
import { useShortcuts } from './use-shortcuts';

export interface GlobalShortcutActions {
  /** Goes to a path (the g-chords); false when that screen does not exist yet. */
  go: (path: string) => boolean;
  /** `?`: the shortcuts dialog. */
  openShortcuts: () => void;
  /** `c`: the composer; false when there is none yet (the key is left alone). */
  compose: () => boolean;
  /** `mod+comma`: the settings; false when there are none yet. */
  settings: () => boolean;
}

/**
 * The global keys of doc 2 that the shell owns: every g-chord, ?, c and mod+comma. The search box
 * binds '/', the command menu mod+k, and the lists undo (z, mod+z); those ids pass through here.
 */
export function useGlobalShortcuts(actions: GlobalShortcutActions) {
  useShortcuts(
    // The list keys are known too (and passed on): a list's own chords (g g, g p, g n) then match as
    // themselves, so the key after them is not taken for a g-chord's second key (g g then b snoozes,
    // it does not go to Snoozed).
    ['global', 'lists'],
    (id) => {
      const path = GO_TO_PATHS[id];
      if (path) return actions.go(path);
      if (id === 'shortcuts') {
        actions.openShortcuts();
        return true;
      }
      if (id === 'compose') return actions.compose();
      if (id === 'settings') return actions.settings();
      return false;
    },
    { first: true },
  );
}
