// The domain package as an outside developer gets it: build, `pnpm pack`, install the tarball into an empty
// temporary project offline (versions and integrity from the workspace lockfile, files from the local pnpm
// store), then type-check a consumer against it as Node ESM and run it; publint and arethetypeswrong on
// the package. Exits non-zero with the failing step's output.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = join(pkgDir, '..', '..');
const bin = (name) => join(pkgDir, 'node_modules', '.bin', name);
const tsc = join(
  createRequire(join(rootDir, 'package.json')).resolve('typescript/package.json'),
  '..',
  'bin',
  'tsc',
);

function run(title, command, args, cwd) {
  const t0 = Date.now();
  try {
    execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8' });
    console.log(`  ✓ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.error(`  ✗ ${title}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    process.exit(1);
  }
}

/** `name@version` blocks of a pnpm v9 lockfile section ('packages' or 'snapshots'), by key. */
function lockSection(lock, section) {
  const blocks = new Map();
  const body = lock.split(`\n${section}:\n`)[1]?.split(/\n(?=\S)/)[0] ?? '';
  for (const chunk of body.split(/\n(?= {2}\S)/)) {
    const key = /^\s*'?([^'\n]+?)'?:/.exec(chunk)?.[1];
    if (key) blocks.set(key, chunk.trim());
  }
  return blocks;
}

