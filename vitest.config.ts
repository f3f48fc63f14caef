import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumPath } from './scripts/chromium-path.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/api-client',
      'packages/ui',
      'apps/server',
      'apps/web',
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        // Pre-bundle every browser dependency up front: on a fresh clone Vite would otherwise
        // discover some mid-run, re-optimise and fail the stories that were loading meanwhile.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            ...[
              'react-aria-components',
              'react-aria',
              'lucide-react',
              'sonner',
              'cmdk',
              '@tanstack/react-virtual',
              '@vanilla-extract/css',
              '@vanilla-extract/dynamic',
              '@vanilla-extract/recipes',
              '@vanilla-extract/recipes/createRuntimeFn',
              '@tiptap/react',
              '@tiptap/starter-kit',
              '@tiptap/extension-image',
              '@tiptap/extension-mention',
              '@tiptap/extensions',
              '@tiptap/suggestion',
              '@tiptap/pm/state',
              '@internationalized/date',
              'gemoji',
            ].map((dep) => `@switchboard/ui > ${dep}`),
            ...['zod', 'date-fns', '@date-fns/tz', 'chrono-node'].map(
              (dep) => `@switchboard/domain > ${dep}`,
            ),
          ],
        },
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath(),
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { branches: 95 },
    },
  },
});
