import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Answers at least this large are compressed (smaller ones gain less than the work costs). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of at least `threshold` bytes with gzip or deflate when the client accepts it
 * (Hono's compress). Hono's JSON answers carry no Content-Length, which compress needs to leave small
 * answers alone, so the answer's length is measured first.
 */
export function compressLarge(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler {
  const gzip = compress({ threshold });
  return (c, next) =>
    // An event stream goes out as it is written, never held back by a compressor.
    (c.req.header('accept') ?? '').includes('text/event-stream')
      ? next()
      : gzip(c, async () => {
          await next();
          const response = c.res;
          if (response.body && !response.headers.has('content-length')) {
            const type = response.headers.get('content-type') ?? '';
            if (type.startsWith('application/json')) {
              const bytes = await response.arrayBuffer();
              c.res = new Response(bytes, response);
              c.res.headers.set('content-length', String(bytes.byteLength));
            }
          }
        });
}
