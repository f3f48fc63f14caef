import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO, expectAxeClean, expectAxeCleanLightAndDark, shot, signInAs } from './fixtures';

/** A GET on the API as the signed-in user (ids the journeys need: a label, a channel). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const tokens = JSON.parse(localStorage.getItem('switchboard.auth.tokens') ?? '{}');
    const response = await fetch(`/api${url}`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    return response.json();
  }, path);
}

/** Whether the server has the thread in the inbox (not archived, snoozed, trashed or spam). */
async function inInbox(page: Page, threadId: string): Promise<boolean> {
  const thread = await apiGet<{
    inbox_event_id: string | null;
    snooze_end_date: string | null;
    trashed_date: string | null;
    isSpam: boolean;
  }>(page, `/threads/${threadId}`);
  return thread.inbox_event_id !== null && !thread.snooze_end_date && !thread.trashed_date && !thread.isSpam;
}

const list = (page: Page, name: string | RegExp = 'Inbox') =>
  page.locator('[data-shell-region="list"]').getByRole('grid', { name, exact: true });
const rowOf = (grid: Locator, id: string) => grid.locator(`[data-thread-id="${id}"]`);
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-toast]').filter({ hasText: text }).first();

/** Goes to a path inside the running app (as a link would: no reload, no loading screen). */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** Waits until the list's first row has the keyboard focus (the list puts it there on arrival). */
async function firstRowFocused(grid: Locator): Promise<string> {
  const first = grid.getByRole('row').first();
  await expect(first).toBeFocused();
  return (await first.getAttribute('data-thread-id')) ?? '';
}

/**
 * After a reload the list gives back the row the cursor was on (navigation state): g g from there
 * to the first row (and the next key, b or l, is the list's, not a g-chord's second key).
 */
async function backToFirstRow(page: Page, grid: Locator): Promise<string> {
  await expect(grid.locator('[data-thread-id]:focus')).toHaveCount(1);
  await page.keyboard.press('g');
  await page.keyboard.press('g');
  return firstRowFocused(grid);
}

test('every list screen renders its list or its empty state, axe-clean in light and dark', async ({
  page,
}) => {
  // Eleven screens, each scanned twice.
  test.setTimeout(120_000);
  await signInAs(page, DEMO.alice);
  const labels = await apiGet<{ data: { id: string; name: string }[] }>(page, '/self/labels');
  const channels = await apiGet<{ data: { id: string; name: string }[] }>(page, '/self/channels');
  const label = labels.data[0];
  const channel = channels.data[0];
  const screens: [string, string | RegExp][] = [
    ['/inbox', 'Inbox'],
    ['/starred', 'Starred'],
    ['/snoozed', 'Snoozed'],
    ['/sent', 'Sent'],
    ['/scheduled', 'Scheduled'],
    ['/all', 'All messages'],
    ['/spam', 'Spam'],
    ['/trash', 'Trash'],
    ['/search?query=the', 'Search: the'],
  ];
  if (label) screens.push([`/labels/${label.id}`, label.name]);
  if (channel) screens.push([`/channels/${channel.id}`, channel.name]);

  // axe is slow on this machine: the rows, an empty state, a search, a label and a channel in both
  // themes stand for the others (they are the same components).
  const scanned = new Set([
    '/inbox',
    '/snoozed',
    '/search?query=the',
    screens.at(-2)?.[0],
    screens.at(-1)?.[0],
  ]);
  for (const [path, title] of screens) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeAttached();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    // Either rows or the screen's empty state, never a skeleton forever.
    await expect(list(page, title).or(page.locator('[data-shell-region="list"] p'))).toBeVisible();
    if (!scanned.has(path)) continue;
    // The theme follows the system: the same screen in light, then in dark (the page's colours change).
    await expectAxeCleanLightAndDark(page, `list${path.replace(/\W+/g, '-')}`, {
      include: '[data-shell-region="list"]',
    });
  }
  // An unknown label answers the server's error in place of the list, not "Page not found".
  await page.goto('/labels/lbl_does_not_exist');
  await expect(page.getByText('Page not found')).toHaveCount(0);
});

