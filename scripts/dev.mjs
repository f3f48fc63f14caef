// `pnpm dev`: the server (API, sign-in provider, embedded database) on :3000 and
// Vite's dev server on :5173 with hot reload (it proxies /api and /oidc).
import { runPnpm } from './run-pnpm.mjs';

const results = await Promise.all([
  runPnpm(['--filter', '@switchboard/server', 'start']),
  runPnpm(['--filter', '@switchboard/web', 'dev']),
]);
process.exit(Math.max(...results));
