import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { swPrecache } from './sw-precache';
import { englishOnlyAriaStrings } from './vite-aria-locales';
import { precompress } from './vite-precompress';

/** The routes /inbox renders before its first rows: the signed-in frame, the split strip, the Primary split. */
const INBOX_ROUTE_IDS = new Set<string>(['/_app', '/_app/inbox', '/_app/inbox/']);

const serverUrl = process.env.SWITCHBOARD_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The router plugin generates src/routeTree.gen.ts and must run before react().
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The routes /inbox renders are not split: their components (the shell, the inbox screen) belong to
      // the startup chunk, fetched with the entry instead of after it (issue 17; bench/bundle-size.mjs).
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (INBOX_ROUTE_IDS.has(routeId) ? [] : undefined),
      },
    }),
    react(),
    vanillaExtractPlugin(),
    // react-aria's built-in texts in en-US only, like every text of the app (docs/ARCHITECTURE.md).
    englishOnlyAriaStrings(),
    // .br and .gz beside every text file but sw.js, served by the server's static handler (docs/DEPLOYMENT.md).
    precompress(),
    // The service worker's precache list of the built app shell (sw-precache.ts), written into sw.js last.
    swPrecache(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: serverUrl, changeOrigin: false },
      '/oidc': { target: serverUrl, changeOrigin: false },
      // Signed attachment downloads.
      '/files': { target: serverUrl, changeOrigin: false },
      // Remote pictures (avatars, mail images), signed by the server.
      '/image-proxy': { target: serverUrl, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // Maps are written for debugging a build (and the bundle bench's breakdown) but not referenced from the
    // code, so browsers never download them; they are not precompressed.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: what /inbox loads at start (apps/web/bench/bundle-size.mjs).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into one 'startup' chunk (main.tsx itself stays the
          // entry): left to itself the bundler cut it into ~130 small shared chunks, each compressed apart,
          // which cost /inbox ~70 KB more gzip than the same code in one file (apps/web/bench/bundle-size.mjs).
          // Lazy chunks are not touched: a module only they import is not `$initial`.
          // `$initial` follows every static import, used or not: a static import of a module that builds
          // schemas (the domain's model) puts it, and zod, into this chunk even when the startup code only
          // needs a constant beside them (plain values live in the domain's model/enum-values.ts for that).
          groups: [
            {
              name: 'startup',
              tags: ['$initial'],
              test: (id) => !/src[\\/]main\.tsx$|index\.html$/.test(id),
            },
          ],
        },
      },
    },
  },
});
