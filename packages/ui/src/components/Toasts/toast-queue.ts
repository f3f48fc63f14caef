import type { toast as SonnerToast } from 'sonner';
import { afterNextPaint } from '../../primitives/after-next-paint';

/*
 * sonner loads with the toast region (`ToastRegion.tsx`, a lazy chunk: docs/ARCHITECTURE.md, "What /inbox
 * loads at start"). A toast shown before then waits here, under the id it was given, and appears once the
 * region is mounted: none is lost, and a dismissal before then takes it out of the queue.
 *
 * Once it is there, a toast still appears only after the next frame is painted: a toast comes with a change
 * the user made (an archive's row gone), and sonner renders its region synchronously (flushSync) when a toast
 * is added, which would otherwise be part of that change's frame (the app bench's `e`).
 */

type Toast = typeof SonnerToast;
export type ToastId = string | number;

let sonner: Toast | null = null;
/** Toasts waiting for the region, or (once it is there) for the next painted frame. */
const waiting = new Map<ToastId, (toast: Toast) => void>();
let flushing = false;
let counter = 0;

/** A fresh toast id (sonner takes ours, so a toast has its id before sonner is there). */
export function nextToastId(): string {
  counter += 1;
  return `switchboard-toast-${counter}`;
}

/**
 * Shows toast `id` after the next painted frame once the region is mounted (at once when it mounts, if it
 * is not yet); a toast of the same id waiting is replaced.
 */
export function showWhenReady(id: ToastId, show: (toast: Toast) => void): ToastId {
  waiting.delete(id);
  waiting.set(id, show);
  if (sonner) flushAfterPaint();
  return id;
}

/** Closes toast `id` (every toast without one), shown or waiting. */
export function dismissWhenReady(id?: ToastId): void {
  if (id === undefined) waiting.clear();
  else waiting.delete(id);
  sonner?.dismiss(id);
}

/** The region is mounted: the toasts that waited are shown, in the order they came. */
export function toastRegionReady(toast: Toast): void {
  sonner = toast;
  flush();
}

function flush(): void {
  if (!sonner) return;
  const shows = [...waiting.values()];
  waiting.clear();
  for (const show of shows) show(sonner);
}

function flushAfterPaint(): void {
  if (flushing) return;
  flushing = true;
  void afterNextPaint().then(() => {
    flushing = false;
    flush();
  });
}
