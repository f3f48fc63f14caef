import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('preloadWhenIdle', () => {
  it('loads in the background only once the user has left the keys for a second, one preload at a time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const page = new EventTarget();
    const idle: Array<() => void> = [];
    vi.stubGlobal(
      'window',
      Object.assign(page, {
        requestIdleCallback: (callback: () => void) => idle.push(callback),
        setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      }),
    );
    vi.stubGlobal('navigator', { onLine: true });
    const { preloadWhenIdle } = await import('./lazy');
    const loaded: string[] = [];
    const load = (name: string) => async () => {
      loaded.push(name);
    };
    const runIdle = () => {
      for (const callback of idle.splice(0)) callback();
    };

    preloadWhenIdle([load('composer'), load('command menu')]);
    page.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(400);
    runIdle();
    // A key 400 ms ago: the preload waits out the rest of the second, then for the browser's idle time.
    expect(loaded).toEqual([]);
    vi.advanceTimersByTime(599);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    page.dispatchEvent(new Event('pointerdown'));
    runIdle();
    expect(loaded).toEqual([]);
    vi.advanceTimersByTime(1000);
    runIdle();
    expect(loaded).toEqual(['composer']);
    // The next one after it, on the next idle time.
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    runIdle();
    expect(loaded).toEqual(['composer', 'command menu']);
  });
});
