import { expect, type Page, test } from '@playwright/test';
import {
  decryptPushBody,
  newBrowserPushKeys,
  startLocalPushService,
} from '../apps/server/test/helpers/push-service';
import { DEMO, expectAxeClean, expectAxeCleanLightAndDark, signInAs } from './fixtures';

// These journeys need the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/**
 * Push notifications end to end, with one stand-in: Chromium's push service is Google's FCM, unreachable here.
 * So the page's PushManager hands out a subscription to a push service on this machine (the test's, on
 * E2E_PORT + 5, with keys the test holds), as FCM would hand out one of its own. Everything else is real: the
 * section's Enable (in the settings overlay) registers the service worker and the device (POST /devices), a teammate's message makes the
 * server encrypt and send a Web Push to that endpoint, and the payload the server produced (decrypted with the
 * subscription's keys, as the browser's push service client does) is delivered to the service worker through
 * the DevTools protocol (ServiceWorker.deliverPushMessage), which shows the notification.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

async function runCommand(page: Page, label: string) {
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.getByRole('combobox', { name: 'Type a command or search' });
  await expect(input).toBeFocused();
  await input.fill(label);
  await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
  await expect(input).toBeHidden();
}

test('enable notifications, a teammate writes, the service worker shows the push', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(baseURL ?? `http://localhost:${port}`).origin;
  const pushService = await startLocalPushService(port + 5);
  try {
    const keys = newBrowserPushKeys();
    const endpoint = `${pushService.url}/push/alice`;
    await page.context().grantPermissions(['notifications'], { origin });
    // The stand-in for FCM (see above): a subscription to the local push service.
    await page.addInitScript(
      (subscription) => {
        const flag = 'e2e.pushSubscribed';
        const make = () => ({
          endpoint: subscription.endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true },
          getKey: () => null,
          toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys }),
          unsubscribe: async () => {
            localStorage.removeItem(flag);
            return true;
          },
        });
        PushManager.prototype.subscribe = async () => {
          localStorage.setItem(flag, '1');
          return make() as unknown as PushSubscription;
        };
        PushManager.prototype.getSubscription = async () =>
          (localStorage.getItem(flag) ? make() : null) as unknown as PushSubscription;
      },
      { endpoint, keys: keys.keys },
    );

    await signInAs(page, DEMO.alice);
    await expect(page.getByRole('main').getByRole('row').first()).toBeVisible();

    // Allowed but not subscribed: a channel she is in says so, and its link opens the Notifications settings.
    await page.goto('/channels/chn_general');
    const notSubscribed = page
      .getByRole('main')
      .getByText('Notifications have been disabled. Please go to Settings to enable them.', { exact: false });
    await expect(notSubscribed).toBeVisible();
    await expectAxeCleanLightAndDark(page, 'channel-notifications-not-subscribed');
    await page.getByRole('main').getByRole('link', { name: 'Open notification settings' }).click();
    await expect(page).toHaveURL(/\/settings\?section=notifications$/);

    // The settings overlay's Notifications section: allowed, not subscribed.
    const section = page.getByRole('dialog', { name: 'Settings' });
    await expect(section.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
    await expect(section.getByText('Notifications are off for this browser.')).toBeVisible();
    await expectAxeClean(page, 'notifications-off-light');
    const registered = page.waitForResponse(
      (r) => r.url().endsWith('/api/devices') && r.request().method() === 'POST',
    );
    await section.getByRole('button', { name: 'Enable' }).click();
    expect((await registered).status()).toBe(201);
    await expect(section.getByRole('button', { name: 'Disable' })).toBeVisible();
    await expect(section.getByText('Notifications are on for this browser.')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(section).toHaveCount(0);
    // Back on the channel below the overlay: subscribed now, so the notice is gone.
    await expect(page).toHaveURL(/\/channels\/chn_general$/);
    await expect(page.getByRole('heading', { name: 'General' }).first()).toBeVisible();
    await expect(notSubscribed).toHaveCount(0);
    await runCommand(page, 'Dark mode');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    await page.goto('/settings?section=notifications');
    await expect(section.getByRole('button', { name: 'Disable' })).toBeVisible();
    await expectAxeClean(page, 'notifications-on-dark');

    // The service worker is registered and controls the page; its messages are collected.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const seen: unknown[] = [];
      (window as unknown as { __pushes: unknown[] }).__pushes = seen;
      navigator.serviceWorker.addEventListener('message', (event) => seen.push(event.data));
    });

    // A teammate (bob, in his own browser) writes to alice through the API.
    const bobContext = await browser.newContext();
    const bob = await bobContext.newPage();
    await signInAs(bob, { email: 'bob@acme.example' });
    const threadId = `thr_e2e_push_${Date.now().toString(36)}`;
    const status = await bob.evaluate(async (id) => {
      const tokens = JSON.parse(localStorage.getItem('switchboard.auth.tokens') ?? '{}') as {
        access_token?: string;
      };
      const response = await fetch('/api/threads', {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          thread_id: id,
          message_id: `${id}_m`,
          message_body: '<p>The quarterly numbers are in.</p>',
          thread_title: 'Quarterly numbers',
          internal_recipients: [{ user_id: 'usr_alice', type: 'to' }],
        }),
      });
      return response.status;
    }, threadId);
    expect(status).toBe(201);
    await bobContext.close();

    // The server sent an encrypted Web Push to alice's endpoint; it decrypts with her subscription's keys.
    const received = await pushService.next('/push/alice');
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    const data = decryptPushBody(received.body, keys);
    expect(JSON.parse(data)).toEqual({
      title: 'Bob Chen',
      body: 'Quarterly numbers — The quarterly numbers are in.',
      thread_id: threadId,
    });

    // That payload reaches the service worker's push event, which shows the notification.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (registration) resolve(registration.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data,
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __pushes: unknown[] }).__pushes))
      .toContainEqual({
        type: 'switchboard:push',
        payload: {
          title: 'Bob Chen',
          body: 'Quarterly numbers — The quarterly numbers are in.',
          thread_id: threadId,
        },
      });
    const shown = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        data: n.data,
      }));
    });
    expect(shown).toContainEqual({
      title: 'Bob Chen',
      body: 'Quarterly numbers — The quarterly numbers are in.',
      data: { thread_id: threadId },
    });

    // Disable unregisters the device.
    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/devices') && r.request().method() === 'DELETE',
    );
    await section.getByRole('button', { name: 'Disable' }).click();
    expect((await removed).status()).toBe(204);
    await expect(section.getByRole('button', { name: 'Enable' })).toBeVisible();
  } finally {
    await pushService.close();
  }
});
