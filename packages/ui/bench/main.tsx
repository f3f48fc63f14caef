/**
 * The bench page: ThreadList with 10,000 rows, built for production by `run.mjs`.
 * It records its own timings on `window.__bench` for the driver to read.
 */
import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { ThreadList } from '../src/components/ThreadList/ThreadList';
import { FIXTURE_NOW, manyRows } from '../src/components/ThreadRow/thread-row-fixtures';
import { ThemeProvider } from '../src/theme/ThemeProvider';

declare global {
  interface Window {
    __bench: { mountMs?: number; keyLatencies: number[] };
  }
}

const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 10_000);
const threads = manyRows(ROWS, FIXTURE_NOW);
window.__bench = { keyLatencies: [] };

// Time from a `j` keydown to the next painted frame: the key handler runs (React renders
// synchronously for discrete events), then requestAnimationFrame, then a message posted from
// inside that frame arrives after the frame has been painted.
window.addEventListener(
  'keydown',
  (event) => {
    if (event.key !== 'j') return;
    const start = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__bench.keyLatencies.push(performance.now() - start);
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider fill>
      <ThreadList
        aria-label="Inbox"
        threads={threads}
        now={FIXTURE_NOW}
        timeZone="UTC"
        view={{ kind: 'folder', folder: 'inbox' }}
        autoFocus
      />
      <MountProbe />
    </ThemeProvider>
  </StrictMode>,
);
