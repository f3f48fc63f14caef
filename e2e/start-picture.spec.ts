import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAxeClean, shot, signInAs } from './fixtures';

// The start's picture (public/boot-snapshot.js, apps/web/src/shell/boot-snapshot.ts): a reload paints the
// list the device last showed before the app's code has run, and the app's own list takes its place.

const rows = (page: Page) => page.getByRole('main').getByRole('row');
/** The app's entry script (index.html's module): held, the app cannot start. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Test instrumentation, before any script of the page: the picture's shadow root is closed (nothing of the
 * page reaches into it); here it is opened to the test, which reads what it shows. And, frame by frame,
 * whether the picture and the app's own screen were ever on the page together.
 */
function watchStart() {
  const attach = Element.prototype.attachShadow;
  const w = window as unknown as { __picture?: ShadowRoot; __both?: boolean };
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, { ...init, mode: 'open' });
    if (this.id === 'boot-snapshot') w.__picture = root;
    return root;
  };
  w.__both = false;
  const frame = () => {
    const root = document.getElementById('root');
    if (document.getElementById('boot-snapshot') && root?.firstElementChild) w.__both = true;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const pictureShown = (page: Page) => page.evaluate(() => document.getElementById('boot-snapshot') !== null);

test('a reload paints the last inbox before the app runs, then the app takes its place in one frame; scrolled as the list was; gone at sign-out, and never shown to another person', async ({
  page,
}) => {
  await page.addInitScript(watchStart);
  await signInAs(page, DEMO.alice);
  await expect(rows(page).first()).toBeVisible();
  // The first rows as the app shows them: each thread's id and text.
  const shown = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-shell-region="list"] [data-thread-id]')]
      .slice(0, 3)
      .map((row) => [row.dataset.threadId, row.textContent]),
  );
  expect(shown).toHaveLength(3);

  // Reload with the app's code held back: the inbox is painted anyway, from the device (here in the dark
  // scheme, which the theme's start script applies before it).
  await page.emulateMedia({ colorScheme: 'dark' });
  const release = await holdTheApp(page);
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.getElementById('boot-snapshot') !== null);
  expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
  const picture = await page.evaluate(() => {
    const w = window as unknown as { __picture?: ShadowRoot };
    const host = document.getElementById('boot-snapshot') as HTMLElement;
    const box = host.getBoundingClientRect();
    return {
      rows: [...(w.__picture?.querySelectorAll<HTMLElement>('[data-thread-id]') ?? [])]
        .slice(0, 3)
        .map((row) => [row.dataset.threadId, row.textContent]),
      covers: box.width === window.innerWidth && box.height === window.innerHeight,
      hidden: host.getAttribute('aria-hidden'),
      inert: host.inert,
    };
  });
  expect(picture.rows).toEqual(shown);
  expect(picture.covers).toBe(true);
  // Only a picture: out of the accessibility tree and the focus order, and no target for the pointer.
  expect(picture.hidden).toBe('true');
  expect(picture.inert).toBe(true);
  await expect(page.getByRole('row')).toHaveCount(0);
  await expectAxeClean(page, 'start-picture-dark');

  // The app starts: its own rows, and the picture gone in the same frame.
  release();
  await expect(rows(page).first()).toBeVisible();
  expect(await pictureShown(page)).toBe(false);
  expect(await page.evaluate(() => (window as unknown as { __both: boolean }).__both)).toBe(false);
  await expect(rows(page).first()).toBeFocused();
  await page.unroute(ENTRY);
  await page.emulateMedia({ colorScheme: 'light' });

  // Down the list, the picture is scrolled as the list was, on the row the app opens on again.
  await rows(page).first().press('End');
  const last = await page.evaluate(() => {
    const row = document.activeElement?.closest<HTMLElement>('[data-thread-id]');
    return row?.dataset.threadId ?? null;
  });
  expect(last).not.toBeNull();
  const releaseAgain = await holdTheApp(page);
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.getElementById('boot-snapshot') !== null);
  const scrolled = await page.evaluate((id) => {
    const w = window as unknown as { __picture?: ShadowRoot };
    const row = w.__picture?.querySelector(`[data-thread-id="${id}"]`)?.getBoundingClientRect();
    return row ? row.top >= 0 && row.bottom <= window.innerHeight : false;
  }, last);
  expect(scrolled).toBe(true);
  await expectAxeClean(page, 'start-picture-light');
  releaseAgain();
  // (The app's own root: this test opened the picture's shadow root, which CSS locators then reach into.)
  await expect(
    page.locator(`body > #root [data-shell-region="list"] [data-thread-id="${last}"]`).first(),
  ).toBeFocused();
  expect(await pictureShown(page)).toBe(false);
  await page.unroute(ENTRY);

  // Log out: the picture of the mail goes with the session.
  const alicePicture = await page.evaluate(() => localStorage.getItem('switchboard.boot-snapshot'));
  expect(alicePicture).not.toBeNull();
  await page.getByRole('banner').getByRole('button', { name: 'Alice Martin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Switchboard' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('switchboard.boot-snapshot'))).toBeNull();
  await shot(page, 'start-picture-signed-out');

  // Another person signed in on this device never sees alice's picture, even one left behind.
  await signInAs(page, DEMO.erin);
  await expect(rows(page).first()).toBeVisible();
  // Put back as the next page starts (leaving, erin's own page keeps her own picture).
  await page.addInitScript((kept) => {
    if (!sessionStorage.getItem('test:plant')) return;
    sessionStorage.removeItem('test:plant');
    localStorage.setItem('switchboard.boot-snapshot', kept ?? '');
  }, alicePicture);
  await page.evaluate(() => sessionStorage.setItem('test:plant', '1'));
  const releaseErin = await holdTheApp(page);
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  expect(await page.evaluate(() => localStorage.getItem('switchboard.boot-snapshot'))).toBe(alicePicture);
  expect(await pictureShown(page)).toBe(false);
  releaseErin();
  await expect(rows(page).first()).toBeVisible();
  // The app's start forgets it.
  const kept = await page.evaluate(() => localStorage.getItem('switchboard.boot-snapshot'));
  expect(kept).toBeNull();

  // A picture of a page with other style sheets (a deploy since) is not shown: its classes would not be
  // styled. Erin's own, with its sheets renamed, put back as the page starts.
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  const erinPicture = JSON.parse(
    (await page.evaluate(() => localStorage.getItem('switchboard.boot-snapshot'))) ?? 'null',
  );
  expect(erinPicture.styles.length).toBeGreaterThan(0);
  await page.addInitScript(
    (kept) => {
      if (!sessionStorage.getItem('test:deploy')) return;
      sessionStorage.removeItem('test:deploy');
      localStorage.setItem('switchboard.boot-snapshot', kept);
    },
    JSON.stringify({ ...erinPicture, styles: ['/assets/startup-an-older-build.css'] }),
  );
  await page.evaluate(() => sessionStorage.setItem('test:deploy', '1'));
  const releaseDeploy = await holdTheApp(page);
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  expect(await pictureShown(page)).toBe(false);
  releaseDeploy();
  await expect(rows(page).first()).toBeVisible();
});
