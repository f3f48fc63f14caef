// `npm test`: every test of the project, in order, stopping at the first failure.
// lint + format, type-check, unit tests (with the domain's coverage bar), the domain package as others
// install it, the server suites again on a throwaway PostgreSQL 15 cluster, story tests in Chromium,
// end-to-end tests in Chromium.
// Where the time goes (2 cores, one vitest worker, one Playwright worker): the end-to-end journeys (~20 min),
// the server suites twice (PGlite, then PostgreSQL), the stories, then type-check and the domain tests. The
// server suites' route tests start from copies of one seeded database made once per vitest run
// (apps/server/test/helpers/seeded-template.ts), not a migrate + seed per file; the domain's test files share one
// module graph per worker (packages/domain/vitest.config.ts, isolate: false).
// Tried and measured (s32), not kept: the unit lane and the PostgreSQL lane side by side took 369 s against 416 s
// one after the other (each slowed by the other on 2 cores); the journeys in two Playwright shards, each with its
// own server and database, ran each journey about twice as slowly (load average 12), no faster in all: the
// journeys are bound by CPU (Chromium, the server), not by their waits.
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';
import { runPnpm } from './run-pnpm.mjs';

if (!existsSync(chromiumPath())) {
  await import('./check-chromium.mjs');
}

const steps = [
  ['Installing dependencies', ['install', '--frozen-lockfile', '--prefer-offline']],
  ['Lint and format (Biome)', ['run', 'lint']],
  ['Type-check (tsc, strict)', ['run', 'typecheck']],
  ['Domain unit tests with coverage (branches >= 95%)', ['run', 'test:domain']],
  [
    'Domain package: build, pack, offline install in an empty project, consumer types, publint, attw',
    ['--filter', '@switchboard/domain', 'run', 'pack-check'],
  ],
  ['Unit tests (api-client, ui, web, server)', ['run', 'test:unit']],
  ['Server tests on PostgreSQL 15 (throwaway cluster)', ['run', 'test:server:postgres']],
  ['Story tests in Chromium (Storybook + axe)', ['run', 'test:stories']],
  ['End-to-end tests in Chromium (Playwright)', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [title, args] of steps) {
  const t0 = Date.now();
  console.log(`\n▸ ${title}`);
  const code = await runPnpm(args);
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✗ ${title} failed (exit ${code}) after ${seconds} s.`);
    process.exit(code);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