const work = mkdtempSync(join(tmpdir(), 'switchboard-domain-pack-'));
try {
  run('build (tsc -p tsconfig.build.json)', 'pnpm', ['run', 'build'], pkgDir);
  run('pnpm pack', 'pnpm', ['pack', '--pack-destination', work], pkgDir);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  const integrity = `sha512-${createHash('sha512')
    .update(readFileSync(join(work, tarball)))
    .digest('base64')}`;
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));

  // The lockfile of the empty project: the tarball, and the domain's dependencies as the workspace pins them.
  const lock = readFileSync(join(rootDir, 'pnpm-lock.yaml'), 'utf8');
  const importer = lock.split('\n  packages/domain:\n')[1].split(/\n\n/)[0];
  const packages = lockSection(lock, 'packages');
  const snapshots = lockSection(lock, 'snapshots');
  const pinned = Object.keys(manifest.dependencies).map((name) => {
    const version = new RegExp(
      `\\n      '?${name}'?:\\n        specifier: .*\\n        version: (\\S+)`,
    ).exec(`\n${importer}`)?.[1];
    if (!version) throw new Error(`${name} is not in the workspace lockfile's packages/domain importer`);
    return { name, version };
  });
  const keys = new Set();
  const queue = pinned.map(({ name, version }) => `${name}@${version}`);
  while (queue.length > 0) {
    const key = queue.pop();
    if (keys.has(key)) continue;
    keys.add(key);
    for (const [, name, version] of (snapshots.get(key) ?? '').matchAll(/\n\s+'?([^'\s:]+)'?: (\S+)/g)) {
      queue.push(`${name}@${version}`);
    }
  }
  const spec = `file:${tarball}`;
  const quote = (key) => (key.startsWith('@') ? `'${key}'` : key);
  writeFileSync(
    join(work, 'pnpm-lock.yaml'),
    [
      "lockfileVersion: '9.0'\n\nsettings:\n  autoInstallPeers: true\n  excludeLinksFromLockfile: false\n",
      `importers:\n\n  .:\n    dependencies:\n      '${manifest.name}':\n        specifier: ${spec}\n        version: ${spec}\n`,
      'packages:\n',
      `  '${manifest.name}@${spec}':\n    resolution: {integrity: ${integrity}, tarball: ${spec}}\n    version: ${manifest.version}\n`,
      ...[...keys].map((key) => `  ${packages.get(key.replace(/\(.*$/, ''))}\n`),
      'snapshots:\n',
      `  '${manifest.name}@${spec}':\n    dependencies:\n${pinned.map(({ name, version }) => `      ${quote(name)}: ${version}`).join('\n')}\n`,
      ...[...keys].map((key) => `  ${snapshots.get(key)}\n`),
    ].join('\n'),
  );
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      type: 'module',
      dependencies: { [manifest.name]: spec },
    }),
  );
  run(
    'install the tarball offline (pnpm install --offline --frozen-lockfile)',
    'pnpm',
    ['install', '--offline', '--frozen-lockfile', '--ignore-scripts', '--config.confirmModulesPurge=false'],
    work,
  );

  // A consumer with full types: wrong uses must be type errors (so the types are not `any`), right ones run.
  writeFileSync(
    join(work, 'consumer.ts'),
    `import assert from 'node:assert/strict';
import {
  formatSearchQuery,
  graphemeLength,
  isValidEmail,
  messages,
  parseAddressList,
  parseSearchQuery,
  type SearchQuery,
  ThreadSchema,
  truncateDisplayName,
} from '${manifest.name}';

const parsed = parseSearchQuery('subject:(dinner movie) -is:read');
assert.ok(parsed.ok);
const query: SearchQuery = parsed.query;
assert.equal(formatSearchQuery(query), 'subject:(dinner movie) -is:read');
assert.equal(isValidEmail('test@iana.org'), true);
assert.equal(isValidEmail('test@-iana.org'), false);
assert.deepEqual(parseAddressList('First   Last <foo@bar.com>').valid, [{ name: 'First Last', email: 'foo@bar.com' }]);
assert.equal(graphemeLength('👍🏽'), 1);
assert.equal(truncateDisplayName('😀'.repeat(51)), \`\${'😀'.repeat(30)}…\`);
assert.equal(messages.validation.channelNameTooLong, 'Channel name must be 100 characters or less');
assert.equal(ThreadSchema.safeParse({}).success, false);

// @ts-expect-error parseSearchQuery takes a string
parseSearchQuery(42);
// @ts-expect-error the result is a union that must be narrowed before reading the query
parsed.query satisfies number;
// @ts-expect-error the catalogue is typed: no such text
messages.validation.noSuchText;
console.log('consumer ok');
`,
  );
  writeFileSync(
    join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM'], // a browser consumer: zod's types name URL
        types: [],
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        // Declarations are not re-checked (zod's take long); a type missing or `any` fails the checks below.
        skipLibCheck: true,
        outDir: 'out',
        typeRoots: [],
      },
      files: ['consumer.ts', 'node-assert.d.ts'],
    }),
  );
  // The few node:assert types the consumer uses (the temporary project installs nothing but the tarball).
  writeFileSync(
    join(work, 'node-assert.d.ts'),
    `declare module 'node:assert/strict' {
  function assert(value: unknown): asserts value;
  namespace assert {
    function ok(value: unknown): asserts value;
    function equal<T>(actual: unknown, expected: T): asserts actual is T;
    function deepEqual<T>(actual: unknown, expected: T): asserts actual is T;
  }
  export default assert;
}
`,
  );
  run(
    'type-check a consumer as Node ESM (tsc, NodeNext, strict)',
    process.execPath,
    [tsc, '-p', 'tsconfig.json'],
    work,
  );
  run('run the consumer (node)', process.execPath, [join(work, 'out', 'consumer.js')], work);
  run('publint', bin('publint'), ['--strict'], pkgDir);
  // The package is ESM only (`type: module`, exports `types` + `import`, no `main`): the esm-only profile checks
  // node16-from-ESM and bundler resolution and skips node10 and node16-from-CJS, which ESM-only packages
  // cannot serve (the default profile reports exactly those two: 'Resolution failed' and
  // 'ESM (dynamic import only)'). See the README, "Using the package outside this workspace".
  run(
    'arethetypeswrong (ESM-only profile)',
    bin('attw'),
    [join(work, tarball), '--profile', 'esm-only'],
    pkgDir,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
