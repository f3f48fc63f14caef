// `npm start`: install, build the web app, start the server (embedded database,
// seeded demo workspace) serving the API, the sign-in provider and the app.
import { runPnpm } from './run-pnpm.mjs';

async function step(title, args) {
  console.log(`\n▸ ${title}`);
  const code = await runPnpm(args);
  if (code !== 0) {
    console.error(`\n✗ ${title} failed (exit ${code}).`);
    process.exit(code);
  }
}

await step('Installing dependencies', ['install', '--prefer-offline']);
await step('Building the web app', ['--filter', '@switchboard/web', 'build']);
console.log('\n▸ Starting Switchboard');
process.exit(await runPnpm(['--filter', '@switchboard/server', 'start']));
