import { useEffect, useSyncExternalStore } from 'react';

/** The kit's drag and drop code (drag-and-drop-code.tsx), once loaded. */
export type DragAndDropCode = typeof import('./drag-and-drop-code');

let code: DragAndDropCode | null = null;
let loading: Promise<DragAndDropCode> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the drag and drop code (once; a failed load is tried again by the next call). The lists that drag
 * or take drops (ThreadList, Sidebar, SplitTabs) call it after they have painted; an app may call it
 * sooner (on idle) so that it is there before the first drag.
 */
export function loadDragAndDrop(): Promise<DragAndDropCode> {
  loading ??= import('./drag-and-drop-code').then(
    (loaded) => {
      code = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The drag and drop code once it is loaded, else null (the component renders without drag and drop until
 * then). With `wanted`, the first mount asks for it once the browser is idle after the paint: a list's
 * first rows never wait for it, and a drag starts well after it is there.
 */
export function useDragAndDropCode(wanted: boolean): DragAndDropCode | null {
  const loaded = useSyncExternalStore(
    subscribe,
    () => code,
    () => null,
  );
  useEffect(() => {
    if (!wanted || code) return;
    const load = () => {
      // A failure (offline without the service worker's copy, a deploy in between) leaves the list without
      // drag and drop; the next list that mounts tries again.
      loadDragAndDrop().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(load, 0);
    return () => window.clearTimeout(handle);
  }, [wanted]);
  return loaded;
}

/** A busy page still loads the drag and drop code within this time after the first paint. */
const IDLE_TIMEOUT_MS = 1000;
