import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Property tests run a hundred cases each under coverage; on a loaded 2-core machine one took over the
    // 5 s default (no test here measures time: the bound only stops a hung test).
    testTimeout: 30_000,
  },
});