test('list actions by key show their toast, and Undo (button, z, mod+z) restores the row, also after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.alice);
  const inbox = list(page);
  let id = await firstRowFocused(inbox);
  const row = rowOf(inbox, id);

  // s stars; z undoes; the server agrees after a reload.
  await page.keyboard.press('s');
  await expect(toast(page, 'Thread starred')).toBeVisible();
  await expect(row.getByRole('img', { name: 'Starred' })).toBeVisible();
  const starCancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  await page.keyboard.press('z');
  await starCancelled;
  await expect(row.getByRole('img', { name: 'Starred' })).toHaveCount(0);
  await page.reload();
  await expect(rowOf(inbox, id)).toBeVisible();
  await expect(rowOf(inbox, id).getByRole('img', { name: 'Starred' })).toHaveCount(0);

  // e archives (the row leaves the inbox); the toast's Undo brings it back.
  id = await backToFirstRow(page, inbox);
  await page.keyboard.press('e');
  await expect(toast(page, 'Thread archived')).toBeVisible();
  await expect(rowOf(inbox, id)).toHaveCount(0);
  const archiveCancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  await toast(page, 'Thread archived').getByRole('button', { name: 'Undo' }).click();
  await archiveCancelled;
  await expect(rowOf(inbox, id)).toBeVisible();
  // After a reload the server has it in the inbox again (its place in the list may differ).
  await page.reload();
  expect(await inInbox(page, id)).toBe(true);

  // # trashes; mod+z undoes.
  id = await backToFirstRow(page, inbox);
  await page.keyboard.press('#');
  await expect(toast(page, 'Moved to trash')).toBeVisible();
  await expect(rowOf(inbox, id)).toHaveCount(0);
  const trashCancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  await page.keyboard.press('ControlOrMeta+z');
  await trashCancelled;
  await page.reload();
  expect(await inInbox(page, id)).toBe(true);

  // shift+u marks unread, shift+i read: the 'New' badge follows.
  id = await backToFirstRow(page, inbox);
  const isNew = rowOf(inbox, id).getByText('New', { exact: true });
  const wasNew = (await isNew.count()) > 0;
  await page.keyboard.press(wasNew ? 'Shift+I' : 'Shift+U');
  await expect(toast(page, wasNew ? 'Marked as read' : 'Marked as unread')).toBeVisible();
  await expect(isNew).toHaveCount(wasNew ? 0 : 1);
  const readCancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  await page.keyboard.press('z');
  await readCancelled;
  await page.reload();
  await expect(rowOf(inbox, id).getByText('New', { exact: true })).toHaveCount(wasNew ? 1 : 0);

  // b snoozes through the picker's quick times; the row leaves the inbox; Undo brings it back.
  id = await backToFirstRow(page, inbox);
  await page.keyboard.press('b');
  const snooze = page.getByRole('dialog', { name: 'Snooze' });
  await expect(snooze).toBeVisible();
  await snooze.getByRole('searchbox').fill('in 3 days');
  await snooze.getByRole('option').first().click();
  await expect(toast(page, /^Snoozed until/)).toBeVisible();
  await expect(rowOf(inbox, id)).toHaveCount(0);
  const snoozeCancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  await toast(page, /^Snoozed until/)
    .getByRole('button', { name: 'Undo' })
    .click();
  await snoozeCancelled;
  await page.reload();
  expect(await inInbox(page, id)).toBe(true);

  // l adds a label, created from the picker.
  id = await backToFirstRow(page, inbox);
  await page.keyboard.press('l');
  const labels = page.getByRole('dialog', { name: 'Labels' });
  await labels.getByRole('searchbox').fill('Follow-up e2e');
  await labels.getByRole('option', { name: 'Create label "Follow-up e2e"' }).click();
  await expect(toast(page, 'Label added')).toBeVisible();
  await expect(labels).toHaveCount(0);
});

