import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { swPrecache } from './sw-precache';

const serverUrl = process.env.SWITCHBOARD_SERVER_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [
    // The router plugin generates src/routeTree.gen.ts and must run before react().
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    // The service worker's precache list of the built app shell (sw-precache.ts).
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
  build: { target: 'es2022', sourcemap: true },
});
