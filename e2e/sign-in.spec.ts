import { expect, test } from '@playwright/test';
import { DEMO, expectAxeCleanLightAndDark, signInAs } from './fixtures';

test('an unauthenticated visit to /inbox lands on sign-in', async ({ page }) => {
  await page.goto('/inbox');
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole('heading', { name: 'Welcome to Switchboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
});

test('/signin-without-email-access is the same sign-in, said so, and signs in', async ({ page }) => {
  await page.goto('/signin-without-email-access');
  await expect(page.getByRole('heading', { name: 'Welcome to Switchboard' })).toBeVisible();
  await expect(
    page.getByText(
      'Sign in with your Google account without giving access to your emails: you can use channels and discussions now, and connect your mailbox later.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expectAxeCleanLightAndDark(page, 'signin-without-email-access');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: /alice@acme\.example/ }).click();
  await expect(page).toHaveURL(/\/inbox(\?|$)/);
  // Signed in, the page sends her on to the inbox.
  await page.goto('/signin-without-email-access');
  await expect(page).toHaveURL(/\/inbox/);
});

test('a signed-in user on /signin goes to the inbox, and Log out signs out', async ({ page }) => {
  await signInAs(page, DEMO.alice);
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/inbox/);

  // Log out is in the user menu of the top bar.
  await page.getByRole('banner').getByRole('button', { name: 'Alice Martin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Switchboard' })).toBeVisible();
  await page.goto('/inbox');
  await expect(page).toHaveURL(/\/signin/);
});

test('a sign-in callback this browser did not start is refused under "Unable to sign in"', async ({
  page,
}) => {
  await page.goto('/auth/callback?error=access_denied&state=forged');
  await expect(page.getByRole('heading', { name: 'Unable to sign in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText("We're having trouble signing you in. Please try again.");
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
});

test('cancelling at the account chooser says the sign-in was cancelled', async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Unable to sign in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'It looks like you have cancelled the sign-in process. Please try again to sign in.',
  );
});

test('an expired access token is refreshed with the refresh token, and the session goes on', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const read = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('switchboard.auth.tokens') ?? 'null')) as Promise<{
      access_token: string;
      refresh_token: string | null;
      expires_at: number;
    } | null>;
  const before = await read();
  expect(before?.refresh_token).toBeTruthy();

  // Expire the access token as the page loads (not in the live page, whose polling could start a
  // refresh that the reload would cut off), then reload: the app refreshes it on start (the inbox kept on
  // the device may paint before that answer) and calls the API with the new one.
  await page.addInitScript(() => {
    const tokens = JSON.parse(localStorage.getItem('switchboard.auth.tokens') ?? '{}');
    localStorage.setItem('switchboard.auth.tokens', JSON.stringify({ ...tokens, expires_at: 0 }));
  });
  const inboxFromServer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/self/inbox_events' && response.ok(),
  );
  await page.reload();
  await expect(page.getByText(/^1 - 25 of (\d+|many)$/)).toBeVisible();
  // The server accepted the inbox's refresh: it went out with a live token.
  await inboxFromServer;
  await expect.poll(async () => (await read())?.access_token).not.toBe(before?.access_token);
  expect((await read())?.expires_at).toBeGreaterThan(Date.now());
});

test('a revoked session sends the visitor back to sign-in', async ({ page }) => {
  await signInAs(page, DEMO.alice);
  await page.evaluate(() => {
    localStorage.setItem(
      'switchboard.auth.tokens',
      JSON.stringify({ access_token: 'revoked', refresh_token: 'revoked', id_token: null, expires_at: 0 }),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Switchboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});
