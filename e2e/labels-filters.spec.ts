import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAxeClean, expectAxeCleanLightAndDark, signInAs } from './fixtures';

async function runCommand(page: Page, label: string) {
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.getByRole('combobox', { name: 'Type a command or search' });
  await expect(input).toBeFocused();
  await input.fill(label);
  await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
  await expect(input).toBeHidden();
}

/**
 * Axe on what shows now (an open dialog) in light, then in dark: the theme follows the system, so the
 * dialog stays open while the colours change.
 */

// Under a loaded machine the dialogs' animations and axe runs take longer than the default minute (as in
// channels.spec.ts).
test.describe.configure({ timeout: 120_000 });

test('labels: create one from the command menu, rename it and delete it from the sidebar', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  await expect(page.getByRole('main').getByRole('row').first()).toBeVisible();
  const name = `Partners ${Date.now() % 100000}`;

  await runCommand(page, 'Create label');
  const dialog = page.getByRole('dialog', { name: 'Create label' });
  const field = dialog.getByRole('textbox', { name: 'Name' });
  await expect(field).toBeFocused();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(field).toHaveAccessibleDescription('Label name is required');
  await expectAxeCleanLightAndDark(page, 'label-dialog');
  await field.fill(name);
  await field.press('Enter');
  await expect(dialog).toBeHidden();

  // The label is in the sidebar's Labels and opens its list.
  const nav = page.getByRole('navigation', { name: 'Navigation' });
  await nav.getByRole('tab', { name: 'Folders' }).click();
  const labels = nav.getByRole('grid', { name: 'Labels' });
  await expect(labels.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  // Rename it from its menu.
  await labels.getByRole('button', { name: `Options for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit label' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit label' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} renamed`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(labels.getByRole('row', { name: new RegExp(`${name} renamed`) })).toBeVisible();

  // Delete it from its own list: it asks first. A failed delete keeps the dialog open with the error (and the
  // user on the label); once it succeeds the label is gone and the user is in the Inbox.
  await labels.getByRole('row', { name: new RegExp(`${name} renamed`) }).click();
  await expect(page).toHaveURL(/\/labels\//);
  let refuse = true;
  await page.route('**/api/labels/*', async (route) => {
    if (route.request().method() === 'DELETE' && refuse)
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { type: 'bad_request', message: 'label: refused' } }),
      });
    else await route.fallback();
  });
  await labels.getByRole('button', { name: `Options for ${name} renamed` }).click();
  await page.getByRole('menuitem', { name: 'Delete label' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete label' });
  await expect(confirm).toContainText(`The label ${name} renamed will be removed from all threads.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/labels\//);
  await expect(labels.getByRole('row', { name: new RegExp(`${name} renamed`) })).toBeVisible();
  refuse = false;
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/inbox/);
  await expect(labels.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('split inboxes: create a split from the split strip and see its tab with its count', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  await expect(page.getByRole('main').getByRole('row').first()).toBeVisible();
  const name = `Watch ${Date.now() % 100000}`;
  const strip = page.getByRole('tablist', { name: 'Inbox' });
  const openSplits = async () => {
    await page.getByRole('button', { name: 'Split Inboxes' }).click();
    await expect(page.getByRole('dialog', { name: 'Split Inboxes' })).toBeVisible();
  };

  await openSplits();
  const dialog = page.getByRole('dialog', { name: 'Split Inboxes' });
  await expect(dialog.getByRole('switch', { name: 'Show Promotions in the inbox' })).toBeVisible();
  await expectAxeCleanLightAndDark(page, 'split-dialog');
  await dialog.getByRole('button', { name: 'New Split Inbox' }).click();

  const form = page.getByRole('dialog', { name: 'New Split Inbox' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  const definition = form.getByRole('textbox', { name: 'Definition' });
  await definition.fill('from:(');
  await expect(definition).toHaveAccessibleDescription(/Invalid filter definition/);
  await expectAxeClean(page, 'split-form-light');
  // An empty definition is allowed: the split holds the whole inbox.
  await definition.fill('');
  await form.getByRole('button', { name: 'Create split' }).click();

  // The dialog closes on the new split's tab, which shows its unread count.
  await expect(page).toHaveURL(/\/inbox\/spl/);
  const tab = strip.getByRole('tab', { name: new RegExp(name) });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveText(new RegExp(`^${name}\\d+`));
  await expect(page.getByRole('main').getByRole('row').first()).toBeVisible();

  // Turning it off in the dialog takes the tab away.
  await openSplits();
  const toggle = dialog.getByRole('switch', { name: `Show ${name} in the inbox` });
  await expect(toggle).toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).not.toBeChecked();
  await expect(strip.getByRole('tab', { name: new RegExp(name) })).toHaveCount(0);
});

test('filters: a channel’s Manage filters adds a filter through the filter dialog, and lists it', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  await expect(page.getByRole('main').getByRole('row').first()).toBeVisible();
  const query = `from:billing-${Date.now() % 100000}@vendor.example`;

  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('row', { name: /Support/ })
    .click();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Channel options' }).click();
  await page.getByRole('menuitem', { name: 'Manage filters' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Filters' });
  await expect(manage).toBeVisible();
  await manage.getByRole('button', { name: 'Add Filter' }).click();

  const dialog = page.getByRole('dialog', { name: 'New filter' });
  await dialog.getByRole('button', { name: 'Create filter' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Filter query' })).toHaveAccessibleDescription(
    'Please enter a filter query',
  );
  await dialog.getByRole('textbox', { name: 'Filter query' }).fill(query);
  await expect(dialog.getByRole('button', { name: /Add to channel/ })).toContainText('Support');
  await expectAxeCleanLightAndDark(page, 'filter-dialog');
  await dialog.getByRole('button', { name: 'Create filter' }).click();

  await expect(manage).toBeVisible();
  await expect(manage.getByText(query)).toBeVisible();
  await expect(manage.getByText(/filters? routes? mail to this channel\./)).toBeVisible();
});
