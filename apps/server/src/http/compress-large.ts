import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Answers at least this large are compressed (smaller ones gain less than the work costs). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Levels for answers made per request: most of the size win of the defaults for a fraction of the work
 * (an inbox page of 26 KB: gzip 4 gives 4.3 KB against 3.9 KB at the default 6).
 */
const GZIP_LEVEL = 4;
const BROTLI_QUALITY = 4;

/** The codings this server sends, best first. */
const CODINGS = ['br', 'gzip'] as const;

/**
 * The content codings an Accept-Encoding header allows (RFC 9110 12.5.3): listed with a q above 0, or
 * covered by `*`; `identity` is always fine.
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const allowed = new Set<string>();
  const refused = new Set<string>();
  let anyOther = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const ok = Number.isFinite(weight) && weight > 0;
    if (name === '*') anyOther = ok;
    else (ok ? allowed : refused).add(name);
  }
  if (anyOther) {
    for (const encoding of CODINGS) if (!refused.has(encoding)) allowed.add(encoding);
  }
  return allowed;
}

/** Contexts whose JSON answer {@link jsonAnswer} already encoded: compressLarge only adds its Vary. */
const encodedHere = new WeakSet<Context>();

/** The body of a JSON answer, compressed with the best coding `acceptEncoding` allows at `threshold` and up. */
async function encodeJson(
  bytes: Uint8Array,
  acceptEncoding: string | undefined,
  threshold: number,
): Promise<{ body: Uint8Array; encoding: (typeof CODINGS)[number] | null }> {
  const accepted = bytes.byteLength >= threshold ? acceptedEncodings(acceptEncoding) : null;
  const encoding = CODINGS.find((coding) => accepted?.has(coding)) ?? null;
  if (!encoding) return { body: bytes, encoding };
  const body =
    encoding === 'br'
      ? await brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        })
      : await gzip(bytes, { level: GZIP_LEVEL });
  return { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), encoding };
}

/**
 * Answers `value` as JSON, encoded as {@link compressLarge} would encode it (the same bytes and headers),
 * straight from its text: the middleware would read the answer back out of a Response (a stream read that
 * cost more than the compression, ~0.3 ms a call) and build a second one. Use it for every answer of the
 * API's dispatcher; compressLarge still encodes the JSON answers made anywhere else.
 */
export async function jsonAnswer(
  c: Context,
  value: unknown,
  status: ContentfulStatusCode,
  threshold = COMPRESS_THRESHOLD_BYTES,
): Promise<Response> {
  const { body, encoding } = await encodeJson(
    Buffer.from(JSON.stringify(value)),
    c.req.header('accept-encoding'),
    threshold,
  );
  encodedHere.add(c);
  return c.body(body as Uint8Array<ArrayBuffer>, status, {
    'content-type': 'application/json',
    'content-length': String(body.byteLength),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
}

/**
 * Compresses JSON answers of at least `threshold` bytes with brotli or gzip when the client accepts it.
 * The answer is made whole anyway (a JSON body), so it is compressed in one call on libuv's thread pool
 * rather than through a compression stream per request (which cost more than the compression itself).
 * Event streams and other types go out untouched. An answer of {@link jsonAnswer} is encoded already and
 * only gets its `Vary`, appended last as for any other.
 */
export function compressLarge(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (encodedHere.has(c)) {
      response.headers.append('vary', 'Accept-Encoding');
      return;
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.body || !type.startsWith('application/json') || response.headers.has('content-encoding')) {
      return;
    }
    const { body, encoding } = await encodeJson(
      new Uint8Array(await response.arrayBuffer()),
      c.req.header('accept-encoding'),
      threshold,
    );
    const headers = new Headers(response.headers);
    headers.append('vary', 'Accept-Encoding');
    if (encoding) headers.set('content-encoding', encoding);
    headers.set('content-length', String(body.byteLength));
    // Hono's `c.res` setter copies the old answer's headers over the new one's (the Vary above would be
    // lost): the new answer replaces the old whole.
    c.res = undefined as unknown as Response;
    c.res = new Response(body as Uint8Array<ArrayBuffer>, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
