import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAxeClean, signInAs } from './fixtures';

const SECTIONS = [
  'My Team',
  'Theme',
  'Billing',
  'Workspace',
  'Notifications',
  'Signature',
  'Filters',
  'AI options',
];

const overlay = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/** WCAG 2.1 A and AA on a section of the overlay (the overlay only: the screens below have their own checks). */
async function expectSectionAxeClean(page: Page, name: string, mode: string) {
  await overlay(page).getByRole('tab', { name }).click();
  await expect(overlay(page).getByRole('heading', { name, level: 3 })).toBeVisible();
  await expectAxeClean(page, `settings-${name}-${mode}`, { include: '[role="dialog"]' });
}

test('settings over the inbox: mod+comma and Escape, invite a teammate, resend and delete the invite, rename the workspace', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const firstRow = page.getByRole('main').getByRole('row').first();
  await expect(firstRow).toBeVisible();

  // mod+comma opens the overlay over the inbox (on My Team), the address shows /settings; Escape closes it.
  await page.keyboard.press('ControlOrMeta+Comma');
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByRole('tab', { name: 'My Team' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/settings$/);
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(page).toHaveURL(/\/inbox(\?|$)/);
  await expect(firstRow).toBeVisible();

  // Invite a teammate from My Team.
  await page.keyboard.press('ControlOrMeta+Comma');
  await overlay(page).getByRole('button', { name: 'Add Members' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite people to Acme' });
  const email = invite.getByRole('textbox', { name: 'Email address' });
  await expect(email).toBeFocused();
  await email.fill('bob@acme.example');
  await email.press('Enter');
  await expect(invite.getByText('This person is already a member of your team')).toBeVisible();
  await email.fill('heidi@acme.example');
  await email.press('Enter');
  await expect(invite.getByRole('checkbox', { name: 'heidi@acme.example' })).toBeChecked();
  await invite.getByRole('button', { name: 'Send 1 invite' }).click();
  await expect(invite).toBeHidden();
  await expect(page.getByText('1 invite sent')).toBeVisible();

  // See it under Invited; resend it, then delete it.
  await overlay(page).getByRole('tab', { name: 'Invited' }).click();
  const row = overlay(page).getByRole('listitem', { name: 'heidi@acme.example' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Resend invite' }).click();
  await expect(page.getByText('Invite resent')).toBeVisible();
  await row.getByRole('button', { name: 'Delete invite' }).click();
  await expect(row).toBeHidden();

  // Rename the workspace (Save waits for a change), and back.
  await overlay(page).getByRole('tab', { name: 'Workspace' }).click();
  const name = overlay(page).getByRole('textbox', { name: 'Workspace name' });
  await expect(name).toHaveValue('Acme');
  const save = overlay(page).getByRole('button', { name: 'Save' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await name.fill('   ');
  await expect(overlay(page).getByText('Workspace name cannot be empty')).toBeVisible();
  // Leaving with unsaved changes asks first.
  await overlay(page).getByRole('tab', { name: 'Theme' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await name.fill('  Acme Labs ');
  await save.click();
  await expect(page.getByText('Workspace renamed')).toBeVisible();
  await expect(name).toHaveValue('Acme Labs');
  await page.reload();
  await expect(overlay(page).getByRole('textbox', { name: 'Workspace name' })).toHaveValue('Acme Labs');
  await overlay(page).getByRole('textbox', { name: 'Workspace name' }).fill('Acme');
  await overlay(page).getByRole('button', { name: 'Save' }).click();
  await expect(overlay(page).getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');

  for (const name of ['My Team', 'Workspace']) await expectSectionAxeClean(page, name, 'light');
});

test('a theme chosen in settings applies at once and after a reload; every section passes axe in dark', async ({
  page,
}) => {
  // Axe on every section in light and dark: about 40 s on a quiet machine, over 60 s when the machine is busy.
  test.setTimeout(120_000);
  await signInAs(page, DEMO.alice);
  await expect(page.getByRole('main').getByRole('row').first()).toBeVisible();
  await page.goto('/settings?section=ai-options');
  for (const name of ['AI options', 'Signature', 'Theme']) await expectSectionAxeClean(page, name, 'light');
  const themes = overlay(page).getByRole('radiogroup', { name: 'Theme' });
  await expect(themes.getByRole('radio', { name: 'Blue' })).toBeChecked();

  const saved = page.waitForResponse(
    (r) => r.url().includes('/settings') && r.request().method() === 'PATCH' && r.ok(),
  );
  await themes.getByText('Mint').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'mint');
  await overlay(page)
    .getByRole('radiogroup', { name: 'Appearance' })
    .getByText('Dark', { exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
  await saved;

  await page.reload();
  await expect(overlay(page).getByRole('radio', { name: 'Mint' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'mint');
  await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');

  for (const name of SECTIONS) await expectSectionAxeClean(page, name, 'dark');

  // A signature saved in settings is what the composer's 'Insert signature' adds.
  await overlay(page).getByRole('tab', { name: 'Signature' }).click();
  await overlay(page).getByRole('textbox', { name: 'Your signature' }).fill('Alice Martin, Acme');
  await overlay(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Signature saved')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await page.goto('/compose');
  await page.getByRole('button', { name: 'Insert signature' }).click();
  await expect(page.getByRole('textbox', { name: 'Message' })).toContainText('Alice Martin, Acme');
  await expect(page.getByRole('button', { name: 'Insert signature' })).toBeHidden();
  await page.goto('/settings?section=theme');

  // Back to the defaults for the specs that follow.
  await overlay(page).getByRole('tab', { name: 'Theme' }).click();
  const back = page.waitForResponse(
    (r) => r.url().includes('/settings') && r.request().method() === 'PATCH' && r.ok(),
  );
  await overlay(page).getByRole('radiogroup', { name: 'Theme' }).getByText('Blue').click();
  await overlay(page)
    .getByRole('radiogroup', { name: 'Appearance' })
    .getByText('Match system (light or dark)')
    .click();
  await back;
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(page).toHaveURL(/\/inbox(\?|$)/);
});
