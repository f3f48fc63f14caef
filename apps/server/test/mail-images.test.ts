import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxiedImageUrl } from '../src/images/image-proxy.js';
import { proxyMailImages, restoreProxiedImages } from '../src/images/proxy-mail-images.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const key = Buffer.from('a test key for the image proxy');
const proxied = (url: string) => proxiedImageUrl(key, url);

describe('proxyMailImages', () => {
  it('rewrites img src, every srcset candidate, background attributes and CSS url() in style attributes and sheets', () => {
    const body = [
      '<style>.hero { background: u\\72 l(https://pics.example/escaped.png) } ',
      '.logo { background-image: URL( "//pics.example/logo.png" ) }</style>',
      '<img src="https://pics.example/photo.png" alt="Photo" ',
      'srcset="https://pics.example/small.png 1x, //pics.example/big.png 2x, data:image/png;base64,AAAA 3x">',
      '<table background="http://pics.example/table.png"><tbody><tr>',
      '<td style="color: red; background-image: url(\'https://pics.example/cell.png\')">Cell</td>',
      '</tr></tbody></table>',
      '<img src="data:image/png;base64,AAAA" alt="Inline">',
      '<img src="cid:logo@mail" alt="Embedded">',
      '<a href="https://pics.example/page">A link stays a link</a>',
    ].join('');
    const out = proxyMailImages(body, key);
    const doc = new JSDOM(out).window.document;
    const photo = doc.querySelector('img[alt="Photo"]');
    expect(photo?.getAttribute('src')).toBe(proxied('https://pics.example/photo.png'));
    expect(photo?.getAttribute('srcset')).toBe(
      `${proxied('https://pics.example/small.png')} 1x, ${proxied('https://pics.example/big.png')} 2x, data:image/png;base64,AAAA 3x`,
    );
    expect(doc.querySelector('table')?.getAttribute('background')).toBe(
      proxied('http://pics.example/table.png'),
    );
    expect(doc.querySelector('td')?.getAttribute('style')).toBe(
      `color: red; background-image: url("${proxied('https://pics.example/cell.png')}")`,
    );
    expect(doc.querySelector('style')?.textContent).toBe(
      `.hero { background: url("${proxied('https://pics.example/escaped.png')}") } ` +
        `.logo { background-image: URL( "${proxied('https://pics.example/logo.png')}" ) }`,
    );
    expect(doc.querySelector('img[alt="Inline"]')?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(doc.querySelector('img[alt="Embedded"]')?.getAttribute('src')).toBe('cid:logo@mail');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://pics.example/page');
    // Not one remote picture address is left for the browser to ask for.
    expect(out.replace('href="https://pics.example/page"', '')).not.toMatch(/(?:https?:)?\/\/pics\.example/);
  });

  it('leaves a body without remote pictures exactly as stored', () => {
    const body = '<p>Plain <b>text</b> &amp; more</p>';
    expect(proxyMailImages(body, key)).toBe(body);
    const linked =
      '<p>See <a href="https://pics.example/page">the page</a>, <img src="data:image/png;base64,AAAA"></p>';
    expect(proxyMailImages(linked, key)).toBe(linked);
  });

  it('restores the remote addresses of a body the app sends back, only where the signature is this server’s', () => {
    const shown = proxyMailImages(
      '<p><img src="https://pics.example/photo.png?size=2&amp;v=1" alt="P"></p>',
      key,
    );
    expect(shown).toBe(
      `<p><img src="${proxied('https://pics.example/photo.png?size=2&v=1').replace('&', '&amp;')}" alt="P"></p>`,
    );
    expect(restoreProxiedImages(shown, key)).toBe(
      '<p><img src="https://pics.example/photo.png?size=2&v=1" alt="P"></p>',
    );
    const forged = `<img src="/image-proxy?url=${encodeURIComponent('https://evil.example/x.png')}&amp;sig=AAAA">`;
    expect(restoreProxiedImages(forged, key)).toBe(forged);
  });
});

/** A picture host on loopback, allowed to the proxy through IMAGE_PROXY_ALLOW_HOSTS; it notes who asked. */
const asked: { path: string; agent: string | undefined }[] = [];
const host = http.createServer((request, response) => {
  asked.push({ path: request.url ?? '', agent: request.headers['user-agent'] });
  if (request.url?.endsWith('.png')) return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  return response.writeHead(404).end();
});

let server: TestServer;
let origin: string;
let alice: TestClient;
let bob: TestClient;
beforeAll(async () => {
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  server = await startTestServer();
  server.config.imageProxyAllowHosts = [new URL(origin).host];
  alice = await server.as(SEED_IDS.user('alice'));
  bob = await server.as(SEED_IDS.user('bob'));
});
afterAll(async () => {
  await server?.close();
  host.close();
});

describe('message bodies in API answers', () => {
  it('carry remote images only as signed proxy addresses, which load through the server', async () => {
    const stamp = Date.now().toString(36);
    const threadId = `thr_images_${stamp}`;
    const created = await bob.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: `msg_images_${stamp}`,
        message_body: `<p style="background: url(${origin}/bg.png)">Look</p><img src="${origin}/photo.png" srcset="${origin}/photo-2x.png 2x" alt="Photo">`,
        thread_title: `Pictures ${stamp}`,
        internal_recipients: [{ user_id: SEED_IDS.user('alice'), type: 'to' }],
      },
    });
    expect(created.status).toBe(201);
    const page = await alice.call('listThreadMessages', { params: { thread_id: threadId } });
    const body = page.body.data[0]?.body ?? '';
    expect(body).not.toContain(origin);
    const photo = proxiedImageUrl(server.config.imageProxyKey, `${origin}/photo.png`);
    expect(body).toContain(`src="${photo.replace('&', '&amp;')}"`);
    expect(body).toContain(
      `srcset="${proxiedImageUrl(server.config.imageProxyKey, `${origin}/photo-2x.png`).replace('&', '&amp;')} 2x"`,
    );
    expect(body).toContain(
      `url(&quot;${proxiedImageUrl(server.config.imageProxyKey, `${origin}/bg.png`).replace('&', '&amp;')}&quot;)`,
    );

    // The browser asks this server; the picture host hears only from the proxy (no browser agent).
    asked.length = 0;
    const response = await fetch(`${server.url}${photo}`, { headers: { 'user-agent': 'Reader browser' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(asked).toEqual([{ path: '/photo.png', agent: undefined }]);

    // The stored body keeps the real addresses, and a reply that quotes the shown body sends them.
    const reply = await alice.call('postThreadMessage', {
      params: { thread_id: threadId },
      body: {
        id: `msg_images_reply_${stamp}`,
        message_body: `<p>Thanks!</p><blockquote>${body}</blockquote>`,
        internal_recipients: [{ user_id: SEED_IDS.user('bob'), type: 'to' }],
      },
    });
    expect(reply.status).toBe(201);
    const stored = await server.db
      .selectFrom('messages')
      .select('body')
      .where('id', '=', `msg_images_reply_${stamp}`)
      .executeTakeFirstOrThrow();
    expect(stored.body).toContain(`src="${origin}/photo.png"`);
    expect(stored.body).not.toContain('/image-proxy');
  });
});
