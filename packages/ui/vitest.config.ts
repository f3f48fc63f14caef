import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

// Non-visual logic of the UI package (token contrast, keyboard reducers). Visual
// behaviour is tested through the stories in the `storybook` project.
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: { name: 'ui', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], environment: 'node' },
});
