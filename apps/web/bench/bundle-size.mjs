#!/usr/bin/env node
// Initial JavaScript of /inbox, from the production build's Vite manifest (issue 17: <= 150 KB gzipped).
//
//   node apps/web/bench/bundle-size.mjs           reads apps/web/dist (run `pnpm --filter @switchboard/web build` first)
//   node apps/web/bench/bundle-size.mjs --build   builds first
//
// "Initial" is what the browser must run before /inbox paints its first rows: the entry chunk (index.html's
// script) with every chunk it imports statically, plus the code-split components of the routes that /inbox
// renders (`_app`, `_app/inbox/route`, `_app/inbox/index`) with theirs. Chunks reached only through a
// dynamic import() (the composer, the command menu, settings, dialogs...) are lazy and listed apart.
// Sizes: raw bytes, gzip level 9 and brotli quality 11 (the same settings as the precompressed files the
// server sends). A third table splits the initial JavaScript by npm package or source folder, from the
// build's hidden source maps (what is left on the startup path, and why it is there: docs/ARCHITECTURE.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TARGET_GZ_KB = 150;
/** The code-split route components that /inbox renders before its first rows. */
const INBOX_ROUTES = [
  'src/routes/_app.tsx',
  'src/routes/_app/inbox/route.tsx',
  'src/routes/_app/inbox/index.tsx',
];

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.BUNDLE_DIST ?? join(webDir, 'dist');
if (process.argv.includes('--build') || !existsSync(join(dist, '.vite/manifest.json'))) {
  execFileSync('pnpm', ['exec', 'vite', 'build'], { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] });
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const sizes = new Map();
function sizeOf(file) {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(dist, file));
    size = {
      raw: bytes.length,
      gz: gzipSync(bytes, { level: 9 }).length,
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

/** A manifest entry's file with every file it imports statically. */
function closure(keys, into = new Set()) {
  for (const key of keys) {
    const entry = manifest[key];
    if (!entry) throw new Error(`bundle-size: ${key} is not in the Vite manifest`);
    if (into.has(entry.file)) continue;
    into.add(entry.file);
    closure(entry.imports ?? [], into);
  }
  return into;
}

const routeKeys = INBOX_ROUTES.map((route) => `${route}?tsr-split=component`);
const initial = closure(['index.html', ...routeKeys.filter((key) => manifest[key])]);
const sum = (files) =>
  [...files].reduce(
    (total, file) => {
      const size = sizeOf(file);
      return { raw: total.raw + size.raw, gz: total.gz + size.gz, br: total.br + size.br };
    },
    { raw: 0, gz: 0, br: 0 },
  );
const kb = (bytes) => (bytes / 1024).toFixed(1);
const total = sum(initial);

const rows = [
  ['what', 'files', 'raw KB', 'gzip KB', 'brotli KB', 'target gzip KB', 'gzip / target'],
  [
    'initial JS for /inbox',
    String(initial.size),
    kb(total.raw),
    kb(total.gz),
    kb(total.br),
    String(TARGET_GZ_KB),
    `${((total.gz / 1024 / TARGET_GZ_KB) * 100).toFixed(0)} %`,
  ],
];
const lazy = [...new Set(Object.values(manifest).map((entry) => entry.file))]
  .filter((file) => file.endsWith('.js') && !initial.has(file))
  .map((file) => ({ file, ...sizeOf(file) }))
  .sort((a, b) => b.gz - a.gz);
const lazyTotal = sum(lazy.map((chunk) => chunk.file));
rows.push([
  'lazy JS (all other chunks)',
  String(lazy.length),
  kb(lazyTotal.raw),
  kb(lazyTotal.gz),
  kb(lazyTotal.br),
  '',
  '',
]);

/** Base64 VLQ of source map `mappings`: per generated line, segments [column, source, ...] (absolute). */
function decodeMappings(mappings) {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const text of line ? line.split(',') : []) {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of text) {
        const digit = digits.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push(values.length > 1 ? [column, source] : [column]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Bytes of the initial chunks by npm package or by source folder, read from their `.map` files. */
function initialBySource() {
  const totals = new Map();
  const add = (from, bytes) => totals.set(from, (totals.get(from) ?? 0) + bytes);
  for (const file of initial) {
    const mapFile = join(dist, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const code = readFileSync(join(dist, file), 'utf8').split('\n');
    decodeMappings(map.mappings).forEach((segments, index) => {
      segments.forEach((segment, at) => {
        const end = at + 1 < segments.length ? segments[at + 1][0] : (code[index]?.length ?? 0);
        const source = segment.length > 1 ? map.sources[segment[1]] : '';
        const npm = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
        const path = source.replace(/^(\.\.\/)+/, '').split('/');
        // packages/<name>/src, or the app's src/<folder>
        const local = (path[0] === 'packages' ? path.slice(0, 3) : ['apps/web', ...path.slice(0, 2)]).join(
          '/',
        );
        add(npm ? npm[1] : source ? local : '(bundler glue)', end - segment[0]);
      });
    });
  }
  return totals;
}

function table(lines) {
  const widths = lines[0].map((_, column) => Math.max(...lines.map((line) => line[column].length)));
  return lines.map((line) => line.map((cell, column) => cell.padEnd(widths[column])).join('  ')).join('\n');
}

console.log(
  `bundle size (apps/web/dist), load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(table(rows));
console.log('\ninitial chunks, largest first');
console.log(
  table([
    ['chunk', 'raw KB', 'gzip KB'],
    ...[...initial]
      .map((file) => ({ file, ...sizeOf(file) }))
      .sort((a, b) => b.gz - a.gz)
      .slice(0, 10)
      .map((chunk) => [chunk.file, kb(chunk.raw), kb(chunk.gz)]),
  ]),
);
console.log(
  '\ninitial JS by package or source folder (raw KB of minified code, from the hidden source maps)',
);
console.log(
  table([
    ['from', 'raw KB'],
    ...[...initialBySource()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 16)
      .map(([from, bytes]) => [from, kb(bytes)]),
  ]),
);
console.log('\nlargest lazy chunks');
console.log(
  table([
    ['chunk', 'raw KB', 'gzip KB'],
    ...lazy.slice(0, 10).map((chunk) => [chunk.file, kb(chunk.raw), kb(chunk.gz)]),
  ]),
);
const budgetOk = total.gz / 1024 <= TARGET_GZ_KB;
console.log(`\n${budgetOk ? 'within' : 'OVER'} the ${TARGET_GZ_KB} KB gzip budget for /inbox`);
if (process.argv.includes('--check') && !budgetOk) process.exitCode = 1;
