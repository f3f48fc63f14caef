import { useEffect } from 'react';

let open = 0;

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (open === 0) return;
  // The browser shows its own leave warning; the text is the browser's.
  event.preventDefault();
  event.returnValue = '';
}

if (typeof window !== 'undefined') window.addEventListener('beforeunload', onBeforeUnload);

/** While `active` (a composer is open with something in it), leaving the page shows the browser's warning. */
export function useLeaveWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    open += 1;
    return () => {
      open -= 1;
    };
  }, [active]);
}
