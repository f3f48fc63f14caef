#!/usr/bin/env node
/**
 * ThreadList bench: builds bench/index.html for production (Vite + vanilla-extract), serves it,
 * drives the system Chromium with Playwright, and prints, as a table beside the targets of issue 17:
 * the floor (a key on an empty page, timed the same way, in the same run), `j` / `k` / `e` to the next
 * painted frame (median, p95), whether `e` (an optimistic archive) removed the row in that frame, and
 * the dropped frames while scrolling through 10,000 rows.
 *
 *   node packages/ui/bench/run.mjs [--rows 10000] [--presses 200] [--archives 50] [--scroll-step 1500]
 *                                  [--scroll-rows 10000]
 *                                  [--profile] [--trace trace.json]
 *                                  [--work-presses 40] [--work-scroll-rows 2000]
 *
 * --presses: j presses, then as many k presses (and as many keys on the empty page); --archives: e
 * presses; --scroll-rows: scroll through the first that many rows only (a quick run). --profile builds React's profiling build and adds the React commit time per key; --trace
 * writes a Chromium performance trace of the j presses (open it in chrome://tracing or DevTools);
 * --cpuprofile builds without minifying and prints the functions that took the most CPU (self time)
 * during the j presses and during the scroll (the V8 sampling profiler through CDP).
 * The scroll step (pixels per frame) is a stress test: at 1500 px every frame shows a fresh set of rows.
 *
 * After the timed part, a second pass counts the work instead of timing it (bench/work.mjs; a loaded
 * machine cannot hide a count): --work-presses j, k and e presses and a scroll through --work-scroll-rows
 * rows, under a Chromium trace and React's render counter: per key (in its frame) and per scrolled frame,
 * the components React rendered, the thread rows rendered, row elements mounted and unmounted, the main
 * thread's CPU time (thread time), style recalcs and the elements styled, layouts and layouts forced by
 * script (a read after a write), and tasks of 50 ms CPU or more.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import {
  countingOn,
  countRenders,
  countsDelta,
  keyWork,
  readCounts,
  spanWork,
  traceWork,
  WORK_NOTE,
  workTable,
} from './work.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'dist');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const ROWS = option('rows', 10_000);
const PRESSES = option('presses', 200);
const SCROLL_STEP = option('scroll-step', 1500);
const ARCHIVES = option('archives', 50);
const SCROLL_ROWS = option('scroll-rows', ROWS);
const PROFILE = args.includes('--profile');
const TRACE = args.includes('--trace') ? args[args.indexOf('--trace') + 1] : null;
const CPU_PROFILE = args.includes('--cpuprofile');
const WORK_PRESSES = option('work-presses', Math.min(PRESSES, 40));
const WORK_SCROLL_ROWS = option('work-scroll-rows', Math.min(SCROLL_ROWS, 2000));
const executablePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(
    `Chromium not found at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
};
const ms = (value) => `${value.toFixed(1)} ms`;
const FRAME = 1000 / 60;

/**
 * Runs in the page: scrolls the parent of `selector` from top to bottom, `step` px per frame, timing every
 * frame; a frame that took n budgets (60 Hz) dropped n - 1.
 */
async function scrollThrough({ selector, step, limit }) {
  const scroller = document.querySelector(selector)?.parentElement;
  if (!scroller) throw new Error('No scroll container');
  scroller.scrollTop = 0;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const frames = [];
  let last = performance.now();
  await new Promise((resolve) => {
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      const end = Math.min(scroller.scrollHeight - scroller.clientHeight, limit);
      if (scroller.scrollTop >= end - 1) return resolve();
      scroller.scrollTop += step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  frames.shift();
  const budget = 1000 / 60;
  const dropped = frames.reduce((sum, frame) => sum + Math.max(0, Math.round(frame / budget) - 1), 0);
  return { frames: frames.length, dropped, step, frameTimes: frames };
}

/** The functions with the most self time in a V8 CPU profile, with their share of the busy time. */
function printProfile(name, profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const gaps = profile.timeDeltas;
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const { callFrame } = byId.get(id);
    const dt = (gaps[index + 1] ?? 0) / 1000;
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(program)') return;
    busy += dt;
    const file = callFrame.url.split('/').pop();
    const key = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  // Inclusive time: each sample counts once for every distinct function on its stack.
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const total = new Map();
  profile.samples.forEach((id, index) => {
    const dt = (gaps[index + 1] ?? 0) / 1000;
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { callFrame } = byId.get(at);
      if (!callFrame.url) continue;
      const key = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + dt);
    }
  });
  console.log(`\n  CPU during the ${name}: top inclusive time`);
  for (const [key, time] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 40)) {
    console.log(`    ${ms(time).padStart(10)}  ${key}`);
  }
  console.log(`\n  CPU during the ${name}: ${ms(busy)} busy; top self time`);
  for (const [key, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`    ${ms(time).padStart(10)}  ${((100 * time) / busy).toFixed(1).padStart(5)} %  ${key}`);
  }
}

