import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressLarge, jsonAnswer } from './compress-large.js';

const rows = Array.from({ length: 100 }, (_, i) => ({ id: `row_${i}`, name: `Row ${i} ✓` }));

/** The same value answered through c.json (encoded by the middleware) and through jsonAnswer. */
function app(value: unknown, status: 200 | 201 = 200) {
  const app = new Hono();
  app.use('*', compressLarge());
  app.use('*', async (c, next) => {
    await next();
    // As the CORS middleware does after the handler.
    c.header('vary', 'Origin', { append: true });
  });
  app.get('/json', (c) => c.json(value, status));
  app.get('/answer', (c) => jsonAnswer(c, value, status));
  return app;
}

const HEADERS = ['content-type', 'content-encoding', 'content-length', 'vary'];

async function sent(a: Hono, path: string, acceptEncoding: string | null) {
  const response = await a.request(
    path,
    acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {},
  );
  const raw = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  const text = (
    encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
  ).toString('utf8');
  return {
    status: response.status,
    headers: Object.fromEntries(HEADERS.map((name) => [name, response.headers.get(name)])),
    bytes: raw.byteLength,
    json: JSON.parse(text) as unknown,
  };
}

describe('jsonAnswer', () => {
  for (const accept of ['gzip', 'gzip, deflate, br', 'br;q=0, gzip', 'identity', null]) {
    it(`answers what compressLarge makes of c.json (Accept-Encoding: ${accept ?? 'none'})`, async () => {
      const a = app({ rows }, 201);
      const viaJson = await sent(a, '/json', accept);
      const viaAnswer = await sent(a, '/answer', accept);
      expect(viaAnswer).toEqual(viaJson);
      expect(viaAnswer.status).toBe(201);
      expect(viaAnswer.json).toEqual({ rows });
      expect(viaAnswer.headers['content-length']).toBe(String(viaAnswer.bytes));
      expect(viaAnswer.headers.vary).toBe('Origin, Accept-Encoding');
    });
  }

  it('sends an answer under 1 KB as it is, whatever the client accepts', async () => {
    const a = app({ id: 'row_1' });
    const viaAnswer = await sent(a, '/answer', 'gzip, br');
    expect(viaAnswer).toEqual(await sent(a, '/json', 'gzip, br'));
    expect(viaAnswer.headers['content-encoding']).toBeNull();
    expect(viaAnswer.headers['content-length']).toBe(String(JSON.stringify({ id: 'row_1' }).length));
  });
});
