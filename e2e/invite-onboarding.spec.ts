import { expect, test } from '@playwright/test';
import { DEMO, signInAs } from './fixtures';

const EXPIRED =
  'This invite link has already been used or has expired. Please ask the person who invited you to send you a new one.';

test('a new user accepts an invite through sign-in, picks a theme and lands in the workspace', async ({
  page,
}) => {
  // A spent or unknown link says so.
  await page.goto('/invite?invite_id=inv_does_not_exist');
  await expect(page.getByRole('alert')).toHaveText(EXPIRED);

  // Grace has no account yet: the invite is read before she signs in.
  await page.goto('/invite?invite_id=inv_acme_grace');
  await expect(page.getByRole('heading', { name: "You've been invited to join Acme" })).toBeVisible();
  await page.getByRole('button', { name: 'Join team' }).click();
  // The embedded provider's chooser stands in for Google: her invited address is a new account.
  await page.getByRole('button', { name: /grace@acme\.example/ }).click();

  // Back with return=1, the invite is accepted and onboarding starts: the theme only (Acme is named).
  await expect(page.getByRole('heading', { name: 'Pick a theme' })).toBeVisible();
  await expect(page.getByText(/Step \d of/)).toHaveCount(0);
  await page.getByText('Mint', { exact: true }).click();
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Mint' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/inbox/);
  const account = page.getByRole('banner').getByRole('button', { name: 'Grace' });
  await expect(account).toBeVisible();

  // Onboarding is done for good, the theme is kept, and the link is spent.
  await page.reload();
  await expect(account).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick a theme' })).toHaveCount(0);
  await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  await page.goto('/invite?invite_id=inv_acme_grace');
  await expect(page.getByRole('alert')).toHaveText(EXPIRED);
});

test("someone already in a workspace is told 'You can't accept this invite'", async ({ page }) => {
  await signInAs(page, DEMO.erin);
  await page.goto('/invite?invite_id=inv_globex_hank');
  await expect(page.getByRole('heading', { name: "You've been invited to join Globex" })).toBeVisible();
  await page.getByRole('button', { name: 'Join team' }).click();
  const refusal = page.getByRole('alertdialog', { name: "You can't accept this invite" });
  await expect(refusal).toBeVisible();
  await refusal.getByRole('button', { name: 'Go to inbox' }).click();
  await expect(page).toHaveURL(/\/inbox/);
});
