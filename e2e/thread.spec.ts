import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { apiStatus, DEMO, expectAxeClean, expectAxeCleanLightAndDark, signInAs } from './fixtures';

const BOB = { email: 'bob@acme.example' };

let bobContext: BrowserContext | undefined;
let bobPage: Page | undefined;
test.afterAll(async () => {
  await bobContext?.close();
});

/** Threads a journey made that must leave alice's inbox when it ends, passed or failed (she deletes them). */
const cleanUp: string[] = [];
test.afterEach(async ({ page }) => {
  const ids = cleanUp.splice(0);
  if (ids.length > 0) {
    expect(await apiStatus(page, 'PATCH', '/threads:delete', { thread_ids: ids })).toBeLessThan(300);
  }
});

/**
 * A fresh thread in alice's inbox, written by bob (so another user follows it): each journey acts on its
 * own thread and leaves the seeded ones as they were.
 */
async function threadFromBob(browser: Browser, title: string): Promise<string> {
  if (!bobPage) {
    bobContext = await browser.newContext();
    bobPage = await bobContext.newPage();
    await signInAs(bobPage, BOB);
  }
  const id = `thr_e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const status = await apiStatus(bobPage, 'POST', '/threads', {
    thread_id: id,
    message_id: `${id}_m`,
    message_body: `<p>${title}: can you look at this?</p>`,
    thread_title: title,
    internal_recipients: [{ user_id: 'usr_alice', type: 'to' }],
  });
  expect(status).toBe(201);
  return id;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-toast]').filter({ hasText: text }).first();
const inboxRow = (page: Page, id: string) =>
  page.getByRole('main').getByRole('grid', { name: 'Inbox' }).locator(`[data-thread-id="${id}"]`);
const headerButton = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Thread actions' }).getByRole('button', { name, exact: true });

/** Goes to a path inside the running app, as a link would (no reload): the thread's back goes to the inbox. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Opens the thread from the inbox (alice signed in), read once it shows; the keys go to the page. */
async function openFresh(page: Page, id: string) {
  await visit(page, '/inbox');
  await visit(page, `/threads/${id}`);
  await expect(page.getByRole('textbox', { name: 'Thread title' })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Undo from the toast, once the server has answered the undo (a cancel, or the opposite action): the rows
 * come back at once, the thread's own state after that answer.
 */
async function undo(page: Page, text: string | RegExp) {
  const cancelled = page.waitForResponse(
    (r) => r.url().includes('/api/') && r.request().method() !== 'GET' && r.ok(),
  );
  await toast(page, text).getByRole('button', { name: 'Undo' }).click();
  await cancelled;
}

async function expectBackOnInbox(page: Page) {
  await expect(page).toHaveURL(/\/inbox(\?|$)/);
}

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
  // Its own thread (a seeded one may carry earlier status lines), deleted afterwards so the inbox's rows
  // stay where the other journeys expect them.
  const threadId = await threadFromBob(browser, `Status ${Date.now().toString(36)}`);
  cleanUp.push(threadId);
  await signInAs(page, DEMO.alice);
  await page.goto(`/threads/${threadId}`);
  await expect(page.getByRole('textbox', { name: 'Thread title' })).toBeVisible();
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

test('react and un-react; the discussion opens with d, posts, and a failed post offers resend and discard; bob sees both', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const threadId = await openThread(page, 3);
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
  // The rich-text editor: '@' suggests teammates, Enter picks one as a mention chip.
  await box.click();
  await box.pressSequentially('Can you take this one @');
  const suggestions = panel.getByRole('listbox', { name: 'People and channels' });
  await expect(suggestions).toBeVisible();
  await box.pressSequentially('bo');
  await expect(suggestions.getByRole('option').first()).toContainText('Bob Chen');
  await box.press('Enter');
  await expect(box.locator('[data-type="mention"]')).toHaveText('@Bob Chen');
  await expect(box).toHaveText(/^Can you take this one @Bob Chen\s*$/);
  // Its toolbar: hidden with 'Formatting', and still hidden when the panel opens again (remembered).
  await expect(panel.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await panel.getByRole('button', { name: 'Formatting' }).click();
  await expect(panel.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Send' }).click();
  const posted = panel.getByRole('list', { name: 'Discussion' }).getByRole('listitem');
  const first = posted.filter({ hasText: 'Can you take this one @Bob Chen' });
  await expect(first.locator('[data-type="mention"]')).toHaveText('@Bob Chen');
  await expect(box).toHaveText('');
  await expectAxeCleanLightAndDark(page, 'thread-discussion', { include: 'aside', exclude: 'iframe' });

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
  await page.keyboard.press('d');
  await expect(panel.getByRole('textbox', { name: /Write a private message/ })).toBeVisible();
  await expect(panel.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);
  // Text written and not sent is kept: closing the panel and opening it again brings it back.
  await panel.getByRole('textbox', { name: /Write a private message/ }).fill('Not sent yet');
  await panel.getByRole('button', { name: 'Close discussion' }).click();
  await expect(panel).toHaveCount(0);
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('d');
  await expect(panel.getByRole('textbox', { name: /Write a private message/ })).toHaveText('Not sent yet');
  await panel.getByRole('button', { name: 'Close discussion' }).click();
  await expect(panel).toHaveCount(0);

  // Alice reacts again and keeps it: bob, her teammate, sees the reaction and her private message.
  await message.getByRole('button', { name: 'React with 👍' }).click();
  await expect(reaction).toHaveAttribute('aria-pressed', 'true');
  const context = await browser.newContext();
  const bob = await context.newPage();
  await signInAs(bob, BOB);
  await bob.goto(`/threads/${threadId}`);
  const bobsView = bob.getByRole('article').last();
  await expect(bobsView.getByRole('button', { name: /Alice Martin reacted with 👍/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await bob.getByRole('button', { name: 'Open discussion' }).click();
  const bobsPanel = bob.getByRole('complementary', { name: 'Discussion' });
  await expect(
    bobsPanel
      .getByRole('listitem')
      .filter({ hasText: 'Can you take this one @Bob Chen' })
      .locator('[data-type="mention"]'),
  ).toHaveText('@Bob Chen');
  await context.close();
  // Leave the thread as the later journeys expect it: no reaction.
  await reaction.click();
  await expect(reaction).toHaveCount(0);
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

test('the list keys act on the open thread, each on the side its state allows, and the command menu offers its actions', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const id = await threadFromBob(browser, `Keys ${Date.now()}`);
  await signInAs(page, DEMO.alice);

  // s stars: the toast, back on the list; the header then offers Unstar.
  await openFresh(page, id);
  await page.keyboard.press('s');
  await expectBackOnInbox(page);
  await expect(toast(page, 'Thread starred')).toBeVisible();
  await openFresh(page, id);
  await expect(headerButton(page, 'Unstar')).toBeVisible();

  // shift+u marks unread; ! marks spam, and its Undo brings the row back.
  await expect(headerButton(page, 'Mark as unread')).toBeVisible();
  await page.keyboard.press('Shift+U');
  await expectBackOnInbox(page);
  await expect(toast(page, 'Marked as unread')).toBeVisible();
  await openFresh(page, id);
  await page.keyboard.press('!');
  await expectBackOnInbox(page);
  await undo(page, 'Marked as spam');
  await expect(inboxRow(page, id)).toHaveCount(1);

  // b and l open the lists' pickers on the thread.
  await openFresh(page, id);
  await page.keyboard.press('b');
  await expect(page.getByRole('dialog', { name: 'Snooze' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Snooze' })).toHaveCount(0);
  await page.keyboard.press('l');
  await expect(page.getByRole('dialog', { name: 'Labels' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Labels' })).toHaveCount(0);

  // mod+k: the thread's actions are in the command menu (the spec's wording): Participants opens its
  // dialog, Remove from inbox archives as the header's Archive does.
  const input = page.getByRole('combobox', { name: 'Type a command or search' });
  await page.keyboard.press('ControlOrMeta+k');
  await expect(input).toBeFocused();
  await input.fill('Participants');
  await page.getByRole('option', { name: /^Participants/ }).click();
  const participants = page.getByRole('dialog', { name: 'Participants' });
  await expect(participants).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(participants).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(input).toBeFocused();
  await input.fill('Remove from inbox');
  await page.getByRole('option', { name: /^Remove from inbox/ }).click();
  await expectBackOnInbox(page);
  await expect(toast(page, 'Thread archived')).toBeVisible();
  await expect(inboxRow(page, id)).toHaveCount(0);

  // # trashes; bob follows, so the warning comes first.
  await openFresh(page, id);
  await page.keyboard.press('#');
  const warning = page.getByRole('alertdialog', { name: 'Trash' });
  await expect(warning).toContainText('This message will be deleted for all Switchboard users.');
  await warning.getByRole('button', { name: 'Trash' }).click();
  await expectBackOnInbox(page);
  await expect(toast(page, 'Moved to trash')).toBeVisible();

  // In trash, e, s, ! and b do nothing (they do not apply); # restores.
  await openFresh(page, id);
  await expect(headerButton(page, 'Remove from trash')).toBeVisible();
  for (const key of ['e', 's', '!', 'b']) await page.keyboard.press(key);
  await page.keyboard.press('Delete');
  await expectBackOnInbox(page);
  await expect(toast(page, 'Thread returned')).toBeVisible();
  await expect(page.locator('[data-toast]').filter({ hasText: /archived|starred|spam/ })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Snooze' })).toHaveCount(0);

  expect(await apiStatus(page, 'PATCH', '/threads:delete', { thread_ids: [id] })).toBeLessThan(300);
});

test.describe('header actions: toast, Undo and back to the list', () => {
  test.describe.configure({ timeout: 180_000 });

  test('archive, then move to inbox; Undo takes it out again', async ({ page, browser }) => {
    const id = await threadFromBob(browser, `Move back ${Date.now()}`);
    await signInAs(page, DEMO.alice);
    await openFresh(page, id);
    await headerButton(page, 'Archive').click();
    await expectBackOnInbox(page);
    await expect(inboxRow(page, id)).toHaveCount(0);
    await openFresh(page, id);
    await headerButton(page, 'Move to inbox').click();
    await expectBackOnInbox(page);
    await expect(inboxRow(page, id)).toHaveCount(1);
    await undo(page, 'Thread returned');
    await expect(inboxRow(page, id)).toHaveCount(0);
    expect(await apiStatus(page, 'PATCH', '/threads:delete', { thread_ids: [id] })).toBeLessThan(300);
  });

  test('mark as unread, then read again by Undo', async ({ page, browser }) => {
    const id = await threadFromBob(browser, `Unread ${Date.now()}`);
    await signInAs(page, DEMO.alice);
    await openFresh(page, id);
    await headerButton(page, 'Mark as unread').click();
    await expectBackOnInbox(page);
    await expect(inboxRow(page, id)).toHaveAttribute('data-unread', 'true');
    await undo(page, 'Marked as unread');
    await expect(inboxRow(page, id)).not.toHaveAttribute('data-unread', 'true');
    expect(await apiStatus(page, 'PATCH', '/threads:delete', { thread_ids: [id] })).toBeLessThan(300);
  });

  test('spam and not spam, each with its toast and Undo', async ({ page, browser }) => {
    const id = await threadFromBob(browser, `Spam ${Date.now()}`);
    await signInAs(page, DEMO.alice);
    await openFresh(page, id);
    await headerButton(page, 'Mark as spam').click();
    await expectBackOnInbox(page);
    await expect(inboxRow(page, id)).toHaveCount(0);
    await undo(page, 'Marked as spam');
    await expect(inboxRow(page, id)).toHaveCount(1);

    await openFresh(page, id);
    await headerButton(page, 'Mark as spam').click();
    await expectBackOnInbox(page);
    await expect(toast(page, 'Marked as spam')).toBeVisible();
    await openFresh(page, id);
    await headerButton(page, 'Not spam').click();
    await expectBackOnInbox(page);
    await expect(inboxRow(page, id)).toHaveCount(1);
    await undo(page, 'Marked as not spam');
    await expect(inboxRow(page, id)).toHaveCount(0);
    expect(await apiStatus(page, 'PATCH', '/threads:delete', { thread_ids: [id] })).toBeLessThan(300);
  });

  test('snooze through the picker; Undo brings it back', async ({ page, browser }) => {
    const id = await threadFromBob(browser, `Snooze ${Date.now()}`);
    await signInAs(page, DEMO.alice);
    await openFresh(page, id);
    await page.getByRole('button', { name: 'Snooze' }).click();
    const snooze = page.getByRole('dialog', { name: 'Snooze' });
    await snooze.getByRole('searchbox').fill('in 3 days');
    await snooze.getByRole('option').first().click();
    await expectBackOnInbox(page);
    await expect(inboxRow(page, id)).toHaveCount(0);
    await undo(page, /^Snoozed until/);
    await expect(inboxRow(page, id)).toHaveCount(1);
    expect(await apiStatus(page, 'PATCH', '/threads:delete', { thread_ids: [id] })).toBeLessThan(300);
  });

  test('trash warns when others follow; Undo, untrash, and delete permanently', async ({ page, browser }) => {
    const id = await threadFromBob(browser, `Trash ${Date.now()}`);
    await signInAs(page, DEMO.alice);
    await openFresh(page, id);
    await headerButton(page, 'Trash').click();
    const warning = page.getByRole('alertdialog', { name: 'Trash' });
    await expect(warning).toContainText('This message will be deleted for all Switchboard users.');
    await warning.getByRole('button', { name: 'Trash' }).click();
    await expectBackOnInbox(page);
    await expect(inboxRow(page, id)).toHaveCount(0);
    await undo(page, 'Moved to trash');
    await expect(inboxRow(page, id)).toHaveCount(1);

    // Trashed again, then out of trash from its header.
    await openFresh(page, id);
    await headerButton(page, 'Trash').click();
    await page.getByRole('alertdialog', { name: 'Trash' }).getByRole('button', { name: 'Trash' }).click();
    await expect(toast(page, 'Moved to trash')).toBeVisible();
    await openFresh(page, id);
    await expect(page.getByText('Take this thread out of the trash to reply')).toBeVisible();
    await headerButton(page, 'Remove from trash').click();
    await expectBackOnInbox(page);
    await expect(toast(page, 'Thread returned')).toBeVisible();
    await expect(inboxRow(page, id)).toHaveCount(1);

    // Deleted for good (after its confirmation): gone from the inbox, its page no longer opens.
    await openFresh(page, id);
    await headerButton(page, 'Trash').click();
    await page.getByRole('alertdialog', { name: 'Trash' }).getByRole('button', { name: 'Trash' }).click();
    await expectBackOnInbox(page);
    await openFresh(page, id);
    await headerButton(page, 'Delete permanently').click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Delete permanently' }).click();
    await expectBackOnInbox(page);
    await expect(toast(page, 'Thread deleted')).toBeVisible();
    await expect(inboxRow(page, id)).toHaveCount(0);
    expect(await apiStatus(page, 'GET', `/threads/${id}`)).toBe(404);
  });
});
