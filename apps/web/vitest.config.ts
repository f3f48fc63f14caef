import { defineProject } from 'vitest/config';

// The web app's pure logic (sign-in rules, URL guards, row mapping). Screens are covered end to end (e2e/).
export default defineProject({
  test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' },
});
