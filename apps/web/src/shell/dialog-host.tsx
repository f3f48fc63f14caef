import { type ReactNode, useSyncExternalStore } from 'react';

/** Renders a dialog; `close` removes it from the host. */
export type DialogRender = (close: () => void) => ReactNode;

let current: { key: number; render: DialogRender } | null = null;
let nextKey = 0;
const listeners = new Set<() => void>();
const publish = () => {
  for (const listener of listeners) listener();
};

/** Shows a dialog in the app's one dialog host (replacing any other). */
export function openDialog(render: DialogRender) {
  nextKey += 1;
  current = { key: nextKey, render };
  publish();
}

/** Closes the dialog the host shows, if any. */
export function closeDialog() {
  if (current === null) return;
  current = null;
  publish();
}

/** Whether a dialog is shown now (global keys stay quiet meanwhile). */
export function isDialogOpen(): boolean {
  return current !== null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The app's one dialog host (spec doc 1 "A global toast area and a dialog host exist"). */
export function DialogHost() {
  const dialog = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  if (!dialog) return null;
  return <DialogSlot key={dialog.key} render={dialog.render} />;
}

function DialogSlot({ render }: { render: DialogRender }) {
  return <>{render(closeDialog)}</>;
}
