// The one place that knows where the system Chromium lives. Playwright's own
// browser download cannot work on these machines, so every browser test
// (vitest browser mode and Playwright e2e) launches this binary.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @returns {string} */
export function chromiumPath() {
  const fromEnv = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (fromEnv) return fromEnv;
  return candidates.find((candidate) => existsSync(candidate)) ?? '/usr/bin/chromium';
}
