#!/usr/bin/env node
/**
 * ThreadList bench: builds bench/index.html for production (Vite + vanilla-extract), serves it,
 * drives the system Chromium with Playwright, and prints mount time, `j`-to-frame latency
 * (median, p95) and dropped frames while scrolling through 10,000 rows.
 *
 *   node packages/ui/bench/run.mjs [--rows 10000] [--presses 200] [--scroll-step 1500]
 *
 * The scroll step (pixels per frame) is a stress test: at 1500 px every frame shows a fresh set of rows.
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

console.log('Building the bench page (production)...');
await rm(outDir, { recursive: true, force: true });
const viteConfig = {
  root: here,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true },
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
  await page.goto(`${url}?rows=${ROWS}`);
  await page.waitForFunction(() => window.__bench?.mountMs !== undefined, null, { timeout: 60_000 });
  const mountMs = await page.evaluate(() => window.__bench.mountMs);
  const rowCount = await page.evaluate(() => document.querySelectorAll('[role="row"]').length);

  // j presses: one at a time, each waiting for its painted frame.
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'row');
  for (let i = 0; i < PRESSES; i++) {
    await page.keyboard.press('j');
    await page.waitForFunction((count) => window.__bench.keyLatencies.length >= count, i + 1);
  }
  const latencies = await page.evaluate(() => window.__bench.keyLatencies);
  const focusedIndex = await page.evaluate(() => document.activeElement?.getAttribute('data-index'));

  // Scroll the whole list, a fixed distance per frame, and time every frame.
  const scroll = await page.evaluate(async (step) => {
    const scroller = document.querySelector('[role="grid"]')?.parentElement;
    if (!scroller) throw new Error('No scroll container');
    scroller.scrollTop = 0;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const frames = [];
    let last = performance.now();
    await new Promise((resolve) => {
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) return resolve();
        scroller.scrollTop += step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    frames.shift();
    const budget = 1000 / 60;
    const dropped = frames.reduce((sum, frame) => sum + Math.max(0, Math.round(frame / budget) - 1), 0);
    return { frames: frames.length, dropped, step, frameTimes: frames };
  }, SCROLL_STEP);

  const table = [
    ['rows', String(ROWS)],
    ['rendered rows (DOM)', String(rowCount)],
    ['mount (render to first painted frame)', ms(mountMs)],
    [`j -> next frame, median (${latencies.length} presses)`, ms(quantile(latencies, 0.5))],
    ['j -> next frame, p95', ms(quantile(latencies, 0.95))],
    ['cursor row after the presses', String(focusedIndex)],
    [`scroll frames (${scroll.step} px per frame, top to bottom)`, String(scroll.frames)],
    [
      'scroll frame time, median / p95',
      `${ms(quantile(scroll.frameTimes, 0.5))} / ${ms(quantile(scroll.frameTimes, 0.95))}`,
    ],
    ['dropped frames while scrolling (60 Hz budget)', String(scroll.dropped)],
    ['machine: cores / load average (1 min) at the end', `${cpus().length} / ${loadavg()[0].toFixed(1)}`],
  ];
  const width = Math.max(...table.map(([label]) => label.length));
  console.log('\nThreadList bench (production build, Chromium headless)\n');
  for (const [label, value] of table) console.log(`  ${label.padEnd(width)}  ${value}`);
  console.log('');
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}
