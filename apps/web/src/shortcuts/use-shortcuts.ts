import { createShortcutMatcher, SHORTCUTS, type ShortcutGroup } from '@switchboard/domain';
import { shortcutKeyOf } from '@switchboard/ui';
import { useEffect, useRef } from 'react';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function inOverlay(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null
  );
}

const platform = (): 'mac' | 'other' =>
  typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform) ? 'mac' : 'other';

/**
 * Listens for the spec's keyboard shortcuts of the given groups (the domain's table and matcher) and
 * calls `onShortcut` with the id of each one typed; the handler returns false to let the key through.
 * Keys typed into fields, and keys a component already handled, are left alone. With `first`, the keys
 * are heard before any component (window, capture phase) and a handled one goes no further: the global
 * chords win over a focused list's own keys (`g b` is Go to Snoozed, never `b` for snooze).
 */
export function useShortcuts(
  groups: readonly ShortcutGroup[],
  onShortcut: (id: string) => boolean | undefined,
  { first = false }: { first?: boolean } = {},
) {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;
  const key = groups.join(',');

  useEffect(() => {
    const wanted = new Set(key.split(','));
    const matcher = createShortcutMatcher(
      SHORTCUTS.filter((shortcut) => wanted.has(shortcut.group)),
      { platform: platform() },
    );
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || isTyping(event.target)) return;
      // Heard first, the keys of an open overlay (a menu's type-ahead, a dialog) stay the overlay's.
      if (first && inOverlay(event.target)) return;
      const id = matcher.handle(shortcutKeyOf(event));
      if (id !== null && handler.current(id) !== false) {
        event.preventDefault();
        if (first) event.stopPropagation();
      }
    };
    const target: EventTarget = first ? window : document;
    const listener = onKeyDown as EventListener;
    target.addEventListener('keydown', listener, first);
    return () => target.removeEventListener('keydown', listener, first);
  }, [key, first]);
}
