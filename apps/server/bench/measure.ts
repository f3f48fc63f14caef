/**
 * Helpers of the benchmarks: bounded sequential sampling, percentiles and the result table, a free port,
 * the load average and a bench server's options.
 */
import net from 'node:net';
import os from 'node:os';
import type { Db } from '../src/db/database.js';

export interface Sampling {
  /** Calls before measuring (JIT, caches, query plans). */
  warmup: number;
  /** Measured calls at most. */
  iterations: number;
  /** Stop measuring after this many milliseconds (at least `minIterations` calls are still made). */
  budgetMs: number;
  minIterations: number;
}

export interface Samples {
  times: number[];
  p50: number;
  p95: number;
}

/** The nearest-rank percentile of `values` (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** Runs `call` sequentially: warm-up calls, then timed calls until the count or the time budget is used. */
export async function sample(call: (i: number) => Promise<unknown>, s: Sampling): Promise<Samples> {
  for (let i = 0; i < s.warmup; i++) await call(i);
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < s.iterations; i++) {
    if (i >= s.minIterations && performance.now() - started > s.budgetMs) break;
    const start = performance.now();
    await call(s.warmup + i);
    times.push(performance.now() - start);
  }
  return { times, p50: percentile(times, 50), p95: percentile(times, 95) };
}

export interface Row {
  name: string;
  /** The target the figure is held to, shown beside it. */
  target?: string;
  n: number;
  p50: number;
  p95: number;
  floorN: number;
  floorP50: number;
  floorP95: number;
}

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : '-');

/**
 * An aligned text table: name, API calls and p50/p95, floor runs and p50/p95, the ratios API / floor at
 * p50 and p95, and the target.
 */
export function formatTable(rows: readonly Row[]): string {
  const header = [
    'name',
    'n',
    'p50 ms',
    'p95 ms',
    'floor n',
    'floor p50 ms',
    'floor p95 ms',
    'ratio',
    'p95 ratio',
    'target',
  ];
  const body = rows.map((r) => [
    r.name,
    String(r.n),
    ms(r.p50),
    ms(r.p95),
    String(r.floorN),
    ms(r.floorP50),
    ms(r.floorP95),
    r.floorP50 > 0 ? `${(r.p50 / r.floorP50).toFixed(1)}x` : '-',
    r.floorP95 > 0 ? `${(r.p95 / r.floorP95).toFixed(1)}x` : '-',
    r.target ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => (line[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** A free loopback port, so the server's public URL (and the token issuer) is 127.0.0.1 as well. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The machine's load averages (1, 5, 15 min), printed beside every figure. */
export const loadAverage = (): string =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/**
 * The options of a bench server on a seeded `db`: loopback, no seed, no scheduler, a fixed clock, no web
 * app, quiet logs (errors still printed).
 */
export function benchServerOptions(options: { db: Db; port: number; now: Date; validateResponses: boolean }) {
  return {
    db: options.db,
    port: options.port,
    host: '127.0.0.1',
    seed: false,
    scheduler: false,
    now: () => options.now,
    config: {
      publicUrl: `http://127.0.0.1:${options.port}`,
      webDistDir: '/nonexistent',
      validateResponses: options.validateResponses,
    },
    logger: { log: () => {}, error: (...args: unknown[]) => console.error(...args) },
  };
}