test('e on a row moves the cursor to the row that takes its place, so e, e goes on down the inbox', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const inbox = list(page);
  await firstRowFocused(inbox);
  const ids = await inbox
    .locator('[role="row"][data-thread-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-thread-id') ?? ''));
  expect(ids.length).toBeGreaterThan(4);
  const [, , third, fourth, fifth] = ids as [string, string, string, string, string];
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(rowOf(inbox, third)).toBeFocused();

  const archived = (id: string) =>
    page
      .waitForResponse((r) => r.url().includes('/remove_from_inbox') && r.ok(), { timeout: 15_000 })
      .then(() => id);
  let answered = archived(third);
  await page.keyboard.press('e');
  await expect(rowOf(inbox, third)).toHaveCount(0);
  await expect(rowOf(inbox, fourth)).toBeFocused();
  await answered;
  answered = archived(fourth);
  await page.keyboard.press('e');
  await expect(rowOf(inbox, fourth)).toHaveCount(0);
  await expect(rowOf(inbox, fifth)).toBeFocused();
  await answered;

  // Both back: z undoes the last, the other toast's Undo the first.
  const cancelled = () => page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  let cancel = cancelled();
  await page.keyboard.press('z');
  await cancel;
  cancel = cancelled();
  await toast(page, 'Thread archived').getByRole('button', { name: 'Undo' }).click();
  await cancel;
  await expect(rowOf(inbox, third)).toBeVisible();
  await expect(rowOf(inbox, fourth)).toBeVisible();
  expect(await inInbox(page, third)).toBe(true);
  expect(await inInbox(page, fourth)).toBe(true);
});

test('the selection bar and the command menu act on the selected rows, with Undo', async ({ page }) => {
  await signInAs(page, DEMO.alice);
  const inbox = list(page);
  const first = await firstRowFocused(inbox);
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  const second = (await inbox.getByRole('row').nth(1).getAttribute('data-thread-id')) ?? '';
  const bar = page.getByRole('toolbar', { name: '2 threads' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page, 'Thread archived')).toBeVisible();
  await expect(rowOf(inbox, first)).toHaveCount(0);
  await expect(rowOf(inbox, second)).toHaveCount(0);
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  await toast(page, 'Thread archived').getByRole('button', { name: 'Undo' }).click();
  await cancelled;
  await page.reload();
  await expect(rowOf(inbox, first)).toBeVisible();
  await expect(rowOf(inbox, second)).toBeVisible();

  // The command menu offers the actions on the row under the cursor.
  await backToFirstRow(page, inbox);
  await page.keyboard.press('ControlOrMeta+k');
  const menu = page.getByRole('dialog').filter({ has: page.getByPlaceholder('Type a command or search') });
  await expect(menu).toBeVisible();
  await page.keyboard.type('Remove from inbox');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Thread archived')).toBeVisible();
  await expect(rowOf(inbox, first)).toHaveCount(0);
  // The menu closes (its exit animation still holds the focus for a moment) before z is typed.
  await expect(menu).toBeHidden();
  const menuCancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  await page.keyboard.press('z');
  await menuCancelled;
  await page.reload();
  await expect(rowOf(inbox, first)).toBeVisible();
});

/** The thread as the server has it now (after a reload the app shows the same). */
async function serverThread(page: Page, id: string) {
  return apiGet<{
    isSpam: boolean;
    trashed_date: string | null;
    channel_ids: string[];
    label_ids: string[];
  }>(page, `/threads/${id}`);
}

/** Selects one row from the keyboard (its cursor, then x), as a user of the lists does. */
async function selectRow(grid: Locator, id: string): Promise<void> {
  await rowOf(grid, id).focus();
  await expect(rowOf(grid, id)).toBeFocused();
  await rowOf(grid, id).press('x');
  await expect(rowOf(grid, id)).toHaveAttribute('aria-selected', 'true');
}

/** The names of the selection bar's buttons, in order. */
async function barButtons(bar: Locator): Promise<(string | null)[]> {
  return bar.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
}

