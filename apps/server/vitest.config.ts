import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The seeded database the route tests copy, made once per run (test/helpers/seeded-template.ts).
    globalSetup: ['test/helpers/global-setup.ts'],
  },
});
