import { expect, test } from '@playwright/test';
import { expectAxeClean, expectAxeCleanLightAndDark } from './fixtures';

/**
 * A brand-new team, locally: the embedded sign-in's 'Use another address' stands in for a Google account the
 * server has never seen. The account starts without a workspace, so onboarding asks for the theme and then
 * the workspace's name, which creates the workspace. A fresh address each run: no other journey's data moves.
 */
test('a new person signs in with an address of their own, picks a theme, names the workspace and lands in the inbox', async ({
  page,
}) => {
  // Four axe runs and two screens of onboarding: more than the default minute on a loaded machine.
  test.setTimeout(150_000);
  const email = `nora.${Date.now().toString(36)}@startup.example`;
  const workspace = `Startup ${Date.now().toString(36)}`;

  await page.goto('/signin');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Use another address' })).toBeVisible();
  await expectAxeClean(page, 'account-chooser');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Continue with this address' }).click();

  // Step 1: the theme.
  await expect(page.getByRole('heading', { name: 'Pick a theme' })).toBeVisible();
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await expectAxeCleanLightAndDark(page, 'onboarding-theme');
  await page.getByText('Mint', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Mint' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the workspace's name (this account has none yet: naming it creates it).
  await expect(page.getByRole('heading', { name: 'Name your workspace' })).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expectAxeCleanLightAndDark(page, 'onboarding-workspace');
  const name = page.getByRole('textbox', { name: 'Workspace name' });
  await name.fill(workspace);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/inbox/);
  await expect(page.getByRole('heading', { name: 'Name your workspace' })).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();

  // After a reload: onboarding does not come back, and the workspace carries its name.
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pick a theme' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Name your workspace' })).toHaveCount(0);
  await page.goto('/settings?section=workspace');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('textbox', { name: 'Workspace name' })).toHaveValue(workspace);
  await settings.getByRole('tab', { name: 'My Team' }).click();
  await expect(settings.getByText(email)).toBeVisible();
});
