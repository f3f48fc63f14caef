/**
 * Load-independent evidence for the benches (this file and apps/web/bench/app.mjs): what a keypress or a
 * scrolled frame makes the page do, counted rather than timed, so a loaded machine cannot hide it.
 *
 * - `countRenders` (a Playwright init script, before React loads): a React DevTools hook that, while
 *   `window.__work.on` is true, counts per commit the components that rendered and mounted, the thread
 *   rows that rendered (`ThreadRowItem`: a memo whose props hold `thread` and `timeZone`) and the row
 *   elements (`role="row"`) mounted and unmounted. Production React calls the hook too.
 * - `traceWork`: runs a piece of the bench under a Chromium trace and returns its renderer main thread's
 *   events; `keyWork` cuts them per key (from the keydown to the page's `bench:frame` mark, the frame
 *   painted after it), `spanWork` sums a span (the scroll). Both give main-thread CPU time (thread time,
 *   `tdur`: time the thread ran, not time it waited for a core), style recalcs (and elements styled),
 *   layouts, style recalcs and layouts forced by script (inside a script event: a read after a write) and
 *   tasks of 50 ms CPU or more.
 */

/** Runs in the page before any script: installs the render counter. */
export function countRenders() {
  const counts = {
    commits: 0,
    rendered: 0,
    mounted: 0,
    rowsRendered: 0,
    rowElementsMounted: 0,
    rowElementsUnmounted: 0,
  };
  window.__work = { on: false, counts };
  // Function, class, forwardRef, memo, simple memo.
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const HOST = 5;
  const PERFORMED_WORK = 1;
  const isRow = (fiber) => {
    const props = fiber.memoizedProps;
    return (
      (fiber.tag === 14 || fiber.tag === 15) &&
      props !== null &&
      typeof props === 'object' &&
      typeof props.thread?.id === 'string' &&
      'timeZone' in props
    );
  };
  const isRowElement = (fiber) => fiber.tag === HOST && fiber.memoizedProps?.role === 'row';
  const countDeleted = (fiber) => {
    if (isRowElement(fiber)) counts.rowElementsUnmounted++;
    for (let child = fiber.child; child; child = child.sibling) countDeleted(child);
  };
  // As React DevTools does: a fiber with no alternate mounted; one whose children are the same objects as
  // before was not visited by this render; a visited component rendered if it performed work.
  const walk = (fiber, previous) => {
    if (COMPONENT.has(fiber.tag)) {
      const rendered = previous === null || (fiber.flags & PERFORMED_WORK) !== 0;
      if (rendered) {
        counts.rendered++;
        if (isRow(fiber)) counts.rowsRendered++;
      }
      if (previous === null) counts.mounted++;
    }
    if (previous === null) {
      if (isRowElement(fiber)) counts.rowElementsMounted++;
      for (let child = fiber.child; child; child = child.sibling) walk(child, null);
      return;
    }
    for (const deleted of fiber.deletions ?? []) countDeleted(deleted);
    if (fiber.child === previous.child) return;
    for (let child = fiber.child; child; child = child.sibling) walk(child, child.alternate);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot(_id, root) {
      if (!window.__work.on) return;
      counts.commits++;
      const current = root.current;
      const before = counts.rendered;
      walk(current, current.alternate);
      window.__work.log?.push(counts.rendered - before);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'toplevel',
];
const SCRIPT = new Set([
  'EventDispatch',
  'FunctionCall',
  'FireAnimationFrame',
  'TimerFire',
  'RunMicrotasks',
  'v8.run',
  'V8.Execute',
  'v8.callFunction',
]);

/** Runs `work` under a Chromium trace; returns the renderer main thread's complete and instant events. */
export async function traceWork(browser, page, work) {
  await browser.startTracing(page, { categories: CATEGORIES, screenshots: false });
  const result = await work();
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString());
  // The main thread that handled the work: the renderer thread with the most script.
  const mains = traceEvents.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  let best = null;
  let bestCount = -1;
  for (const main of mains) {
    const count = traceEvents.filter(
      (e) => e.pid === main.pid && e.tid === main.tid && SCRIPT.has(e.name),
    ).length;
    if (count > bestCount) {
      best = main;
      bestCount = count;
    }
  }
  const events = best
    ? traceEvents
        .filter(
          (e) =>
            e.pid === best.pid &&
            e.tid === best.tid &&
            (e.ph === 'X' || e.ph === 'I' || e.ph === 'R' || e.ph === 'i'),
        )
        .sort((a, b) => a.ts - b.ts)
    : [];
  return { result, events };
}

/** Sums the work of the events between `from` and `to` (trace microseconds). */
function sumWork(events, from, to) {
  const inSpan = events.filter((e) => e.ph === 'X' && e.ts >= from && e.ts < to);
  const tasks = inSpan.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const scripts = inSpan.filter((e) => SCRIPT.has(e.name));
  const inScript = (e) => scripts.some((s) => s.ts <= e.ts && s.ts + s.dur >= e.ts + e.dur);
  const styles = inSpan.filter((e) => e.name === 'UpdateLayoutTree');
  const layouts = inSpan.filter((e) => e.name === 'Layout');
  const cpu = (list) => list.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000;
  return {
    cpuMs: cpu(tasks),
    styleMs: cpu(styles),
    layoutMs: cpu(layouts),
    styleRecalcs: styles.length,
    styledElements: styles.reduce((sum, e) => sum + (e.args?.elementCount ?? 0), 0),
    layouts: layouts.length,
    forcedLayouts: layouts.filter(inScript).length,
    forcedStyles: styles.filter(inScript).length,
    longTasks: tasks.filter((e) => (e.tdur ?? e.dur) >= 50_000).length,
  };
}

/**
 * The work of each key: from the task of its keydown to the page's `bench:frame` mark after it (the
 * frame painted after the key). Returns one entry per key that has both.
 */
export function keyWork(events) {
  const keydowns = events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'keydown');
  const frames = events.filter((e) => e.name === 'bench:frame');
  const tasks = events.filter(
    (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
  );
  const out = [];
  for (const keydown of keydowns) {
    const frame = frames.find((f) => f.ts > keydown.ts);
    if (!frame) continue;
    // Start at the task that holds the keydown.
    const task = tasks.findLast((t) => t.ts <= keydown.ts && t.ts + t.dur >= keydown.ts + keydown.dur);
    out.push(sumWork(events, task ? task.ts : keydown.ts, frame.ts));
  }
  return out;
}

/** The work of the whole trace (a scroll), summed. */
export function spanWork(events) {
  if (events.length === 0) return sumWork(events, 0, 0);
  return sumWork(events, events[0].ts, events[events.length - 1].ts + 1);
}

/** Median of a list of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = (sorted.length - 1) / 2;
  return (sorted[Math.floor(middle)] + sorted[Math.ceil(middle)]) / 2;
}

/** Reads the render counts in the page. */
export const readCounts = (page) => page.evaluate(() => ({ ...window.__work.counts }));
/** Turns the render counter on or off in the page. */
export const countingOn = (page, on) => page.evaluate((value) => (window.__work.on = value), on);
/** `after - before`, field by field. */
export const countsDelta = (before, after) =>
  Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');

/**
 * The counting pass as table rows: `keys` is a list of [name, { samples, traced, all }] (the key's samples
 * with their in-frame counts, `keyWork` of its trace, `countsDelta` over all its presses), `scroll` is
 * [name, frames, countsDelta, spanWork] (per-frame means).
 */
export function workTable({ keys, scroll }) {
  const rows = [
    [
      'work (counted, not timed)',
      'n',
      'components: in frame / all',
      'rows rendered',
      'row elements +/-',
      'commits',
      'main-thread CPU',
      'style recalcs (forced) / elements',
      'layouts / forced',
      'tasks >= 50 ms',
    ],
  ];
  for (const [name, { samples, traced, all }] of keys) {
    const inFrame = (field) => median(samples.map((s) => s.counts?.[field] ?? 0));
    const traceMedian = (field) => median(traced.map((t) => t[field]));
    rows.push([
      name,
      String(samples.length),
      `${fixed(inFrame('rendered'), 0)} / ${fixed(all.rendered / samples.length, 0)}`,
      fixed(inFrame('rowsRendered'), 0),
      `${fixed(inFrame('rowElementsMounted'), 0)} / ${fixed(inFrame('rowElementsUnmounted'), 0)}`,
      fixed(inFrame('commits'), 0),
      ms(traceMedian('cpuMs')),
      `${fixed(traceMedian('styleRecalcs'), 0)} (${fixed(traceMedian('forcedStyles'), 0)}) / ${fixed(traceMedian('styledElements'), 0)}`,
      `${fixed(traceMedian('layouts'), 0)} / ${fixed(traceMedian('forcedLayouts'), 0)}`,
      String(traced.reduce((sum, t) => sum + t.longTasks, 0)),
    ]);
  }
  if (scroll) {
    const [name, frames, counts, traced] = scroll;
    const perFrame = (value) => fixed(value / frames);
    rows.push([
      `${name}, per frame (means)`,
      String(frames),
      perFrame(counts.rendered),
      perFrame(counts.rowsRendered),
      `${perFrame(counts.rowElementsMounted)} / ${perFrame(counts.rowElementsUnmounted)}`,
      perFrame(counts.commits),
      ms(traced.cpuMs / frames),
      `${perFrame(traced.styleRecalcs)} (${perFrame(traced.forcedStyles)}) / ${perFrame(traced.styledElements)}`,
      `${perFrame(traced.layouts)} / ${perFrame(traced.forcedLayouts)}`,
      String(traced.longTasks),
    ]);
  }
  return rows;
}

export const WORK_NOTE =
  "  (components: React components rendered in the key's frame / per key in all, after its frame too;" +
  '\n  main-thread CPU: thread time from the keydown to the painted frame; forced: inside script, a read after' +
  '\n  a write; the scroll forces one layout per frame itself, when the bench writes scrollTop)';