console.log('Building the bench page (production)...');
await rm(outDir, { recursive: true, force: true });
const viteConfig = {
  root: here,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  // React's profiling build keeps <Profiler> timings in production.
  resolve: PROFILE
    ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] }
    : undefined,
  build: { outDir, emptyOutDir: true, minify: !CPU_PROFILE },
  preview: { port: 0, host: '127.0.0.1' },
};
await build(viteConfig);
const server = await preview(viteConfig);
const url = server.resolvedUrls?.local[0];
if (!url) throw new Error('The preview server did not report a URL.');

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // Off until the counting pass: one flag read per React commit.
  await page.addInitScript(countRenders);

  /** Presses a key `count` times, each waiting for its painted frame; returns the new samples. */
  const press = async (key, count) => {
    const before = await page.evaluate(() => window.__bench.samples.length);
    for (let i = 0; i < count; i++) {
      await page.keyboard.press(key);
      await page.waitForFunction((n) => window.__bench.samples.length >= n, before + i + 1);
    }
    return page.evaluate((from) => window.__bench.samples.slice(from), before);
  };

  // The floor: the same keypress on an empty page, timed the same way.
  await page.goto(`${url}?mode=floor`);
  await page.focus('[data-floor]');
  const floor = await press('j', PRESSES);
  // The scroll floor: an empty page as tall as the list, scrolled the same way.
  const scrollFloor = await page.evaluate(scrollThrough, {
    selector: '[data-floor]',
    step: SCROLL_STEP,
    limit: SCROLL_ROWS * 64,
  });

  await page.goto(`${url}?mode=list&rows=${ROWS}`);
  await page.waitForFunction(() => window.__bench?.mountMs !== undefined, null, { timeout: 60_000 });
  const mountMs = await page.evaluate(() => window.__bench.mountMs);
  const rowCount = await page.evaluate(() => document.querySelectorAll('[role="row"]').length);
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'row');

  const cdp = CPU_PROFILE ? await page.context().newCDPSession(page) : null;
  const profiles = [];
  const profileStart = async () => {
    if (!cdp) return;
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  };
  const profileStop = async (name) => {
    if (!cdp) return;
    const { profile } = await cdp.send('Profiler.stop');
    profiles.push([name, profile]);
  };
  if (TRACE) await browser.startTracing(page, { path: TRACE, screenshots: false });
  await profileStart();
  const j = await press('j', PRESSES);
  await profileStop('j presses');
  if (TRACE) await browser.stopTracing();
  const afterJ = await page.evaluate(() => document.activeElement?.getAttribute('data-index'));
  const k = await press('k', PRESSES);
  const afterK = await page.evaluate(() => document.activeElement?.getAttribute('data-index'));
  const e = await press('e', ARCHIVES);
  const rowsLeft = ROWS - (await page.evaluate(() => window.__bench.rows));

  // Scroll the whole list, a fixed distance per frame, and time every frame.
  await profileStart();
  const scroll = await page.evaluate(scrollThrough, {
    selector: '[role="grid"]',
    step: SCROLL_STEP,
    limit: SCROLL_ROWS * 64,
  });
  await profileStop('scroll');

  // The counting pass: the same keys and scroll, traced and counted (not timed).
  await page.evaluate(async () => {
    const grid = document.querySelector('[role="grid"]');
    grid.parentElement.scrollTop = 0;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await countingOn(page, true);
  const workKeys = {};
  for (const [key, count] of [
    ['j', WORK_PRESSES],
    ['k', WORK_PRESSES],
    ['e', Math.min(ARCHIVES, WORK_PRESSES)],
  ]) {
    const before = await readCounts(page);
    const { result: samples, events } = await traceWork(browser, page, () => press(key, count));
    const all = countsDelta(before, await readCounts(page));
    workKeys[key] = { samples, traced: keyWork(events), all };
  }
  const scrollCountsBefore = await readCounts(page);
  const { result: workScroll, events: scrollEvents } = await traceWork(browser, page, () =>
    page.evaluate(scrollThrough, {
      selector: '[role="grid"]',
      step: SCROLL_STEP,
      limit: WORK_SCROLL_ROWS * 64,
    }),
  );
  const scrollCounts = countsDelta(scrollCountsBefore, await readCounts(page));
  const scrollTraced = spanWork(scrollEvents);
  await countingOn(page, false);

  const floorP95 = quantile(
    floor.map((s) => s.ms),
    0.95,
  );
  const keyRow = (name, samples) => {
    const times = samples.map((s) => s.ms);
    const p95 = quantile(times, 0.95);
    const render = samples.reduce((sum, s) => sum + s.renderMs, 0) / samples.length;
    return [
      name,
      String(samples.length),
      ms(quantile(times, 0.5)),
      ms(p95),
      `+${ms(p95 - floorP95)}`,
      PROFILE ? ms(render) : '-',
      `p95 <= floor + ${ms(FRAME)}`,
      p95 - floorP95 <= FRAME ? 'ok' : 'MISSED',
    ];
  };
  const removed = e.filter((s) => s.removedInFrame).length;
  const droppedPct = (100 * scroll.dropped) / (scroll.frames + scroll.dropped);
  const floorDroppedPct = (100 * scrollFloor.dropped) / (scrollFloor.frames + scrollFloor.dropped);
  const keys = [
    ['key', 'n', 'median', 'p95', 'p95 - floor', 'React/key', 'target', ''],
    [
      'floor (empty page)',
      String(floor.length),
      ms(
        quantile(
          floor.map((s) => s.ms),
          0.5,
        ),
      ),
      ms(floorP95),
      '',
      '-',
      '',
      '',
    ],
    keyRow('j (next row)', j),
    keyRow('k (previous row)', k),
    keyRow('e (archive)', e),
  ];
  const other = [
    [
      'e: row gone in the frame after the key',
      `${removed} / ${e.length}`,
      'all',
      removed === e.length ? 'ok' : 'MISSED',
    ],
    [
      `scroll ${Math.min(SCROLL_ROWS, ROWS)} rows at ${scroll.step} px per frame: dropped frames`,
      `${scroll.dropped} of ${scroll.frames + scroll.dropped} (${droppedPct.toFixed(2)} %)`,
      '< 1 %',
      droppedPct < 1 ? 'ok' : 'MISSED',
    ],
    [
      'scroll floor (an empty page as tall): dropped frames',
      `${scrollFloor.dropped} of ${scrollFloor.frames + scrollFloor.dropped} (${floorDroppedPct.toFixed(2)} %)`,
      '',
      '',
    ],
    [
      'scroll frame time, median / p95',
      `${ms(quantile(scroll.frameTimes, 0.5))} / ${ms(quantile(scroll.frameTimes, 0.95))}`,
      '',
      '',
    ],
    ['mount (render to first painted frame)', ms(mountMs), '', ''],
    ['rendered rows (DOM) at mount', String(rowCount), '', ''],
    [
      'cursor row after the j, then k presses; rows archived',
      `${afterJ}, ${afterK}; ${rowsLeft}`,
      `${PRESSES}, 0; ${ARCHIVES}`,
      Number(afterJ) === PRESSES && Number(afterK) === 0 && rowsLeft === ARCHIVES ? 'ok' : 'WRONG',
    ],
    [
      'machine: cores / load average (1 min) at the end',
      `${cpus().length} / ${loadavg()[0].toFixed(1)}`,
      '',
      '',
    ],
  ];
  const print = (rows) => {
    const widths = rows[0].map((_, column) =>
      Math.max(...rows.map((row) => String(row[column] ?? '').length)),
    );
    for (const row of rows)
      console.log(`  ${row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')}`);
  };
  console.log(
    `\nThreadList bench (production build${PROFILE ? ', React profiling' : ''}, Chromium headless, ${ROWS} rows)\n`,
  );
  print(keys);
  console.log('');
  print(other);
  console.log('');
  print(
    workTable({
      keys: [
        ['j, per key (medians)', workKeys.j],
        ['k, per key', workKeys.k],
        ['e, per key', workKeys.e],
      ],
      scroll: [
        `scroll ${Math.min(WORK_SCROLL_ROWS, ROWS)} rows`,
        workScroll.frames,
        scrollCounts,
        scrollTraced,
      ],
    }),
  );
  console.log(`\n${WORK_NOTE}`);
  for (const [name, profile] of profiles) printProfile(name, profile);
  if (TRACE) console.log(`\n  Chromium trace of the j presses: ${TRACE}`);
  console.log('');
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
