import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountStatic } from '../src/app.js';
import type { AuthVariables } from '../src/auth/middleware.js';
import { acceptedEncodings } from '../src/http/compress-large.js';

// The web build as apps/web's precompress plugin leaves it: a hashed asset with .br and .gz beside it, an
// unhashed sw.js with only a .gz, index.html with both, and a small icon with neither.
let dir: string;
let app: Hono<{ Variables: AuthVariables }>;
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};\n`;
const html = `<!doctype html><title>Switchboard</title>${'<!-- padding -->'.repeat(100)}`;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-static-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, '.vite'));
  const write = (name: string, data: string | Buffer) => fs.writeFileSync(path.join(dir, name), data);
  write('index.html', html);
  write('index.html.br', brotliCompressSync(html));
  write('index.html.gz', gzipSync(html));
  write('assets/index-abc123.js', script);
  write('assets/index-abc123.js.br', brotliCompressSync(script));
  write('assets/index-abc123.js.gz', gzipSync(script));
  write('sw.js', script);
  write('sw.js.gz', gzipSync(script));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.vite/manifest.json', '{}');
  app = new Hono<{ Variables: AuthVariables }>();
  expect(mountStatic(app, dir)).toBe(true);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const get = (url: string, acceptEncoding?: string) =>
  app.request(url, acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } });

describe('the web build is served precompressed', () => {
  it('sends the brotli sibling when brotli is accepted, with the type and length of what it sends', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    expect(body.byteLength).toBeLessThan(script.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and to one that refuses brotli with q=0', async () => {
    for (const header of ['gzip, deflate', 'br;q=0, gzip;q=0.5', '*, br;q=0']) {
      const response = await get('/assets/index-abc123.js', header);
      expect(response.headers.get('content-encoding'), header).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
    }
  });

  it('sends the file as it is when nothing is accepted, or when there is no sibling', async () => {
    for (const header of [undefined, '', 'identity', 'gzip;q=0, br;q=0', 'zstd']) {
      const response = await get('/assets/index-abc123.js', header);
      expect(response.headers.get('content-encoding'), String(header)).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(script);
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    }
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.headers.get('content-encoding')).toBeNull();
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    // sw.js has only a gzip sibling: brotli is not invented.
    const worker = await get('/sw.js', 'br, gzip');
    expect(worker.headers.get('content-encoding')).toBe('gzip');
  });

  it('never caches index.html or sw.js for long, and serves index.html (compressed) for app paths', async () => {
    const worker = await get('/sw.js', 'br');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-encoding')).toBeNull();
    for (const url of ['/', '/inbox', '/threads/t1']) {
      const page = await get(url, 'br');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(html);
    }
  });

  it('answers 404 for a missing asset, a path outside the build and the build manifest', async () => {
    for (const url of [
      '/assets/missing-1.js',
      '/assets/index-abc123.js.map',
      '/.vite/manifest.json',
      '/assets/..%2f..%2f..%2fpackage.json',
    ]) {
      expect((await get(url, 'br')).status, url).toBe(404);
    }
  });
});

describe('acceptedEncodings', () => {
  it('reads q-values and the wildcard', () => {
    expect([...acceptedEncodings('gzip, br;q=0.8')].sort()).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('br;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*;q=0.1, gzip;q=0')]).toEqual(['br']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('br;q=abc')]).toEqual([]);
  });
});