test('! marks spam; in Spam the selection bar offers Not spam (never Archive), which puts it back in the inbox', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const inbox = list(page);
  const id = await firstRowFocused(inbox);
  await page.keyboard.press('!');
  await expect(toast(page, 'Marked as spam')).toBeVisible();
  await expect(rowOf(inbox, id)).toHaveCount(0);
  await expect.poll(async () => (await serverThread(page, id)).isSpam).toBe(true);
  await page.reload();
  await expect(rowOf(inbox, id)).toHaveCount(0);

  await visit(page, '/spam');
  const spam = list(page, 'Spam');
  await selectRow(spam, id);
  const bar = page.getByRole('toolbar', { name: '1 thread' });
  const names = await barButtons(bar);
  expect(names).toContain('Not spam');
  for (const absent of ['Archive', 'Mark as spam', 'Snooze', 'Move to inbox'])
    expect(names).not.toContain(absent);
  await bar.getByRole('button', { name: 'Not spam' }).click();
  await expect(toast(page, 'Marked as not spam')).toBeVisible();
  await expect(rowOf(spam, id)).toHaveCount(0);
  await expect.poll(async () => (await serverThread(page, id)).isSpam).toBe(false);
  await page.reload();
  await expect(rowOf(spam, id)).toHaveCount(0);
  expect(await inInbox(page, id)).toBe(true);
});

test('in All, e does nothing to a thread that is not in the inbox; the bar and the command menu move it back', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const inbox = list(page);
  const id = await firstRowFocused(inbox);
  await page.keyboard.press('e');
  await expect(toast(page, 'Thread archived')).toBeVisible();
  await expect.poll(() => inInbox(page, id)).toBe(false);
  await page.reload();

  await visit(page, '/all');
  const all = list(page, 'All messages');
  await selectRow(all, id);
  const bar = page.getByRole('toolbar', { name: '1 thread' });
  const names = await barButtons(bar);
  expect(names).toContain('Move to inbox');
  expect(names).not.toContain('Archive');
  // e on it asks the server nothing and says nothing (no 'Thread archived', no red error).
  const archiveCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remove_from_inbox')) archiveCalls.push(request.url());
  });
  await rowOf(all, id).focus();
  await page.keyboard.press('e');
  // The command menu, on the same selection, offers Move to inbox (and no Remove from inbox).
  await page.keyboard.press('ControlOrMeta+k');
  const menu = page.getByRole('dialog').filter({ has: page.getByPlaceholder('Type a command or search') });
  await expect(menu).toBeVisible();
  await page.keyboard.type('inbox');
  await expect(menu.getByRole('option', { name: /Remove from inbox/ })).toHaveCount(0);
  await menu.getByRole('option', { name: /^Move to inbox/ }).click();
  await expect(toast(page, 'Thread returned')).toBeVisible();
  await expect(toast(page, 'Thread archived')).toHaveCount(0);
  await expect(page.locator('[data-toast="error"]')).toHaveCount(0);
  expect(archiveCalls).toEqual([]);
  await page.reload();
  expect(await inInbox(page, id)).toBe(true);
});

test('Backspace and Delete trash; in Trash the bar restores, and deletes permanently after its confirmation', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, DEMO.alice);
  const inbox = list(page);
  const id = await firstRowFocused(inbox);

  // Delete trashes, z undoes it.
  await page.keyboard.press('Delete');
  await expect(toast(page, 'Moved to trash')).toBeVisible();
  await expect(rowOf(inbox, id)).toHaveCount(0);
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  await page.keyboard.press('z');
  await cancelled;
  await page.reload();
  expect(await inInbox(page, id)).toBe(true);

  // Backspace trashes; the server agrees after a reload.
  await backToFirstRow(page, inbox);
  await page.keyboard.press('Backspace');
  await expect(toast(page, 'Moved to trash')).toBeVisible();
  await expect.poll(async () => (await serverThread(page, id)).trashed_date).not.toBeNull();
  await page.reload();
  await expect(rowOf(inbox, id)).toHaveCount(0);

  // In Trash: restore and delete permanently; no archive, star or snooze.
  await visit(page, '/trash');
  const trash = list(page, 'Trash');
  await selectRow(trash, id);
  const bar = page.getByRole('toolbar', { name: '1 thread' });
  const names = await barButtons(bar);
  expect(names).toEqual(expect.arrayContaining(['Remove from trash', 'Delete permanently']));
  for (const absent of ['Archive', 'Star', 'Snooze', 'Trash', 'Mark as spam'])
    expect(names).not.toContain(absent);
  await bar.getByRole('button', { name: 'Remove from trash' }).click();
  await expect(toast(page, 'Thread returned')).toBeVisible();
  await expect(rowOf(trash, id)).toHaveCount(0);
  await page.reload();
  await expect.poll(async () => (await serverThread(page, id)).trashed_date).toBeNull();
  expect(await inInbox(page, id)).toBe(true);

  // A thread the seed left in Trash: Delete permanently asks first; Cancel keeps it, confirming removes it.
  const doomed = (await trash.getByRole('row').first().getAttribute('data-thread-id')) ?? '';
  await selectRow(trash, doomed);
  await bar.getByRole('button', { name: 'Delete permanently' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this thread permanently?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rowOf(trash, doomed)).toBeVisible();
  await bar.getByRole('button', { name: 'Delete permanently' }).click();
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toast(page, 'Thread deleted')).toBeVisible();
  await expect(rowOf(trash, doomed)).toHaveCount(0);
  await page.reload();
  await expect(trash.or(page.locator('[data-shell-region="list"] p'))).toBeVisible();
  await expect(rowOf(trash, doomed)).toHaveCount(0);
});

