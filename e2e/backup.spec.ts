import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, expectAxeClean, signInAs } from './fixtures';

const PAGE = '/admin/demo_backup_management';

/**
 * The backup page: a non-admin is told it is not for them; the admin (alice, first member of the oldest
 * workspace) creates a backup, downloads it, schedules its restore and cancels it, then deletes it, so
 * the data is as the other journeys expect.
 */
test('the admin backs up the embedded database, downloads the file, schedules and cancels a restore', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const erin = await other.newPage();
  await signInAs(erin, DEMO.erin);
  await erin.goto(PAGE);
  await expect(erin.getByText('Only the server’s admins can manage backups.')).toBeVisible();
  await expect(erin.getByRole('button', { name: 'Create backup' })).toHaveCount(0);
  await other.close();

  await signInAs(page, DEMO.alice);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Database backups' })).toBeVisible();
  await page.getByRole('button', { name: 'Create backup' }).click();
  await expect(page.getByText('Backup created')).toBeVisible();
  const table = page.getByRole('table', { name: 'Backups' });
  await expect(table.getByRole('row')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await table.getByRole('link', { name: /^Download the backup of / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^switchboard-backup-[0-9a-z-]+\.tar\.gz$/);
  const bytes = await readFile(await file.path());
  // A gzip stream (magic bytes 1f 8b) of a real data folder (megabytes, not a placeholder).
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  expect(bytes.byteLength).toBeGreaterThan(100_000);

  await table.getByRole('button', { name: /^Restore the backup of / }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore this backup?' });
  await expect(dialog).toContainText('the next time the server starts');
  await dialog.getByRole('button', { name: 'Restore at next start' }).click();
  await expect(dialog).toHaveCount(0);
  const pending = page.getByRole('status').filter({ hasText: 'A restore of the backup of' });
  await expect(pending).toContainText('it happens when the server restarts');
  await expectAxeClean(page, 'backup');
  await page.screenshot({ path: 'test-results/backup-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAxeClean(page, 'backup');
  await page.screenshot({ path: 'test-results/backup-dark.png' });

  // Leave the data as the other journeys expect: no restore at the next start, no backup left.
  await page.getByRole('button', { name: 'Cancel restore' }).click();
  await expect(page.getByText('Restore canceled')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await table.getByRole('button', { name: /^Delete the backup of / }).click();
  await expect(page.getByText('No backups yet.')).toBeVisible();
});
