import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_PROXY_MAX_BYTES, proxiedImageUrl } from '../src/images/image-proxy.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A picture host on loopback: what it was asked (to see no cookie or referrer arrives) and its answers. */
const asked: http.IncomingHttpHeaders[] = [];
const host = http.createServer((request, response) => {
  asked.push(request.headers);
  switch (request.url) {
    case '/avatar.png':
      return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    case '/moved':
      return response.writeHead(302, { location: '/avatar.png' }).end();
    case '/moved-to-localhost':
      // The same picture host, by a name the allowlist does not hold: private, so refused.
      return response
        .writeHead(302, { location: `http://localhost:${new URL(origin).port}/avatar.png` })
        .end();
    case '/page.html':
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Not a picture</h1>');
    case '/drawing.svg':
      return response
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    case '/huge.png':
      // No content-length: the proxy must count what streams in.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(Buffer.alloc(IMAGE_PROXY_MAX_BYTES));
      return response.end(Buffer.alloc(1024));
    default:
      return response.writeHead(404).end();
  }
});

let server: TestServer;
let origin: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  host.close();
});

/** With `allowPrivate`, the picture host (and only it, by that host:port) is on IMAGE_PROXY_ALLOW_HOSTS. */
async function viaProxy(url: string, { allowPrivate = true } = {}) {
  server.config.imageProxyAllowHosts = allowPrivate ? [new URL(origin).host] : [];
  return fetch(`${server.url}${proxiedImageUrl(server.config.imageProxyKey, url)}`, {
    headers: { cookie: 'session=secret', referer: `${server.url}/threads/thr_1` },
  });
}

describe('GET /image-proxy', () => {
  it('passes a signed picture on, with its type, and sends the host no cookie and no referrer', async () => {
    asked.length = 0;
    const response = await viaProxy(`${origin}/avatar.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.cookie).toBeUndefined();
    expect(asked[0]?.referer).toBeUndefined();
  });

  it('follows a redirect to a picture', async () => {
    const response = await viaProxy(`${origin}/moved`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('refuses an address it did not sign, and a signature for another address', async () => {
    const url = `${origin}/avatar.png`;
    const unsigned = await fetch(`${server.url}/image-proxy?url=${encodeURIComponent(url)}`);
    expect(unsigned.status).toBe(403);
    const other = proxiedImageUrl(server.config.imageProxyKey, `${origin}/page.html`);
    const swapped = other.replace(encodeURIComponent(`${origin}/page.html`), encodeURIComponent(url));
    const response = await fetch(`${server.url}${swapped}`);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('sig: This image address was not signed by this server');
    // One character of a good signature changed, a truncated one, none at all, no address at all.
    const good = proxiedImageUrl(server.config.imageProxyKey, url);
    const sig = new URL(good, server.url).searchParams.get('sig') ?? '';
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      good.replace(`sig=${sig}`, `sig=${flipped}`),
      good.replace(`sig=${sig}`, `sig=${sig.slice(0, 10)}`),
      good.replace(`&sig=${sig}`, ''),
      `/image-proxy?sig=${sig}`,
      '/image-proxy',
    ]) {
      const refused = await fetch(`${server.url}${path}`);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toBe('sig: This image address was not signed by this server');
    }
  });

  it('refuses what is not an image, and SVG documents', async () => {
    const page = await viaProxy(`${origin}/page.html`);
    expect(page.status).toBe(415);
    expect(await page.text()).toBe('url: Is not an image');
    expect((await viaProxy(`${origin}/drawing.svg`)).status).toBe(415);
  });

  it('refuses a picture larger than the limit, even without a declared length', async () => {
    const response = await viaProxy(`${origin}/huge.png`);
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/larger than/);
  });

  it('refuses loopback and private addresses, by name and by number, and other schemes', async () => {
    for (const url of [
      `${origin}/avatar.png`,
      `http://localhost:${new URL(origin).port}/avatar.png`,
      'http://10.1.2.3/avatar.png',
      'http://[::ffff:127.0.0.1]/avatar.png',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const response = await viaProxy(url, { allowPrivate: false });
      expect(response.status, url).toBe(403);
      expect(await response.text()).toBe('url: Must point to a public address');
    }
    const file = await viaProxy('file:///etc/passwd');
    expect(file.status).toBe(400);
    expect(await file.text()).toBe('url: Must be an http or https URL');
  });

  it('lets a private host through only when IMAGE_PROXY_ALLOW_HOSTS names it, also after a redirect', async () => {
    expect((await viaProxy(`${origin}/avatar.png`)).status).toBe(200);
    // Allowed as 127.0.0.1:port; the same host named localhost is another host, and stays refused.
    const byName = await viaProxy(`http://localhost:${new URL(origin).port}/avatar.png`);
    expect(byName.status).toBe(403);
    const redirected = await viaProxy(`${origin}/moved-to-localhost`);
    expect(redirected.status).toBe(403);
    expect(await redirected.text()).toBe('url: Must point to a public address');
    server.config.imageProxyAllowHosts = ['127.0.0.1:1'];
    const otherPort = await fetch(
      `${server.url}${proxiedImageUrl(server.config.imageProxyKey, `${origin}/avatar.png`)}`,
    );
    expect(otherPort.status).toBe(403);
  });

  it('answers a picture with cache headers, its type and no sniffing', async () => {
    const response = await viaProxy(`${origin}/avatar.png`);
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers avatars in the API as proxy addresses: the browser never asks the picture host', async () => {
    const bob = SEED_IDS.user('bob');
    await server.db
      .updateTable('users')
      .set({ picture_url: `${origin}/avatar.png` })
      .where('id', '=', bob)
      .execute();
    const client = await server.as(SEED_IDS.user('alice'));
    const organizations = await client.call('listSelfOrganizations');
    const members = organizations.body.data[0]?.members ?? [];
    const picture = members.find((member) => member.id === bob)?.picture_url ?? '';
    expect(picture).toBe(proxiedImageUrl(server.config.imageProxyKey, `${origin}/avatar.png`));
    server.config.imageProxyAllowHosts = [new URL(origin).host];
    const response = await fetch(`${server.url}${picture}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});