test('h and shift+C add a channel, l a label, each undone (after the server had it)', async ({ page }) => {
  await signInAs(page, DEMO.alice);
  const inbox = list(page);
  const id = await firstRowFocused(inbox);
  const before = await serverThread(page, id);

  for (const key of ['h', 'Shift+C']) {
    await page.keyboard.press(key);
    const picker = page.getByRole('dialog', { name: 'Channels' });
    await picker.getByRole('searchbox').fill('Support');
    await picker
      .getByRole('option', { name: /Support/ })
      .first()
      .click();
    await expect(toast(page, 'Channel added')).toBeVisible();
    await expect
      .poll(async () => (await serverThread(page, id)).channel_ids.length)
      .toBe(before.channel_ids.length + 1);
    const cancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
    await toast(page, 'Channel added').getByRole('button', { name: 'Undo' }).click();
    await cancelled;
    await page.reload();
    expect((await serverThread(page, id)).channel_ids).toEqual(before.channel_ids);
    expect(await backToFirstRow(page, inbox)).toBe(id);
  }

  await page.keyboard.press('l');
  const labels = page.getByRole('dialog', { name: 'Labels' });
  await labels.getByRole('option').first().click();
  await expect(toast(page, 'Label added')).toBeVisible();
  await expect
    .poll(async () => (await serverThread(page, id)).label_ids.length)
    .toBe(before.label_ids.length + 1);
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  await toast(page, 'Label added').getByRole('button', { name: 'Undo' }).click();
  await cancelled;
  await page.reload();
  expect((await serverThread(page, id)).label_ids).toEqual(before.label_ids);
});

test('r, a and f from a list open the thread with the reply (or forward) composer focused', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const inbox = list(page);
  const id = await firstRowFocused(inbox);
  for (const [key, mode, region] of [
    ['r', 'reply', /^Reply$/],
    ['a', 'reply_all', /^Reply all$/],
    ['f', 'forward', /^Composer: /],
  ] as const) {
    await page.keyboard.press(key);
    await expect(page).toHaveURL(new RegExp(`/threads/${id}\\?focus=compose&mode=${mode}$`));
    const composer = page.getByRole('region', { name: region });
    await expect(composer.locator(':focus')).toHaveCount(1);
    if (mode === 'forward') {
      // The forward window holds nothing yet: closing it keeps no draft.
      await composer
        .getByRole('button', { name: /^Close/ })
        .first()
        .click();
      await expect(composer).toHaveCount(0);
    }
    await visit(page, '/inbox');
    await firstRowFocused(inbox);
  }
});

