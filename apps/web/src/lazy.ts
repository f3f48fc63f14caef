import {
  type ComponentProps,
  type ComponentType,
  createElement,
  lazy,
  type ReactNode,
  useState,
} from 'react';

// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint (any props).
type AnyComponent = ComponentType<any>;

/** A component loaded on first use, that can be asked to load sooner (`preload()`: on idle, on intent). */
export type PreloadableComponent<T extends AnyComponent> = ((props: ComponentProps<T>) => ReactNode) & {
  preload: () => Promise<T>;
};

/**
 * React.lazy for a named export, with `preload()`. Keeps /inbox's initial JavaScript small (issue 17): the
 * composer, the command menu, settings, onboarding and the dialogs load when first used, or on idle after the
 * first rows (`preloadWhenIdle`). Once loaded it renders at once, without suspending (React.lazy alone
 * suspends on its first render even when the code is there, which hides the nearest Suspense boundary's
 * content for a moment). A failed load is tried again on the next use (the chunk's error goes to the
 * route's error screen, which offers a reload; `vite:preloadError` reloads after a deploy).
 */
export function lazyComponent<T extends AnyComponent>(load: () => Promise<T>): PreloadableComponent<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at its top level, like React.lazy.
  function LazyComponent(props: ComponentProps<T>) {
    // Decided once per mount: switching from the lazy wrapper to the component would remount it.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Lazy, props);
  }
  return Object.assign(LazyComponent, { preload });
}

/** A module loaded on first use (for functions such as `openSplitInboxesDialog`), with the same retry. */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** How long after the last key or click the background preloads wait. */
const INPUT_QUIET_MS = 1000;
let lastInput = Number.NEGATIVE_INFINITY;
let watchingInput = false;

function watchInput(): void {
  if (watchingInput) return;
  watchingInput = true;
  const note = () => {
    lastInput = performance.now();
  };
  window.addEventListener('keydown', note, { capture: true, passive: true });
  window.addEventListener('pointerdown', note, { capture: true, passive: true });
}

/** Preloads in flight from `preloadWhenIdle` (their failures are not the user's). */
let backgroundPreloads = 0;

/**
 * A background preload that fails (offline, a deploy in between) must not make the app reload: main.tsx
 * reloads on `vite:preloadError` for a chunk the user asked for. Heard first (capture, at the window), the
 * failure is kept from it while a preload runs; the real use later loads again and reports its own failure.
 */
function keepPreloadErrorsQuiet(event: Event) {
  if (backgroundPreloads === 0) return;
  event.preventDefault();
  event.stopImmediatePropagation();
}

/**
 * Runs the preloads once the browser is idle after the first paint and the user has not pressed a key or
 * clicked for a second, one at a time, so the first press of c, mod+k or ? finds its code there. Offline
 * it waits for the connection; a failure is left for the real use to report.
 */
export function preloadWhenIdle(preloads: Array<() => Promise<unknown>>): () => void {
  let cancelled = false;
  watchInput();
  const whenIdle = (run: () => void) =>
    // No deadline: on a busy machine the preloads wait (the first use then loads on demand) rather than
    // take the main thread from the page (or from another tab of the app in the same renderer).
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => run())
      : window.setTimeout(run, 1000);
  // Nor while the user is at the keys: a chunk is evaluated in one task, and a j or an e pressed during
  // it waited for it (the app bench's first j / k presses after a start, 40-60 ms).
  const idle = (run: () => void) =>
    whenIdle(() => {
      const quietFor = performance.now() - lastInput;
      if (quietFor >= INPUT_QUIET_MS) run();
      else window.setTimeout(() => idle(run), INPUT_QUIET_MS - quietFor);
    });
  const next = (index: number) => {
    const preload = preloads[index];
    if (cancelled || !preload) return;
    if (!navigator.onLine) {
      window.addEventListener('online', () => next(index), { once: true });
      return;
    }
    idle(() => {
      if (cancelled) return;
      // The connection may have gone while the browser was busy: wait for it again.
      if (!navigator.onLine) {
        next(index);
        return;
      }
      if (backgroundPreloads === 0)
        window.addEventListener('vite:preloadError', keepPreloadErrorsQuiet, true);
      backgroundPreloads += 1;
      void preload()
        .catch(() => undefined)
        .then(() => {
          backgroundPreloads -= 1;
          if (backgroundPreloads === 0)
            window.removeEventListener('vite:preloadError', keepPreloadErrorsQuiet, true);
          next(index + 1);
        });
    });
  };
  next(0);
  return () => {
    cancelled = true;
  };
}
