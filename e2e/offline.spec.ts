import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { api, apiStatus, DEMO, expectAxeCleanLightAndDark, signInAs } from './fixtures';

// These journeys need the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const BOB = { email: 'bob@acme.example' };
// Two sign-ins (alice, and bob who writes the fresh threads) on a loaded 2-core machine.
test.describe.configure({ timeout: 90_000 });
const OFFLINE = "Oops you're offline, reconnect and give it another go";

let bobContext: BrowserContext | undefined;
let bobPage: Page | undefined;

/** Bob, signed in once in his own browser context: he writes the journeys' fresh threads to alice. */
async function teammate(browser: Browser): Promise<Page> {
  if (bobPage) return bobPage;
  bobContext = await browser.newContext();
  bobPage = await bobContext.newPage();
  await signInAs(bobPage, BOB);
  return bobPage;
}

/** The threads a journey made leave alice's inbox when it ends, passed or failed. */
let madeThreads: string[] = [];
test.afterEach(async ({ page }, testInfo) => {
  // A failure says what the person saw then (CI keeps only the log): the toasts and the offline banner.
  if (testInfo.status !== testInfo.expectedStatus) {
    const shown = await page
      .locator('[data-toast], [role="alert"]')
      .allInnerTexts()
      .catch(() => []);
    console.log(`${testInfo.title}: on screen at the failure: ${JSON.stringify(shown)}`);
  }
  if (madeThreads.length > 0) await page.context().setOffline(false);
  // One by one: the refused journey's thread is already gone (a call naming it would delete nothing).
  for (const id of madeThreads) {
    expect([200, 204, 404]).toContain(
      await apiStatus(page, 'PATCH', '/threads:delete', { thread_ids: [id] }),
    );
  }
  madeThreads = [];
});
test.afterAll(async () => {
  await bobContext?.close();
});

