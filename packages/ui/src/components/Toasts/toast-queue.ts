import type { toast as SonnerToast } from 'sonner';

/*
 * sonner loads with the toast region (`ToastRegion.tsx`, a lazy chunk: docs/ARCHITECTURE.md, "What /inbox
 * loads at start"). A toast shown before then waits here, under the id it was given, and appears once the
 * region is mounted: none is lost, and a dismissal before then takes it out of the queue.
 */

type Toast = typeof SonnerToast;
export type ToastId = string | number;

let sonner: Toast | null = null;
const waiting = new Map<ToastId, (toast: Toast) => void>();
let counter = 0;

/** A fresh toast id (sonner takes ours, so a toast has its id before sonner is there). */
export function nextToastId(): string {
  counter += 1;
  return `switchboard-toast-${counter}`;
}

/** Shows toast `id` now, or once the region is mounted; a toast of the same id waiting is replaced. */
export function showWhenReady(id: ToastId, show: (toast: Toast) => void): ToastId {
  if (sonner) show(sonner);
  else {
    waiting.delete(id);
    waiting.set(id, show);
  }
  return id;
}

/** Closes toast `id` (every toast without one), shown or waiting. */
export function dismissWhenReady(id?: ToastId): void {
  if (sonner) sonner.dismiss(id);
  else if (id === undefined) waiting.clear();
  else waiting.delete(id);
}

/** The region is mounted: the toasts that waited are shown, in the order they came. */
export function toastRegionReady(toast: Toast): void {
  sonner = toast;
  const shows = [...waiting.values()];
  waiting.clear();
  for (const show of shows) show(toast);
}
