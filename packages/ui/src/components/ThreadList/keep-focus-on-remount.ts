import { type RefObject, useLayoutEffect, useRef } from 'react';

/** How long the item waits to be committed by the new list before the focus is left where it is. */
const ITEM_COMMIT_WAIT_MS = 2000;

/**
 * A react-aria collection inside `container` remounts whenever `version` changes (drag and drop hooks
 * cannot come to a mounted list): the item that had the focus (react-aria's `data-key`) gets it back once
 * the new list has committed it, unless the focus went elsewhere meanwhile.
 */
export function useFocusKeptOnRemount(container: RefObject<HTMLElement | null>, version: unknown): void {
  const rendered = useRef(version);
  const focusedKey = useRef<string | null>(null);
  if (rendered.current !== version) {
    // Read before the commit takes the focused item away (the old list is still in the document).
    rendered.current = version;
    const active = document.activeElement;
    const item = active && container.current?.contains(active) ? active.closest('[data-key]') : null;
    focusedKey.current = item?.getAttribute('data-key') ?? null;
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each remount (`version`); the container is a ref.
  useLayoutEffect(() => {
    const key = focusedKey.current;
    focusedKey.current = null;
    if (key === null) return;
    let frame = 0;
    const started = performance.now();
    const focus = () => {
      const active = document.activeElement;
      if (active && active !== document.body && !container.current?.contains(active)) return;
      const item = container.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
      if (item) {
        if (active !== item) item.focus({ preventScroll: true });
      } else if (performance.now() - started < ITEM_COMMIT_WAIT_MS) {
        frame = requestAnimationFrame(focus);
      }
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [version]);
}
