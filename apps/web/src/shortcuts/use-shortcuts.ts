import { createShortcutMatcher, SHORTCUTS, type ShortcutGroup } from '@switchboard/domain';
import { useEffect, useRef } from 'react';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

const platform = (): 'mac' | 'other' =>
  typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform) ? 'mac' : 'other';

/**
 * Listens for the spec's keyboard shortcuts of the given groups (the domain's table and matcher) and
 * calls `onShortcut` with the id of each one typed; the handler returns false to let the key through.
 * Keys typed into fields, and keys a component already handled, are left alone.
 */
export function useShortcuts(
  groups: readonly ShortcutGroup[],
  onShortcut: (id: string) => boolean | undefined,
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
      const id = matcher.handle({
        key: event.key,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        time: event.timeStamp,
      });
      if (id !== null && handler.current(id) !== false) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key]);
}
