import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The line of public/sw.js the build replaces with the shell's file list and version. */
export const PRECACHE_MARKER = 'const PRECACHE = null;';

/**
 * Built files the service worker does not precache: source maps, itself, precompressed copies, and the
 * build's own manifest folder (`.vite/`, which the server does not serve: one 404 would fail the install).
 */
function precached(relative: string): boolean {
  return !/\.(map|gz|br)$/.test(relative) && relative !== 'sw.js' && !relative.startsWith('.vite/');
}

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, base) : [path.relative(base, full)];
  });
}

/**
 * Writes the app shell's file list into the built sw.js, with a version that changes whenever any of those
 * files changes (so a new build's service worker installs a new cache and deletes the old one).
 */
export function writePrecacheManifest(outDir: string): { version: string; urls: string[] } {
  const files = filesUnder(outDir)
    .map((file) => file.split(path.sep).join('/'))
    .filter(precached)
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(path.join(outDir, file)));
  const manifest = { version: hash.digest('hex').slice(0, 16), urls: files.map((file) => `/${file}`) };
  const worker = path.join(outDir, 'sw.js');
  const source = readFileSync(worker, 'utf8');
  if (!source.includes(PRECACHE_MARKER)) throw new Error(`sw.js: the line '${PRECACHE_MARKER}' is missing`);
  writeFileSync(worker, source.replace(PRECACHE_MARKER, `const PRECACHE = ${JSON.stringify(manifest)};`));
  return manifest;
}

/** The Vite plugin: after a build is written, the service worker learns what to precache. */
export function swPrecache(): Plugin {
  let outDir = 'dist';
  return {
    name: 'switchboard-sw-precache',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        writePrecacheManifest(outDir);
      },
    },
  };
}
