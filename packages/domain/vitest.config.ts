import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests run a hundred cases each under coverage; on a loaded 2-core machine one took over the
    // 5 s default (no test here measures time: the bound only stops a hung test).
    testTimeout: 30_000,
    // The domain is pure functions without module state: its files share one module graph per worker
    // instead of importing zod, date-fns and the rules afresh for each of ~80 files (most of this project's
    // time was spent importing). graphemes.test.ts's fallback case resets the modules it stubs itself.
    isolate: false,
  },
});
