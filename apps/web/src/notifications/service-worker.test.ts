import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The service worker as the browser loads it (public/sw.js), run against a recorded `self`. */
const source = readFileSync(fileURLToPath(new URL('../../public/sw.js', import.meta.url)), 'utf8');

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: { postMessage: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }[]) {
  const listeners = new Map<string, Listener>();
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null), claim: vi.fn() },
    registration: { showNotification: vi.fn(async () => {}) },
  };
  new Function('self', source)(self);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { self, dispatch };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
});

describe('the service worker', () => {
  let page: { postMessage: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> };
  beforeEach(() => {
    page = { postMessage: vi.fn(), focus: vi.fn(async () => {}) };
  });

  it('shows a push as a notification tagged with its thread, and tells open pages', async () => {
    const { self, dispatch } = loadWorker([page]);
    const payload = { title: 'Bob Chen', body: 'Lunch — Noon?', thread_id: 'thr_1' };
    await dispatch('push', { data: pushData(payload) });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Bob Chen', {
      body: 'Lunch — Noon?',
      tag: 'thr_1',
      data: { thread_id: 'thr_1' },
      icon: '/favicon.svg',
    });
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'switchboard:push', payload });
  });

  it('shows nothing for a payload that is not the minimal shape', async () => {
    const { self, dispatch } = loadWorker([page]);
    await dispatch('push', { data: pushData({ title: 'x' }) });
    await dispatch('push', { data: { json: () => JSON.parse('not json') } });
    await dispatch('push', { data: null });
    expect(self.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a click opens the thread in the open page (its router navigates) and brings it to the front', async () => {
    const { self, dispatch } = loadWorker([page]);
    const close = vi.fn();
    await dispatch('notificationclick', { notification: { close, data: { thread_id: 'thr_9' } } });
    expect(close).toHaveBeenCalled();
    expect(page.postMessage).toHaveBeenCalledWith({ type: 'switchboard:open-thread', thread_id: 'thr_9' });
    expect(page.focus).toHaveBeenCalled();
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a click with no page open opens a window on the thread', async () => {
    const { self, dispatch } = loadWorker([]);
    await dispatch('notificationclick', { notification: { close: vi.fn(), data: { thread_id: 'thr 9' } } });
    expect(self.clients.openWindow).toHaveBeenCalledWith('/threads/thr%209');
  });

  it('claims the open pages when a page it does not control asks, and ignores any other message', async () => {
    const { self, dispatch } = loadWorker([page]);
    await dispatch('message', { data: { type: 'something-else' } });
    await dispatch('message', { data: null });
    expect(self.clients.claim).not.toHaveBeenCalled();
    await dispatch('message', { data: { type: 'switchboard:claim' } });
    expect(self.clients.claim).toHaveBeenCalledTimes(1);
  });
});
