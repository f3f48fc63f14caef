import { createHmac, timingSafeEqual } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { IMAGE_PROXY_PATH } from '@switchboard/domain';
import type { Context } from 'hono';
import type { ServerConfig } from '../config.js';
import { isPublicAddress } from '../http/public-address.js';

/** Where the proxy answers (outside `/api`: an `<img>` carries no bearer token, the signature stands in). */
export { IMAGE_PROXY_PATH };
/** The largest picture the proxy passes on. */
export const IMAGE_PROXY_MAX_BYTES = 2 * 1024 * 1024;
/** How long the whole fetch (connect, redirects, body) may take. */
export const IMAGE_PROXY_TIMEOUT_MS = 5_000;
const MAX_REDIRECTS = 3;

/** The server's settings the proxy reads on each request (`imageProxyKey`, `imageProxyAllowHosts`). */
export type ImageProxyOptions = Pick<ServerConfig, 'imageProxyKey' | 'imageProxyAllowHosts'>;

function signature(key: Uint8Array, url: string): string {
  return createHmac('sha256', key).update(url).digest('base64url');
}

/** Whether `sig` is this server's signature of `url` (compared in constant time). */
export function isSignedImageUrl(key: Uint8Array, url: string, sig: string): boolean {
  const expected = Buffer.from(signature(key, url));
  const given = Buffer.from(sig);
  return url !== '' && given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The same-origin address of a remote picture: the proxy fetches it for the browser. Only letters, digits
 * and `%-._~` in the query (also `'()*!` escaped), so the address is safe as is inside an HTML attribute, a
 * `srcset` or a CSS `url("…")`.
 */
export function proxiedImageUrl(key: Uint8Array, url: string): string {
  const encoded = encodeURIComponent(url).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${IMAGE_PROXY_PATH}?url=${encoded}&sig=${signature(key, url)}`;
}

/**
 * Every `picture_url` in an API answer that names a remote picture becomes its proxy address, so a
 * browser never asks another host for an avatar (no reader address, no referrer leaves the app).
 * The answer is not changed: what holds such a picture is copied, anything else is the same object (a walk
 * of a whole inbox page that copied every object cost ~0.3 ms). Objects that are not plain (a Date, a class
 * instance) are copied field by field, as JSON of the copy would show them.
 */
export function proxyPictureUrls<T>(value: T, key: Uint8Array): T {
  return withProxiedPictures(value, key) as T;
}

const PLAIN_PROTOTYPES: readonly unknown[] = [Object.prototype, null];

function withProxiedPictures(value: unknown, key: Uint8Array): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const next = withProxiedPictures(item, key);
      if (out === null && next !== item) out = value.slice(0, i);
      out?.push(next);
    }
    return out ?? value;
  }
  // Not plain: copied whatever it holds (its JSON then is its own fields, as before).
  let out: Record<string, unknown> | null = PLAIN_PROTOTYPES.includes(Object.getPrototypeOf(value))
    ? null
    : {};
  const record = value as Record<string, unknown>;
  const names = Object.keys(record);
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    const field = record[name];
    const next =
      name === 'picture_url' && typeof field === 'string' && /^https?:\/\//i.test(field)
        ? proxiedImageUrl(key, field)
        : withProxiedPictures(field, key);
    if (out === null && next !== field) {
      out = {};
      for (let j = 0; j < i; j++) out[names[j] as string] = record[names[j] as string];
    }
    if (out !== null) out[name] = next;
  }
  return out ?? value;
}

class ProxyRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 413 | 415 | 502 | 504,
    message: string,
  ) {
    super(message);
  }
}

/** Whether a host may be private: only one the operator named in `IMAGE_PROXY_ALLOW_HOSTS` (tests). */
function allowsPrivate(url: URL, allowHosts: readonly string[]): boolean {
  return allowHosts.includes(url.host.toLowerCase()) || allowHosts.includes(url.hostname.toLowerCase());
}

/** Resolves a host and refuses it when any of its addresses is not public (checked as the socket connects). */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivate && (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address)))) {
        return callback(new ProxyRefusal(403, 'url: Must point to a public address'), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function checkUrl(raw: string, allowHosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ProxyRefusal(400, 'url: Must be a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ProxyRefusal(400, 'url: Must be an http or https URL');
  if (url.username || url.password) throw new ProxyRefusal(400, 'url: Must not carry credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Literal addresses skip the lookup: they are checked here.
  if (isIP(host) && !allowsPrivate(url, allowHosts) && !isPublicAddress(host))
    throw new ProxyRefusal(403, 'url: Must point to a public address');
  return url;
}

function request(url: URL, allowHosts: readonly string[], signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    // No cookies, no referrer, no credentials: only what a picture needs.
    const req = client.request(url, {
      method: 'GET',
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8' },
      lookup: checkedLookup(allowsPrivate(url, allowHosts)),
      signal,
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

async function fetchImage(
  raw: string,
  allowHosts: readonly string[],
  signal: AbortSignal,
): Promise<{ type: string; body: Buffer }> {
  let url = checkUrl(raw, allowHosts);
  for (let hop = 0; ; hop++) {
    const response = await request(url, allowHosts, signal);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new ProxyRefusal(502, 'url: Too many redirects');
      url = checkUrl(new URL(response.headers.location, url).href, allowHosts);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new ProxyRefusal(502, `url: The image host answered ${status}`);
    }
    const type = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    // Pictures only; SVG is a document (scripts, external loads), so it is refused too.
    if (!type.startsWith('image/') || type.includes('svg')) {
      response.resume();
      throw new ProxyRefusal(415, 'url: Is not an image');
    }
    const declared = Number(response.headers['content-length'] ?? 0);
    if (declared > IMAGE_PROXY_MAX_BYTES) {
      response.destroy();
      throw new ProxyRefusal(413, `url: The image is larger than ${IMAGE_PROXY_MAX_BYTES} bytes`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > IMAGE_PROXY_MAX_BYTES) {
        response.destroy();
        throw new ProxyRefusal(413, `url: The image is larger than ${IMAGE_PROXY_MAX_BYTES} bytes`);
      }
      chunks.push(chunk);
    }
    return { type, body: Buffer.concat(chunks) };
  }
}

/**
 * `GET /image-proxy?url=&sig=`: fetches a remote picture for the browser. Only URLs this server signed
 * (`proxiedImageUrl`), only http(s), never a private or loopback address (also after a redirect, checked
 * as the socket connects), only `image/*` but SVG, at most 2 MB within 5 s. Refusals answer with a status
 * and a plain-text reason, never a 500.
 */
export function imageProxyHandler(options: ImageProxyOptions) {
  return async (c: Context) => {
    const raw = c.req.query('url') ?? '';
    const sig = c.req.query('sig') ?? '';
    if (!isSignedImageUrl(options.imageProxyKey, raw, sig)) {
      return c.text('sig: This image address was not signed by this server', 403);
    }
    const signal = AbortSignal.timeout(IMAGE_PROXY_TIMEOUT_MS);
    try {
      const image = await fetchImage(raw, options.imageProxyAllowHosts, signal);
      return c.body(new Uint8Array(image.body), 200, {
        'content-type': image.type,
        'cache-control': 'private, max-age=86400',
      });
    } catch (error) {
      if (error instanceof ProxyRefusal) return c.text(error.message, error.status);
      if (signal.aborted) return c.text('url: The image host did not answer in time', 504);
      return c.text('url: The image could not be fetched', 502);
    }
  };
}
