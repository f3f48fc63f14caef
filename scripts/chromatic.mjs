#!/usr/bin/env node
// `pnpm chromatic`: publishes the static Storybook to Chromatic for visual review.
// Without CHROMATIC_PROJECT_TOKEN it does nothing and says so (exit 0), so CI and local runs pass.
// With a token it builds Storybook (`--skip-build` reuses an existing storybook-static/) and runs
// the Chromatic CLI. chromatic@16 is the last major that runs on Node 20 (17+ needs Node 22).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'storybook-static');
const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();

if (!token) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set.');
  console.log(
    'chromatic: set it to publish the Storybook, e.g. CHROMATIC_PROJECT_TOKEN=chpt_... pnpm chromatic',
  );
  process.exit(0);
}

function run(command, args) {
  console.log(`chromatic: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.error) {
    console.error(`chromatic: could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const skipBuild = process.argv.includes('--skip-build');
if (!skipBuild || !existsSync(buildDir)) {
  run('pnpm', ['build-storybook']);
}

run('npx', [
  '--yes',
  'chromatic@16',
  '--project-token',
  token,
  '--storybook-build-dir',
  buildDir,
  '--exit-zero-on-changes',
  ...(process.env.CI ? ['--ci'] : []),
]);