test('a server failure on one row rolls back only that row and shows the red error toast', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const inbox = list(page);
  const first = await firstRowFocused(inbox);
  const second = (await inbox.getByRole('row').nth(1).getAttribute('data-thread-id')) ?? '';
  await page.route(`**/api/threads/${second}/trash`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { type: 'internal', message: 'boom' } }),
    }),
  );
  await page.keyboard.press('x');
  await page.keyboard.press('j');
  await page.keyboard.press('x');
  await page.keyboard.press('#');
  await expect(page.locator('[data-toast="error"]')).toBeVisible();
  await expect(rowOf(inbox, first)).toHaveCount(0);
  await expect(rowOf(inbox, second)).toBeVisible();
  await page.unroute(`**/api/threads/${second}/trash`);
  // Put the trashed one back for the other journeys.
  const cancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
  await page.keyboard.press('z');
  await cancelled;
  await page.reload();
  await expect(rowOf(inbox, first)).toBeVisible();
});

test('the list keys: shift+G to the last row, g g to the first, g n / g p keep the focus, g p lands on /inbox; a reload gives the place back', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const inbox = list(page);
  await firstRowFocused(inbox);
  await page.keyboard.press('Shift+G');
  const rows = inbox.getByRole('row');
  await expect(page.locator('[data-thread-id]:focus')).toHaveAttribute('data-index', '24');
  await page.keyboard.press('g');
  await page.keyboard.press('g');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ControlOrMeta+ArrowDown');
  await expect(page.locator('[data-thread-id]:focus')).toHaveAttribute('data-index', '24');

  await page.keyboard.press('g');
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/[?&]page=/);
  await expect(page.getByText(/^26 - 50 of (\d+|many)$/)).toBeVisible();
  const pageTwoFirst = await firstRowFocused(inbox);
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await page.keyboard.press('g');
  await page.keyboard.press('p');
  await expect(page).toHaveURL(/\/inbox$/);
  await firstRowFocused(inbox);

  // A reload gives back the row the keyboard was on, the sidebar tab and the Labels section as left.
  const focusedRow = page.locator('[data-thread-id]:focus');
  for (const _ of [1, 2, 3]) await page.keyboard.press('j');
  await expect(focusedRow).toHaveAttribute('data-index', '3');
  const placeId = await focusedRow.getAttribute('data-thread-id');
  const sidebar = page.getByRole('navigation', { name: 'Navigation' });
  await sidebar.getByRole('tab', { name: 'Folders' }).click();
  const labelsToggle = sidebar.getByRole('button', { name: 'Labels', exact: true });
  await labelsToggle.click();
  await expect(labelsToggle).toHaveAttribute('aria-expanded', 'false');
  await page.reload();
  await expect(focusedRow).toHaveAttribute('data-thread-id', placeId ?? '');
  await expect(sidebar.getByRole('tab', { name: 'Folders' })).toHaveAttribute('aria-selected', 'true');
  await expect(labelsToggle).toHaveAttribute('aria-expanded', 'false');
  // Moving around inside the app does not bring the place back: the inbox starts on its first row.
  // (Starred shows before the inbox comes back: it opens at once from the device's cache, and a visit
  // away that never showed would leave the inbox as it was.)
  await visit(page, '/starred');
  await expect(page.getByRole('heading', { level: 1, name: 'Starred' })).toBeAttached();
  await visit(page, '/inbox');
  await firstRowFocused(inbox);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/threads\//);
  expect(pageTwoFirst).not.toBe('');
});

test('on the free plan, a search past 90 days shows the hidden threads blurred behind the upgrade banner', async ({
  page,
}) => {
  await signInAs(page, DEMO.erin);
  await expect(list(page)).toBeVisible();
  await visit(page, `/search?query=${encodeURIComponent('older_than:91d')}`);
  const notice = page.locator('[data-shell-region="list"]').getByRole('region', { name: 'Older threads' });
  await expect(notice).toContainText(
    'Threads older than 90 days are hidden on the free plan. Upgrade to see your whole history.',
  );
  await expect(notice).toContainText(/\d+ older threads? hidden/);
  await expect(notice.getByRole('button', { name: 'Upgrade plan' })).toBeVisible();
  // Those threads are the results: no 'No results' beside them.
  await expect(page.getByText('No results')).toHaveCount(0);
  await expectAxeClean(page, 'list', { include: '[data-shell-region="list"]' });
});

