import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing (not sw.js: see below); source maps are left out (they are not referenced: `sourcemap: 'hidden'`). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than a packet: the server sends the file as it is. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling of every text file of the build,
 * once, at build time; the server's static handler (apps/server/src/app.ts `mountStatic`) sends the one the
 * request's Accept-Encoding allows. A sibling that would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'switchboard:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        // The service worker gets its precache list after this runs (sw-precache.ts): a copy made now would
        // be stale, and it is small and never cached anyway.
        if (path.relative(outDir, file) === 'sw.js') continue;
        if ((await stat(file)).size < MIN_BYTES) continue;
        jobs.push(
          (async () => {
            const data = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
              gz(data, { level: 9 }),
            ]);
            if (br.length < data.length) await writeFile(`${file}.br`, br);
            if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
