/**
 * The bench page, built for production by `run.mjs`. Two modes:
 * - `?mode=list&rows=10000`: ThreadList with that many rows; `e` archives the row under the cursor at once
 *   (as the app's optimistic archive does), so the page times j, k and e.
 * - `?mode=floor`: an empty page with one focused element; a key does nothing there. Timed the same way,
 *   it is the floor: what "the next painted frame" costs when no work is done at all.
 * It records its own timings on `window.__bench` for the driver to read.
 */
import { Profiler, type ProfilerOnRenderCallback, StrictMode, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ThreadList } from '../src/components/ThreadList/ThreadList';
import { FIXTURE_NOW, manyRows } from '../src/components/ThreadRow/thread-row-fixtures';
import { ThemeProvider } from '../src/theme/ThemeProvider';

interface KeySample {
  key: string;
  /** keydown to the frame painted after it, in ms. */
  ms: number;
  /** For `e`: the archived row was gone from the page in that frame. */
  removedInFrame?: boolean;
  /** React commit time spent for this key (profiling builds only, else 0). */
  renderMs: number;
  /** What React did from the keydown to that frame (bench/work.mjs's counter, while it is on). */
  counts?: Record<string, number>;
}

declare global {
  interface Window {
    __bench: { mountMs?: number; samples: KeySample[]; renderMs: number; rows?: number };
    /** bench/work.mjs's render counter, installed before the page's scripts. */
    __work?: { on: boolean; counts: Record<string, number> };
  }
}

const countsNow = () => ({ ...window.__work?.counts });
const countsSince = (before: Record<string, number>) =>
  Object.fromEntries(Object.entries(countsNow()).map(([key, value]) => [key, value - (before[key] ?? 0)]));

const search = new URLSearchParams(location.search);
const MODE = search.get('mode') ?? 'list';
const ROWS = Number(search.get('rows') ?? 10_000);
window.__bench = { samples: [], renderMs: 0 };

// Time from a keydown to the next painted frame: the key handler runs (React renders synchronously for
// discrete events), then requestAnimationFrame, then a message posted from inside that frame arrives
// after the frame has been painted. For `e`, the frame's callback also checks whether the row under the
// cursor at the keydown is still on the page (it runs before that frame's paint).
window.addEventListener(
  'keydown',
  (event) => {
    if (event.key.length !== 1) return;
    const start = performance.now();
    const renderBefore = window.__bench.renderMs;
    const countsBefore = countsNow();
    const archived = event.key === 'e' ? document.activeElement?.getAttribute('data-thread-id') : null;
    requestAnimationFrame(() => {
      const removedInFrame = archived
        ? document.querySelector(`[data-thread-id="${CSS.escape(archived)}"]`) === null
        : undefined;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const ms = performance.now() - start;
        // The end of the key's frame, for a trace (bench/work.mjs's keyWork).
        performance.mark('bench:frame');
        window.__bench.samples.push({
          key: event.key,
          ms,
          removedInFrame,
          renderMs: window.__bench.renderMs - renderBefore,
          counts: countsSince(countsBefore),
        });
      };
      channel.port2.postMessage(null);
    });
  },
  true,
);

const mountStart = performance.now();

/** Rendered after the list: its layout effect runs once the list is committed. */
function MountProbe() {
  useLayoutEffect(() => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__bench.mountMs ??= performance.now() - mountStart;
      };
      channel.port2.postMessage(null);
    });
  }, []);
  return null;
}

const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
  window.__bench.renderMs += actualDuration;
};

/** The list as an app holds it: `e` removes the targeted rows from its state at once. */
function BenchList() {
  const [threads, setThreads] = useState(() => manyRows(ROWS, FIXTURE_NOW));
  useLayoutEffect(() => {
    window.__bench.rows = threads.length;
  }, [threads]);
  const archive = (ids: readonly string[]) => {
    const gone = new Set(ids);
    setThreads((current) => current.filter((thread) => !gone.has(thread.id)));
  };
  return (
    <ThreadList
      aria-label="Inbox"
      threads={threads}
      now={FIXTURE_NOW}
      timeZone="UTC"
      view={{ kind: 'folder', folder: 'inbox' }}
      autoFocus
      // As in the app: rows can be dragged (onto split tabs and channels), the focused or hovered row shows
      // its quick actions, and e archives.
      isDraggable
      onAction={(action, ids) => {
        if (action === 'archive') archive(ids);
      }}
      onShortcut={(shortcut, ids) => {
        if (shortcut !== 'archive') return false;
        archive(ids);
        return true;
      }}
    />
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider fill>
      {MODE === 'floor' ? (
        <div data-floor-scroller style={{ height: '100%', overflowY: 'auto' }}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the floor page's one focus target for the keys. */}
          <div tabIndex={0} data-floor style={{ height: ROWS * 64 }}>
            Empty page
          </div>
        </div>
      ) : (
        <Profiler id="list" onRender={onRender}>
          <BenchList />
        </Profiler>
      )}
      <MountProbe />
    </ThemeProvider>
  </StrictMode>,
);
