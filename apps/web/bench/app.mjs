#!/usr/bin/env node
/**
 * The app bench: the production build of apps/web served by the real server (embedded PGlite, the demo
 * seed, in a throwaway folder), driven in the system Chromium with Playwright. It prints one table:
 *
 * - keypress to the next painted frame in the real /inbox (j, k, e: median, p95) beside the floor (the same
 *   key on an empty page, timed the same way, in the same run), and whether `e` removed the row in that frame;
 * - dropped frames while scrolling the inbox's list (and on an empty page as tall, the floor);
 * - initial JavaScript for /inbox: the scripts fetched before the first rows, raw and gzipped;
 * - cold load (fresh HTTP cache) and warm load (the same context again) to the first painted rows;
 * - live latency: bob writes to alice through the API; the time until the row is on alice's screen;
 * - then the same keys and scroll counted, not timed (packages/ui/bench/work.mjs: components React rendered
 *   per key and per scrolled frame, rows rendered, commits, main-thread CPU as thread time, style recalcs,
 *   layouts and those forced by script), which a loaded machine cannot hide.
 *
 *   node apps/web/bench/app.mjs [--quick] [--no-build] [--port 4300] [--presses 60] [--archives 8]
 *                               [--loads 3] [--live 5] [--scroll-frames 300] [--scroll-step 40]
 *
 * --quick: few samples of each (a smoke run of about a minute); --no-build: use apps/web/dist as it is;
 * --dist <folder>: serve another build of apps/web (e.g. one of an earlier commit, for a before / after);
 * --cpuprofile <prefix>: writes V8 CPU profiles of the j / k presses and of the scroll to
 * <prefix>-keys.cpuprofile and <prefix>-scroll.cpuprofile (open them in DevTools' Performance panel).
 * The data is the demo seed (alice's inbox: one page of 25 rows, the list's page size).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
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
} from '../../../packages/ui/bench/work.mjs';
import { chromiumPath } from '../../../scripts/chromium-path.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const args = process.argv.slice(2);
const QUICK = args.includes('--quick');
const option = (name, fallback, quick = fallback) => {
  const index = args.indexOf(`--${name}`);
  if (index !== -1) return Number(args[index + 1]);
  return QUICK ? quick : fallback;
};
const PORT = option('port', Number(process.env.BENCH_PORT ?? 4300));
const PRESSES = option('presses', 60, 15);
const ARCHIVES = option('archives', 8, 3);
const LOADS = option('loads', 3, 1);
const LIVE = option('live', 5, 2);
const SCROLL_FRAMES = option('scroll-frames', 300, 60);
const SCROLL_STEP = option('scroll-step', 40);
const BUILD = !args.includes('--no-build');
const DIST = args.includes('--dist') ? path.resolve(args[args.indexOf('--dist') + 1]) : null;
const CPU_PROFILE = args.includes('--cpuprofile') ? args[args.indexOf('--cpuprofile') + 1] : null;
const FRAME = 1000 / 60;
const base = `http://localhost:${PORT}`;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
};
const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function run(command, commandArgs, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

if (BUILD && !DIST) {
  console.log('Building apps/web (production)...');
  await run('pnpm', ['--filter', '@switchboard/web', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
}

// The real server, as the e2e tests start it, on its own ports and a throwaway database.
const dataDir = mkdtempSync(path.join(tmpdir(), 'switchboard-app-bench-'));
console.log(`Starting the server on ${base} (demo seed in ${dataDir})...`);
const server = spawn('pnpm', ['--filter', '@switchboard/server', 'start'], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: {
    ...process.env,
    PORT: String(PORT),
    PUBLIC_URL: base,
    SWITCHBOARD_DATA_DIR: dataDir,
    OIDC_REDIRECT_ORIGINS: base,
    NODE_ENV: 'production',
    ...(DIST ? { WEB_DIST_DIR: DIST } : {}),
    SMTP_PORT: String(PORT + 1),
    SMTP_HOST: '127.0.0.1',
    SMTP_RELAY_URL: `smtp://127.0.0.1:${PORT + 2}`,
  },
});
let serverErrors = '';
server.stderr.on('data', (chunk) => {
  serverErrors = (serverErrors + chunk).slice(-4000);
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
};
process.on('exit', stopServer);

async function waitForServer() {
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (server.exitCode !== null) throw new Error(`The server stopped:\n${serverErrors}`);
    try {
      const response = await fetch(`${base}/oidc/.well-known/openid-configuration`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The server did not start in 3 min:\n${serverErrors}`);
}

/**
 * In every page: each keydown is timed to the next painted frame (the handlers run, then
 * requestAnimationFrame, then a message posted from that frame arrives once it is painted); for `e`, the
 * frame's callback checks whether the row that had the focus is gone. `__firstRows` is when the first
 * thread rows were in the DOM, in the page's time (from the navigation's start).
 */