async function freshThread(bob: Page, title: string): Promise<string> {
  const threadId = `thr_off_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await api(bob, 'POST', '/threads', {
    thread_id: threadId,
    message_id: `${threadId}_m`,
    message_body: `<p>${title}</p>`,
    thread_title: title,
    internal_recipients: [{ user_id: 'usr_alice', type: 'to' }],
  });
  madeThreads.push(threadId);
  return threadId;
}

const inboxList = (page: Page) =>
  page.locator('[data-shell-region="list"]').getByRole('grid', { name: 'Inbox', exact: true });
const rowOf = (grid: Locator, id: string) => grid.locator(`[data-thread-id="${id}"]`);
const offlineBanner = (page: Page) => page.getByRole('alert').filter({ hasText: OFFLINE });
const starOf = (row: Locator) => row.getByRole('img', { name: 'Starred' });
const pendingOf = (row: Locator) => row.getByRole('img', { name: 'Change waiting to be sent' });

interface ServerThread {
  inbox_event_id: string | null;
  is_starred: boolean;
}
const serverThread = (page: Page, id: string) => api<ServerThread>(page, 'GET', `/threads/${id}`);

/**
 * The service worker is active and controls the page (the shell is precached): a journey goes offline from
 * there, not while the precache is still being fetched.
 */
async function shellReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Whether this device's kept cache (IndexedDB) holds `text`: the app writes it shortly after a change. */
function keptOnDevice(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('switchboard');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve(false);
          const all = db.transaction('query-cache').objectStore('query-cache').getAll();
          all.onsuccess = () => resolve(all.result.some((value) => String(value).includes(wanted)));
          all.onerror = () => resolve(false);
        };
      }),
    text,
  );
}

test('offline, archive and star wait as pending changes, go out in order on reconnect, and a refused one says why', async ({
  page,
  browser,
}) => {
  const bob = await teammate(browser);
  const refused = await freshThread(bob, `Offline refused ${Date.now().toString(36)}`);
  const starred = await freshThread(bob, `Offline starred ${Date.now().toString(36)}`);
  const archived = await freshThread(bob, `Offline archived ${Date.now().toString(36)}`);
  await signInAs(page, DEMO.alice);
  const inbox = inboxList(page);
  for (const id of [archived, starred, refused]) await expect(rowOf(inbox, id)).toBeVisible();
  await shellReady(page);

  await page.context().setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();

  // Made offline: each shows at once, and the banner counts what waits.
  await rowOf(inbox, archived).focus();
  await page.keyboard.press('e');
  await expect(rowOf(inbox, archived)).toHaveCount(0);
  await rowOf(inbox, starred).focus();
  await page.keyboard.press('s');
  await expect(starOf(rowOf(inbox, starred))).toBeVisible();
  await rowOf(inbox, refused).focus();
  await page.keyboard.press('s');
  await expect(starOf(rowOf(inbox, refused))).toBeVisible();
  await expect(offlineBanner(page)).toContainText(
    '3 changes are waiting and will be sent when you reconnect.',
  );
  // Each row with a change waiting says so.
  await expect(pendingOf(rowOf(inbox, starred))).toBeVisible();
  await expect(pendingOf(rowOf(inbox, refused))).toBeVisible();
  await expectAxeCleanLightAndDark(page, 'offline-banner-waiting', { exclude: 'iframe' });

  // Meanwhile bob deletes one of them: the server refuses alice's star of it.
  await api(bob, 'PATCH', '/threads:delete', { thread_ids: [refused] });

  await page.context().setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  // The refusal is told (the server's own words), and its optimistic star is gone with the thread.
  await expect(page.locator('[data-toast="error"]').filter({ hasText: 'Thread not found' })).toBeVisible();
  await expect(rowOf(inbox, refused)).toHaveCount(0);
  await expect.poll(async () => (await serverThread(page, archived)).inbox_event_id).toBeNull();
  await expect.poll(async () => (await serverThread(page, starred)).is_starred).toBe(true);
  await expect(rowOf(inbox, archived)).toHaveCount(0);
  await expect(starOf(rowOf(inbox, starred))).toBeVisible();
  await expect(pendingOf(rowOf(inbox, starred))).toHaveCount(0);
});

test('a reload offline opens the cached inbox, and a change made offline survives it and goes out on reconnect', async ({
  page,
  browser,
}) => {
  const bob = await teammate(browser);
  const title = `Offline reload ${Date.now().toString(36)}`;
  const thread = await freshThread(bob, title);
  await signInAs(page, DEMO.alice);
  const inbox = inboxList(page);
  await expect(rowOf(inbox, thread)).toBeVisible();
  // The service worker controls the page (the shell is precached) and the inbox is kept on the device.
  await shellReady(page);
  await expect.poll(() => keptOnDevice(page, thread)).toBe(true);

  await page.context().setOffline(true);
  await page.reload();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(rowOf(inbox, thread)).toContainText(title);

  // Starred offline, then a reload: the change still waits (and shows), and goes out on reconnect.
  await rowOf(inbox, thread).focus();
  await page.keyboard.press('s');
  await expect(starOf(rowOf(inbox, thread))).toBeVisible();
  await expect(offlineBanner(page)).toContainText('1 change is waiting and will be sent when you reconnect.');
  await expect.poll(() => keptOnDevice(page, 'starThreads')).toBe(true);
  await page.reload();
  await expect(offlineBanner(page)).toContainText('1 change is waiting and will be sent when you reconnect.');
  await expect(starOf(rowOf(inbox, thread))).toBeVisible();
  await expect(pendingOf(rowOf(inbox, thread))).toBeVisible();

  await page.context().setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect.poll(async () => (await serverThread(page, thread)).is_starred).toBe(true);
  await expect(starOf(rowOf(inbox, thread))).toBeVisible();
  await expect(pendingOf(rowOf(inbox, thread))).toHaveCount(0);
});
