// Stops the test command early, with a clear message, when no Chromium is installed.
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

const path = chromiumPath();
if (!existsSync(path)) {
  console.error(
    [
      `Chromium was not found at ${path}.`,
      'The story tests and end-to-end tests run in the system Chromium. Install it with:',
      '  sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROMIUM_PATH (or CHROME_PATH) at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