function instrument() {
  window.__bench = { samples: [] };
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key.length !== 1) return;
      const start = performance.now();
      const archived = event.key === 'e' ? document.activeElement?.getAttribute('data-thread-id') : null;
      // The render counter's counts (packages/ui/bench/work.mjs), when it is installed and on.
      const countsBefore = { ...window.__work?.counts };
      requestAnimationFrame(() => {
        const removedInFrame = archived
          ? document.querySelector(`[data-thread-id="${CSS.escape(archived)}"]`) === null
          : undefined;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const ms = performance.now() - start;
          performance.mark('bench:frame');
          const counts = Object.fromEntries(
            Object.entries({ ...window.__work?.counts }).map(([key, value]) => [
              key,
              value - countsBefore[key],
            ]),
          );
          window.__bench.samples.push({ key: event.key, ms, removedInFrame, counts });
        };
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  const seen = () => {
    if (window.__firstRows === undefined && document.querySelector('[role="row"][data-thread-id]')) {
      // The rows are in the DOM: the next frame paints them.
      requestAnimationFrame(() => {
        window.__firstRows ??= performance.now();
      });
      return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (seen()) observer.disconnect();
  });
  const start = () => observer.observe(document, { childList: true, subtree: true });
  if (document.readyState === 'loading') document.addEventListener('readystatechange', start, { once: true });
  else start();
  // Live latency: the wall-clock time a row with a watched title first appears.
  window.__watch = (title) => {
    window.__seenAt = undefined;
    const check = () => {
      const found = [...document.querySelectorAll('[role="row"][data-thread-id]')].some((row) =>
        row.textContent?.includes(title),
      );
      if (found && window.__seenAt === undefined) {
        requestAnimationFrame(() => {
          window.__seenAt ??= Date.now();
        });
        return true;
      }
      return false;
    };
    if (check()) return;
    const watcher = new MutationObserver(() => {
      if (check()) watcher.disconnect();
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });
  };
}