test('a row dragged onto a category split moves there, with Undo; a custom split refuses it', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const grid = list(page);
  const id = await firstRowFocused(grid);
  const strip = page.getByRole('tablist', { name: 'Inbox' });

  await rowOf(grid, id).dragTo(strip.getByRole('tab', { name: /^Customers/ }));
  await expect(toast(page, "Conversations can't be moved to a custom split")).toBeVisible();
  await expect(rowOf(grid, id)).toBeVisible();

  await rowOf(grid, id).dragTo(strip.getByRole('tab', { name: /^Social/ }));
  await expect(toast(page, 'Moved to Social')).toBeVisible();
  await expect(rowOf(grid, id)).toHaveCount(0);
  await expect
    .poll(async () => (await apiGet<{ category: string }>(page, `/threads/${id}`)).category)
    .toBe('social');
  await toast(page, 'Moved to Social').getByRole('button', { name: 'Undo' }).click();
  await expect(rowOf(grid, id)).toBeVisible();
  await expect
    .poll(async () => (await apiGet<{ category: string }>(page, `/threads/${id}`)).category)
    .toBe('primary');
});

test('the keyboard drags a row too: its handle, Enter, Tab to a channel or a split tab, Enter', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const grid = list(page);
  const id = await firstRowFocused(grid);
  const channels = async () => (await apiGet<{ channel_ids: string[] }>(page, `/threads/${id}`)).channel_ids;
  const before = await channels();
  // The focused row's drag handle comes in reach of the arrow keys, out of sight until it has the focus.
  const handle = rowOf(grid, id).getByRole('button', { name: /^Drag / });
  await expect(handle).toHaveCSS('opacity', '0');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toBeFocused();
  await expect(handle).toHaveCSS('opacity', '1');
  await shot(page, 'row-drag-handle-light');
  await expectAxeCleanLightAndDark(page, 'row-drag-handle', { include: '[data-shell-region="list"]' });
  await expect(handle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rowOf(grid, id)).toHaveAttribute('data-dragging', 'true');
  // Tab goes to the drop targets (the channels of the sidebar); Enter drops.
  const focusedTarget = () =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label')?.match(/^Drop on (.+)$/)?.[1]);
  for (let i = 0; i < 10 && !(await focusedTarget()); i++) await page.keyboard.press('Tab');
  await expect.poll(focusedTarget).toBe('General');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Channel added')).toBeVisible();
  await expect.poll(channels).toHaveLength(before.length + 1);
  await toast(page, 'Channel added').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(channels).toEqual(before);

  // A split's tab takes a keyboard drop too: the row moves to that category.
  await rowOf(grid, id).focus();
  await page.keyboard.press('ArrowRight');
  await expect(handle).toBeFocused();
  await page.keyboard.press('Enter');
  const social = page.getByRole('tablist', { name: 'Inbox' }).getByRole('tab', { name: /^Social/ });
  const onSocial = () => social.evaluate((tab) => tab.contains(document.activeElement));
  for (let i = 0; i < 12 && !(await onSocial()); i++) await page.keyboard.press('Tab');
  await expect.poll(onSocial).toBe(true);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Moved to Social')).toBeVisible();
  await expect
    .poll(async () => (await apiGet<{ category: string }>(page, `/threads/${id}`)).category)
    .toBe('social');
  await toast(page, 'Moved to Social').getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(async () => (await apiGet<{ category: string }>(page, `/threads/${id}`)).category)
    .toBe('primary');
});

test('a row dragged onto a sidebar channel is added to it, with Undo', async ({ page }) => {
  await signInAs(page, DEMO.alice);
  const grid = list(page);
  const id = await firstRowFocused(grid);
  const channels = async () => (await apiGet<{ channel_ids: string[] }>(page, `/threads/${id}`)).channel_ids;
  const before = await channels();
  const nav = page.getByRole('navigation', { name: 'Navigation' });
  await rowOf(grid, id).dragTo(nav.getByRole('row', { name: /Support/ }));
  await expect(toast(page, 'Channel added')).toBeVisible();
  await expect.poll(channels).toHaveLength(before.length + 1);
  await toast(page, 'Channel added').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(channels).toEqual(before);
});
