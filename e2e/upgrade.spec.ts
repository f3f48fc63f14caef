import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAxeClean, signInAs } from './fixtures';

// Billing and pricing. This file runs last (the journeys run in file order, one worker): its upgrade turns the
// seeded Globex workspace to Premium, and earlier journeys count on Globex being on the free plan.

/** The page passes axe (WCAG 2.1 AA) in light, then in dark. */
async function axeCleanLightAndDark(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectAxeClean(page, `pricing-${colorScheme}`);
  }
}

test('signed out, /pricing offers the plans and Get started leads to sign-in', async ({ page }) => {
  await page.goto('/pricing');
  await expect(
    page.getByRole('heading', { name: 'A structured inbox to get things done as a team' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Supercharge your team' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(page.getByText('$192 per year')).toBeVisible();
  await axeCleanLightAndDark(page);
  const getStarted = page.getByRole('button', { name: 'Get started' });
  await expect(getStarted).toHaveCount(2);
  await getStarted.last().click();
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fpricing$/);
  await expect(page.getByRole('heading', { name: 'Welcome to Switchboard' })).toBeVisible();
});

test('an upgrade button opens the pricing dialog over the current screen, whose Upgrade plan opens the checkout', async ({
  page,
  context,
}) => {
  await signInAs(page, DEMO.erin);
  const search = `/search?query=${encodeURIComponent('older_than:91d')}`;
  await page.goto(search);
  const notice = page.locator('[data-shell-region="list"]').getByRole('region', { name: 'Older threads' });
  await notice.getByRole('button', { name: 'Upgrade plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supercharge your team' });
  await expect(
    dialog.getByRole('listitem', { name: 'Free' }).getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
  // The screen stays where it was, under the dialog.
  await expect(page).toHaveURL(/\/search\?query=older_than/);
  await axeCleanLightAndDark(page);

  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('listitem', { name: 'Premium' }).getByRole('button', { name: 'Upgrade plan' }).click(),
  ]);
  await expect(checkout.getByRole('heading', { name: 'Upgrade Globex to Premium' })).toBeVisible();
  // Not confirmed here (the next journey does): closing the checkout changes nothing.
  await checkout.close();
  await page.bringToFront();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(notice).toBeVisible();
});

test('a free workspace upgrades through the local checkout, which changes nothing until confirmed', async ({
  page,
  context,
}) => {
  await signInAs(page, DEMO.erin);
  await page.goto('/pricing');
  const billing = page
    .getByRole('region', { name: 'Billing' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Billing' }) }));
  await expect(page.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await expect(billing.getByText('You are on the Free plan.')).toBeVisible();

  const [checkout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Upgrade plan' }).first().click(),
  ]);
  await expect(checkout.getByRole('heading', { name: 'Upgrade Globex to Premium' })).toBeVisible();
  await expect(checkout.getByText(/^Local billing provider: no card is charged/)).toBeVisible();
  await expect(checkout.getByText('Total for this period: $384')).toBeVisible();
  await axeCleanLightAndDark(checkout);

  // Showing the checkout page (even twice) changed nothing: a fresh look from another tab still says Free.
  await checkout.reload();
  await expect(checkout.getByRole('button', { name: 'Confirm upgrade' })).toBeVisible();
  const fresh = await context.newPage();
  await fresh.goto('/pricing');
  await expect(fresh.getByText('You are on the Free plan.')).toBeVisible();
  await expect(fresh.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await fresh.close();

  await checkout.getByRole('button', { name: 'Confirm upgrade' }).click();
  await expect(checkout.getByRole('heading', { name: 'Globex is now on Premium' })).toBeVisible();
  await checkout.close();

  await page.bringToFront();
  await expect(billing.getByRole('button', { name: 'Manage plan' })).toBeVisible();
  await expect(billing.getByText('Renews on')).toBeVisible();
  await expect(billing.getByRole('link', { name: 'LOCAL-0001' })).toBeVisible();
  const premium = page.getByRole('listitem', { name: 'Premium' });
  await expect(premium.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await axeCleanLightAndDark(page);
});
