import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAxeClean, signInAs } from './fixtures';

/** Signs in as alice and opens the n-th thread of her inbox; answers its id. */
async function openThread(page: Page, index = 0): Promise<string> {
  await signInAs(page, DEMO.alice);
  const row = page.getByRole('main').getByRole('grid', { name: 'Inbox' }).getByRole('row').nth(index);
  const threadId = (await row.getAttribute('data-thread-id')) ?? '';
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/threads/${threadId}$`));
  await expect(page.getByRole('textbox', { name: 'Thread title' })).toBeVisible();
  return threadId;
}

test('status, assignee, due date and title change, merge into event lines, and a teammate sees them', async ({
  page,
  browser,
}) => {
  const threadId = await openThread(page, 2);
  const events = page.locator('[data-thread-event]');

  // Status twice within 5 minutes: one merged line with the last value.
  await page.getByRole('button', { name: /^Status:/ }).click();
  await page.getByRole('menuitem', { name: 'In progress' }).click();
  await expect(page.getByRole('button', { name: 'Status: In progress' })).toBeVisible();
  await page.getByRole('button', { name: /^Status:/ }).click();
  await page.getByRole('menuitem', { name: 'In review' }).click();
  await expect(events.filter({ hasText: 'You set the status to In review' })).toHaveCount(1);
  await expect(events.filter({ hasText: 'In progress' })).toHaveCount(0);

  // Assignee from the searchable member list, by keyboard.
  await page.getByRole('button', { name: /^Assignee:/ }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill('bob');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Assignee: Bob Chen' })).toBeVisible();
  await expect(events.filter({ hasText: /You (assigned|reassigned) the thread .*to Bob Chen/ })).toHaveCount(
    1,
  );

  // Due date typed into the date field (sent as yyyy-MM-dd).
  const dueDate = page.waitForRequest(
    (request) => request.method() === 'PUT' && /"due_date":\s*"2027-03-12"/.test(request.postData() ?? ''),
  );
  await page.getByRole('spinbutton', { name: /^month/ }).click();
  await page.keyboard.type('03122027');
  await page.keyboard.press('Tab');
  await dueDate;
  await expect(events.filter({ hasText: 'You set the due date to Mar 12, 2027' })).toHaveCount(1);

  // Title: saved on blur (Enter), shown as an event.
  const title = page.getByRole('textbox', { name: 'Thread title' });
  await title.fill('Renamed by the thread test');
  await title.press('Enter');
  await expect(
    events.filter({ hasText: 'You renamed the thread to "Renamed by the thread test"' }),
  ).toHaveCount(1);

  // Bob, a teammate, sees the same after his own load.
  const context = await browser.newContext();
  const bob = await context.newPage();
  await signInAs(bob, { email: 'bob@acme.example' });
  await bob.goto(`/threads/${threadId}`);
  await expect(bob.getByRole('textbox', { name: 'Thread title' })).toHaveValue('Renamed by the thread test');
  await expect(bob.getByRole('button', { name: 'Status: In review' })).toBeVisible();
  await expect(bob.getByRole('button', { name: 'Assignee: Bob Chen' })).toBeVisible();
  await expect(
    bob.locator('[data-thread-event]').filter({ hasText: 'Alice Martin set the status to In review' }),
  ).toHaveCount(1);
  await context.close();
});

test('react and un-react; the discussion opens with d, posts, and a failed post offers resend and discard', async ({
  page,
}) => {
  await openThread(page, 3);
  const message = page.getByRole('article').last();

  await message.getByRole('button', { name: 'React with 👍' }).click();
  const reaction = message.getByRole('button', { name: /Alice Martin reacted with 👍/ });
  await expect(reaction).toHaveAttribute('aria-pressed', 'true');
  await reaction.click();
  await expect(reaction).toHaveCount(0);
  await expect(message.getByRole('button', { name: 'React with 👍' })).toBeVisible();

  // d toggles the discussion (focus on the page, not in a field).
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('d');
  const panel = page.getByRole('complementary', { name: 'Discussion' });
  await expect(panel).toBeVisible();
  const box = panel.getByRole('textbox', { name: /Write a private message/ });
  await box.fill('Can you take this one @');
  await expect(panel.getByRole('listbox', { name: 'Mention a teammate' })).toBeVisible();
  await box.pressSequentially('bo');
  await box.press('Enter');
  await expect(box).toHaveValue('Can you take this one @Bob Chen ');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Can you take this one @Bob Chen')).toBeVisible();

  // A send that fails (injected) shows the failure with Resend, which then goes through.
  await page.route('**/api/threads/*/private-messages*', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await box.fill('This one will fail first');
  await box.press('Control+Enter');
  await expect(
    panel.getByRole('alert').filter({ hasText: 'We were unable to send this message' }),
  ).toBeVisible();
  await page.unroute('**/api/threads/*/private-messages*');
  await panel.getByRole('button', { name: 'Resend' }).click();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(panel.getByText('This one will fail first')).toBeVisible();

  // Another failed send, discarded after the confirmation.
  await page.route('**/api/threads/*/private-messages*', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
  );
  await box.fill('This one is discarded');
  await panel.getByRole('button', { name: 'Send' }).click();
  await panel.getByRole('button', { name: 'Discard' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard message' });
  await expect(dialog).toContainText('This action cannot be undone.');
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(panel.getByText('This one is discarded')).toHaveCount(0);

  await page.keyboard.press('d');
  await expect(panel).toHaveCount(0);
});

test('thread summary dialog, and the screen passes axe in light and dark', async ({ page }) => {
  await openThread(page, 1);
  await page.getByRole('button', { name: 'Thread summary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thread Summary' });
  await expect(dialog.locator('[data-summary]')).not.toBeEmpty();
  await expect(dialog.locator('script, img, iframe')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await expectAxeClean(page, 'thread', { exclude: 'iframe' });
  await page.screenshot({ path: 'test-results/thread-light.png' });
  const bodyColor = () =>
    page
      .getByRole('article')
      .first()
      .locator('iframe')
      .contentFrame()
      .locator('body')
      .evaluate((body) => getComputedStyle(body).color);
  const lightColor = await bodyColor();
  await page.emulateMedia({ colorScheme: 'dark' });
  // The mail frame follows the theme: its text colour changes with the app's.
  await expect.poll(bodyColor).not.toBe(lightColor);
  await expectAxeClean(page, 'thread', { exclude: 'iframe' });
  await page.screenshot({ path: 'test-results/thread-dark.png' });
});

test('header actions run with their toast and undo, and the screen goes back', async ({ page }) => {
  const threadId = await openThread(page, 4);
  await page
    .getByRole('toolbar', { name: 'Thread actions' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(page).toHaveURL(/\/inbox/);
  const toast = page.getByText('Thread archived');
  await expect(toast).toBeVisible();
  const row = page
    .getByRole('main')
    .getByRole('grid', { name: 'Inbox' })
    .locator(`[data-thread-id="${threadId}"]`);
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(row).toHaveCount(1);

  // Star from the header: back again, and the row shows it starred.
  await row.click();
  await page.getByRole('toolbar', { name: 'Thread actions' }).getByRole('button', { name: 'Star' }).click();
  await expect(page).toHaveURL(/\/inbox/);
  await page.goto(`/threads/${threadId}`);
  await expect(
    page.getByRole('toolbar', { name: 'Thread actions' }).getByRole('button', { name: 'Unstar' }),
  ).toBeVisible();
});

test('the shared note is saved on blur and is there after a reload', async ({ page }) => {
  await openThread(page, 2);
  const note = page.getByRole('textbox', { name: 'Shared note' });
  await note.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Call the client back on Monday');
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/api\/threads\/[^/]+$/.test(response.url()),
  );
  await page.getByRole('textbox', { name: 'Thread title' }).focus();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Shared note' })).toHaveText(
    'Call the client back on Monday',
  );
});