async function signIn(page, email) {
  await page.goto(`${base}/signin`);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page
    .getByRole('button', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') })
    .click();
  await page.waitForURL(/\/inbox(\?|$)/);
  await page.waitForSelector('[role="row"][data-thread-id]');
}

/** An API call as the user signed in on `page` (the app's token from local storage). */
function api(page, method, apiPath, body) {
  return page.evaluate(
    async ({ method, apiPath, body }) => {
      const tokens = JSON.parse(localStorage.getItem('switchboard.auth.tokens') ?? '{}');
      const response = await fetch(`/api${apiPath}`, {
        method,
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status}`);
      return response.status;
    },
    { method, apiPath, body },
  );
}

/** Presses a key `count` times, each waiting for its painted frame; returns the new samples. */
async function press(page, key, count) {
  const before = await page.evaluate(() => window.__bench.samples.length);
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(key);
    await page.waitForFunction((n) => window.__bench.samples.length >= n, before + i + 1);
  }
  return page.evaluate((from) => window.__bench.samples.slice(from), before);
}

/** Runs in the page: scrolls `selector` (or its parent) down and up, `step` px per frame, for `frames` frames, timing each. */
async function scrollFor({ selector, parent = false, step, frames: count }) {
  const found = document.querySelector(selector);
  const scroller = parent ? found?.parentElement : found;
  if (!scroller) throw new Error(`No ${selector}`);
  scroller.scrollTop = 0;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const frames = [];
  let last = performance.now();
  let direction = 1;
  await new Promise((resolve) => {
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (frames.length > count) return resolve();
      const max = scroller.scrollHeight - scroller.clientHeight;
      if (scroller.scrollTop >= max - 1) direction = -1;
      else if (scroller.scrollTop <= 0) direction = 1;
      scroller.scrollTop += direction * step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  frames.shift();
  const dropped = frames.reduce((sum, frame) => sum + Math.max(0, Math.round(frame / (1000 / 60)) - 1), 0);
  return { frames: frames.length, dropped, range: scroller.scrollHeight - scroller.clientHeight };
}

const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
let browser;
try {
  await waitForServer();
  browser = await chromium.launch({ executablePath: chromiumPath(), args: launchArgs });
  const viewport = { width: 1440, height: 900 };

  // Sign in alice once; every later context starts from her stored session (tokens in local storage).
  const signInContext = await browser.newContext({ viewport });
  const signInPage = await signInContext.newPage();
  await signIn(signInPage, 'alice@acme.example');
  const aliceState = await signInContext.storageState();
  await signInContext.close();

  // Cold loads: a fresh context each time (empty HTTP cache), the scripts counted until the first rows.
  const cold = [];
  const warm = [];
  let initialJs = null;
  for (let i = 0; i < LOADS; i++) {
    const context = await browser.newContext({ viewport, storageState: aliceState });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${base}/inbox`);
    await page.waitForFunction(() => window.__firstRows !== undefined, null, { timeout: 60_000 });
    cold.push(await page.evaluate(() => window.__firstRows));
    if (initialJs === null) {
      // Only the scripts requested before the first rows were painted (later ones are lazy or prefetched).
      const firstRowsAt = await page.evaluate(() => performance.timeOrigin + window.__firstRows);
      const scriptsBefore = scripts.filter((response) => response.request().timing().startTime < firstRowsAt);
      let raw = 0;
      let gz = 0;
      let served = 0;
      for (const response of scriptsBefore) {
        const body = await response.body();
        raw += body.length;
        gz += gzipSync(body, { level: 9 }).length;
        const sizes = await response.request().sizes();
        served += sizes.responseBodySize;
      }
      initialJs = { files: scriptsBefore.length, raw, gz, served };
    }
    // Warm: the same context loads /inbox again (HTTP cache warm).
    await page.goto(`${base}/inbox`);
    await page.waitForFunction(() => window.__firstRows !== undefined, null, { timeout: 60_000 });
    warm.push(await page.evaluate(() => window.__firstRows));
    await context.close();
  }

  // Keys in the real inbox, and the floor on an empty page in the same context.
  const context = await browser.newContext({ viewport, storageState: aliceState });
  // The render counter stays off until the counting pass (one flag read per React commit).
  await context.addInitScript(countRenders);
  await context.addInitScript(instrument);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.setContent('<div tabindex="0" data-floor style="height: 100000px">Empty page</div>');
  await page.evaluate(instrument);
  await page.focus('[data-floor]');
  const floor = await press(page, 'j', PRESSES);
  const scrollFloor = await page.evaluate(scrollFor, {
    selector: 'html',
    step: SCROLL_STEP,
    frames: SCROLL_FRAMES,
  });

  await page.goto(`${base}/inbox`);
  await page.waitForFunction(() => document.activeElement?.closest('[data-thread-id]') !== null, null, {
    timeout: 60_000,
  });
  const rows = await page.evaluate(() => document.querySelectorAll('[role="row"][data-thread-id]').length);
  const cdp = CPU_PROFILE ? await context.newCDPSession(page) : null;
  const profile = async (name, work) => {
    if (!cdp) return work();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    const result = await work();
    const { profile: data } = await cdp.send('Profiler.stop');
    writeFileSync(`${CPU_PROFILE}-${name}.cpuprofile`, JSON.stringify(data));
    return result;
  };
  // j to the last row, k back to the first, until PRESSES of each.
  const j = [];
  const k = [];
  await profile('keys', async () => {
    while (j.length < PRESSES || k.length < PRESSES) {
      j.push(...(await press(page, 'j', Math.min(rows - 1, PRESSES - j.length))));
      k.push(...(await press(page, 'k', Math.min(rows - 1, PRESSES - k.length))));
    }
  });
  // The list's scroller is the grid's parent.
  const scroll = await profile('scroll', () =>
    page.evaluate(scrollFor, {
      selector: '[data-shell-region="list"] [role="grid"]',
      parent: true,
      step: SCROLL_STEP,
      frames: SCROLL_FRAMES,
    }),
  );
  const e = await press(page, 'e', ARCHIVES);

  // The counting pass: j down and k back up the page, a scroll, two archives; traced and counted.
  await page.evaluate(async () => {
    document.querySelector('[data-shell-region="list"] [role="grid"]').parentElement.scrollTop = 0;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await press(page, 'g', 2);
  await countingOn(page, true);
  const workKeys = [];
  const rowsNow = await page.evaluate(() => document.querySelectorAll('[role="row"][data-thread-id]').length);
  for (const [key, count] of [
    ['j', Math.min(rowsNow - 1, PRESSES)],
    ['k', Math.min(rowsNow - 1, PRESSES)],
    ['e', 2],
  ]) {
    const before = await readCounts(page);
    const { result: samples, events } = await traceWork(browser, page, () => press(page, key, count));
    workKeys.push([
      `${key}, per key (medians)`,
      { samples, traced: keyWork(events), all: countsDelta(before, await readCounts(page)) },
    ]);
  }
  const scrollBefore = await readCounts(page);
  const { result: workScroll, events: scrollEvents } = await traceWork(browser, page, () =>
    page.evaluate(scrollFor, {
      selector: '[data-shell-region="list"] [role="grid"]',
      parent: true,
      step: SCROLL_STEP,
      frames: Math.min(SCROLL_FRAMES, 60),
    }),
  );
  const scrollCounts = countsDelta(scrollBefore, await readCounts(page));
  await countingOn(page, false);

  // Live: bob (his own context) writes a new thread to alice; alice's open inbox shows it.
  const bobContext = await browser.newContext({ viewport });
  const bob = await bobContext.newPage();
  await signIn(bob, 'bob@acme.example');
  await page.goto(`${base}/inbox`);
  await page.waitForSelector('[role="row"][data-thread-id]');
  const live = [];
  for (let i = 0; i < LIVE; i++) {
    const title = `Bench live ${Date.now().toString(36)} ${i}`;
    const threadId = `thr_bench_${Date.now().toString(36)}${i}`;
    await page.evaluate((t) => window.__watch(t), title);
    const sent = Date.now();
    await api(bob, 'POST', '/threads', {
      thread_id: threadId,
      message_id: `${threadId}_m`,
      message_body: `<p>${title}</p>`,
      thread_title: title,
      internal_recipients: [{ user_id: 'usr_alice', type: 'to' }],
    });
    await page.waitForFunction(() => window.__seenAt !== undefined, null, { timeout: 30_000 });
    live.push((await page.evaluate(() => window.__seenAt)) - sent);
  }
  await bobContext.close();

  const floorP95 = quantile(
    floor.map((s) => s.ms),
    0.95,
  );
  const keyRow = (name, samples) => {
    const times = samples.map((s) => s.ms);
    const p95 = quantile(times, 0.95);
    return [
      name,
      `${ms(quantile(times, 0.5))} / ${ms(p95)}`,
      `p95 <= floor + ${ms(FRAME)}`,
      p95 - floorP95 <= FRAME ? 'ok' : 'MISSED',
    ];
  };
  const pct = (r) => (100 * r.dropped) / (r.frames + r.dropped);
  const removed = e.filter((s) => s.removedInFrame).length;
  const table = [
    ['figure', 'value', 'target', ''],
    [
      `floor: a key on an empty page (${floor.length}), median / p95`,
      `${ms(
        quantile(
          floor.map((s) => s.ms),
          0.5,
        ),
      )} / ${ms(floorP95)}`,
      '',
      '',
    ],
    keyRow(`j in /inbox (${j.length}), median / p95`, j),
    keyRow(`k in /inbox (${k.length}), median / p95`, k),
    keyRow(`e (archive) in /inbox (${e.length}), median / p95`, e),
    [
      'e: row gone in the frame after the key',
      `${removed} / ${e.length}`,
      'all',
      removed === e.length ? 'ok' : 'MISSED',
    ],
    [
      `scroll the inbox list (${rows} rows, ${SCROLL_STEP} px per frame): dropped`,
      `${scroll.dropped} of ${scroll.frames + scroll.dropped} (${pct(scroll).toFixed(2)} %)`,
      '< 1 %',
      pct(scroll) < 1 ? 'ok' : 'MISSED',
    ],
    [
      'scroll floor (empty page): dropped',
      `${scrollFloor.dropped} of ${scrollFloor.frames + scrollFloor.dropped} (${pct(scrollFloor).toFixed(2)} %)`,
      '',
      '',
    ],
    [
      `initial JS for /inbox (${initialJs.files} scripts before the first rows)`,
      `${kb(initialJs.gz)} gz (${kb(initialJs.raw)} raw, ${kb(initialJs.served)} as served)`,
      '<= 150 KB gz',
      initialJs.gz <= 150 * 1024 ? 'ok' : 'MISSED',
    ],
    [`cold load to first rows (${cold.length}), median`, ms(quantile(cold, 0.5)), '', ''],
    [`warm load to first rows (${warm.length}), median`, ms(quantile(warm, 0.5)), '', ''],
    [
      `live: bob's new thread on alice's screen (${live.length}), median / max`,
      `${ms(quantile(live, 0.5))} / ${ms(Math.max(...live))}`,
      '< 1000 ms',
      quantile(live, 0.5) < 1000 ? 'ok' : 'MISSED',
    ],
    [
      'machine: cores / load average (1 min) at the end',
      `${cpus().length} / ${loadavg()[0].toFixed(1)}`,
      '',
      '',
    ],
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => String(row[column]).length)));
  console.log('\nApp bench (apps/web production build, real server, demo seed, Chromium headless)\n');
  for (const row of table)
    console.log(`  ${row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')}`);
  const work = workTable({
    keys: workKeys,
    scroll: [
      `scroll the inbox list, ${SCROLL_STEP} px`,
      workScroll.frames,
      scrollCounts,
      spanWork(scrollEvents),
    ],
  });
  const workWidths = work[0].map((_, column) => Math.max(...work.map((row) => String(row[column]).length)));
  console.log('');
  for (const row of work)
    console.log(`  ${row.map((cell, column) => String(cell).padEnd(workWidths[column])).join('  ')}`);
  console.log(`\n${WORK_NOTE}`);
  console.log('');
} finally {
  await browser?.close();
  stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
