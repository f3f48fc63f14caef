import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The Node request under Hono's, when the app runs in `@hono/node-server` (absent in `app.request()`). */
function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
}

/** Whether the request declares a body longer than `maxBytes` (its Content-Length), read without a Request. */
export function declaresBodyOver(c: Context, maxBytes: number): boolean {
  const incoming = incomingOf(c);
  const declared = incoming ? incoming.headers['content-length'] : c.req.header('content-length');
  return declared !== undefined && Number(declared) > maxBytes;
}

/**
 * The request body as text, at most `maxBytes` (null when longer). Read straight from the Node request when
 * there is one: `c.req.text()` (and Hono's body limit, which looked at `c.req.raw.body` on every API call,
 * GETs too) makes `@hono/node-server` build a whole fetch Request, with its stream and abort signal, about a
 * fifteenth of a reply's CPU on the server's thread.
 */
export async function readBodyText(c: Context, maxBytes: number): Promise<string | null> {
  const incoming = incomingOf(c);
  if (!incoming) {
    const text = await c.req.text();
    return Buffer.byteLength(text) > maxBytes ? null : text;
  }
  if (declaresBodyOver(c, maxBytes)) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Over the limit while it streams (no Content-Length, or a false one): stop reading here.
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
