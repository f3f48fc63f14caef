import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressLarge } from './compress-large.js';
import { loadShed, RETRY_AFTER_SECONDS } from './load-shed.js';

describe('load shedding', () => {
  it('refuses requests past the in-flight cap at once with 503 unavailable and Retry-After', async () => {
    const shed = loadShed({ maxInFlight: 2 });
    const app = new Hono();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.use('*', shed.middleware);
    app.get('/slow', async (c) => {
      await held;
      return c.json({ ok: true });
    });
    const slow = [app.request('/slow'), app.request('/slow')];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shed.inFlight).toBe(2);
    const refused = await app.request('/slow');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await refused.json()).toEqual({
      error: { type: 'unavailable', message: 'The server is busy, try again shortly' },
    });
    release();
    for (const response of await Promise.all(slow)) expect(response.status).toBe(200);
    expect(shed.inFlight).toBe(0);
    expect(shed.shed).toBe(1);
    expect((await app.request('/slow')).status).toBe(200);
  });

  it('compresses answers over 1 KB for a client that accepts gzip, and leaves small ones alone', async () => {
    const app = new Hono();
    app.use('*', compressLarge());
    app.get('/big', (c) => c.json({ rows: Array.from({ length: 100 }, (_, i) => ({ id: `row_${i}` })) }));
    app.get('/small', (c) => c.json({ id: 'row_1' }));
    const big = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    const unzipped = new Response(big.body?.pipeThrough(new DecompressionStream('gzip')));
    expect(((await unzipped.json()) as { rows: unknown[] }).rows).toHaveLength(100);
    const plain = await app.request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const small = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe(String(JSON.stringify({ id: 'row_1' }).length));
  });

  it('prefers brotli when accepted, keeps the Vary of the answer, and leaves a refused encoding out', async () => {
    const app = new Hono();
    app.use('*', compressLarge());
    const rows = Array.from({ length: 100 }, (_, i) => ({ id: `row_${i}` }));
    app.get('/big', (c) => {
      c.header('vary', 'Origin');
      return c.json({ rows });
    });
    const br = await app.request('/big', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Origin, Accept-Encoding');
    const raw = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(raw.byteLength));
    expect(JSON.parse(brotliDecompressSync(raw).toString('utf8'))).toEqual({ rows });
    const noBr = await app.request('/big', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBr.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await noBr.arrayBuffer())).toString('utf8'))).toEqual({ rows });
  });
});
