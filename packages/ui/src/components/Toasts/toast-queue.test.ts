import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshQueue() {
  vi.resetModules();
  return await import('./toast-queue');
}

function fakeSonner() {
  const shown: string[] = [];
  const dismissed: unknown[] = [];
  const toast = {
    custom: (_render: unknown, options: { id: string }) => shown.push(options.id),
    dismiss: (id?: unknown) => dismissed.push(id),
  };
  return { shown, dismissed, toast: toast as never };
}

describe('toasts shown before the toast region has loaded', () => {
  let queue: Awaited<ReturnType<typeof freshQueue>>;
  beforeEach(async () => {
    queue = await freshQueue();
  });

  const show = (id: string) =>
    queue.showWhenReady(id, (toast) =>
      (toast as unknown as { custom: (r: null, o: { id: string }) => void }).custom(null, { id }),
    );

  it('wait, and appear in the order they came once it is there', () => {
    const sonner = fakeSonner();
    show('a');
    show('b');
    expect(sonner.shown).toEqual([]);
    queue.toastRegionReady(sonner.toast);
    expect(sonner.shown).toEqual(['a', 'b']);
  });

  it('once it is there, appear after the next frame is painted (not in the frame of the change they report)', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      const sonner = fakeSonner();
      queue.toastRegionReady(sonner.toast);
      show('c');
      show('d');
      queue.dismissWhenReady('d');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sonner.shown).toEqual([]);
      expect(frames).toHaveLength(1);
      // The frame: a message posted from it arrives after its paint.
      frames[0]?.(performance.now());
      await vi.waitFor(() => expect(sonner.shown).toEqual(['c']));
      expect(sonner.dismissed).toEqual(['d']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('never appear when dismissed first, and a toast of the same id replaces the waiting one', () => {
    const sonner = fakeSonner();
    show('a');
    show('error');
    show('b');
    show('error');
    queue.dismissWhenReady('a');
    queue.toastRegionReady(sonner.toast);
    expect(sonner.shown).toEqual(['b', 'error']);
    queue.dismissWhenReady('b');
    expect(sonner.dismissed).toEqual(['b']);
  });

  it('get ids of their own', () => {
    expect(queue.nextToastId()).not.toBe(queue.nextToastId());
  });
});
