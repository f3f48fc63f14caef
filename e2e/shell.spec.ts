import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectAxeClean, shot, signInAs } from './fixtures';

const OFFLINE = "Oops you're offline, reconnect and give it another go";

const firstRow = (page: Page) => page.getByRole('main').getByRole('row').first();

async function openCommandMenu(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  const input = page.getByRole('combobox', { name: 'Type a command or search' });
  await expect(input).toBeFocused();
  return input;
}

async function runCommand(page: Page, label: string) {
  const input = await openCommandMenu(page);
  await input.fill(label);
  await page.getByRole('option', { name: new RegExp(`^${label}`) }).click();
  await expect(input).toBeHidden();
}

test('the shell is the kit: skip link, F6 regions, every global key, the command menu and the shortcuts', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  await expect(firstRow(page)).toBeVisible();

  // The frame: the top bar (search, user menu), the sidebar's two tabs, the screen in the main region.
  await expect(page.getByRole('combobox', { name: 'Search' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navigation' });
  await expect(nav.getByRole('tab', { name: 'Inbox' })).toBeVisible();
  await expect(nav.getByRole('tab', { name: 'Folders' })).toBeVisible();
  await expect(nav.getByRole('row', { name: /General/ })).toBeVisible();

  // 'Skip to content' is the first stop of the page (before the top bar), and goes into the screen.
  await page.keyboard.press('F6');
  await page.keyboard.press('Shift+Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)))
    .toBe(true);

  // F6 cycles the regions: top bar, sidebar, screen, and back.
  await page.keyboard.press('F6');
  expect(
    await page.evaluate(() =>
      document.activeElement?.closest('[data-shell-region]')?.getAttribute('data-shell-region'),
    ),
  ).toBe('top');
  await page.keyboard.press('F6');
  expect(await page.evaluate(() => !!document.activeElement?.closest('nav'))).toBe(true);
  await page.keyboard.press('Shift+F6');
  expect(
    await page.evaluate(() =>
      document.activeElement?.closest('[data-shell-region]')?.getAttribute('data-shell-region'),
    ),
  ).toBe('top');

  // The g-chords of doc 2, each to its screen; the sidebar follows (tab and current entry).
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  for (const [keys, path] of [
    ['s', '/starred'],
    ['b', '/snoozed'],
    ['t', '/sent'],
    ['a', '/all'],
    ['i', '/inbox'],
  ] as const) {
    await page.keyboard.press('g');
    await page.keyboard.press(keys);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText('Page not found')).toHaveCount(0);
  }
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(nav.getByRole('row', { name: /Starred/ })).toHaveAttribute('data-current', 'true');

  // ? opens the shortcuts dialog; Escape closes it.
  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByText('Go to All messages')).toBeVisible();
  await expectAxeClean(page, 'shortcuts-light');
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();

  // mod+comma: the settings overlay over the screen; Escape closes it, back on Starred.
  await page.keyboard.press('ControlOrMeta+Comma');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await expect(page).toHaveURL(/\/settings/);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(page).toHaveURL(/\/starred$/);
  // c: the composer, on its own screen.
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/compose/);
  await page.goBack();
  await expect(page).toHaveURL(/\/starred$/);

  // mod+k: the spec's groups; Go to, to a channel, to a label; 'No results found.'.
  const input = await openCommandMenu(page);
  for (const group of ['Go to', 'Go to channel', 'Go to label', 'Go to settings', 'Theme']) {
    await expect(page.getByText(group, { exact: true })).toBeVisible();
  }
  await expectAxeClean(page, 'command-menu-light');
  await input.fill('zzzz');
  await expect(page.getByText('No results found.')).toBeVisible();
  await input.fill('Sent');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sent$/);
  await expect(firstRow(page)).toBeVisible();
  await runCommand(page, 'Support');
  await expect(page).toHaveURL(/\/channels\/[^/]+$/);
  await expect(firstRow(page)).toBeVisible();
  await expect(nav.getByRole('row', { name: /Support/ })).toHaveAttribute('data-current', 'true');
  await runCommand(page, 'Invoices');
  await expect(page).toHaveURL(/\/labels\/[^/]+$/);
  await expect(page.getByRole('main').getByRole('grid')).toBeVisible();
  await runCommand(page, 'Promotions Inbox');
  await expect(page).toHaveURL(/\/inbox\/promotions$/);

  // A list screen offers its actions in the menu (registered by the list, run on its selection).
  await page.keyboard.press('g');
  await page.keyboard.press('i');
  await expect(firstRow(page)).toBeVisible();
  await openCommandMenu(page);
  await expect(page.getByText('Actions', { exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: /^Shortcuts/ })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('search: suggestions, completion, operators that navigate, text search and recent searches', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  await expect(firstRow(page)).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search' });

  // '/' focuses the box; a channel is suggested by its name.
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('Sup');
  await expect(page.getByRole('option', { name: 'Support' })).toBeVisible();
  await shot(page, 'search-suggestions-light');

  // Inline completion of a filter name, then of its value; Tab accepts.
  await search.fill('');
  await page.keyboard.type('i');
  await page.keyboard.press('Tab');
  await expect(search).toHaveValue('is:');
  await page.keyboard.type('star');
  await page.keyboard.press('Tab');
  await expect(search).toHaveValue('is:starred');

  // A single folder, channel or label token navigates straight there (names case-insensitive). The next
  // search is typed once the screen's rows are there, as a person who sees the screen come would: a list
  // that arrives may take the keyboard from a box that was only submitted, and `fill` focuses the box
  // before it types (typed into first, the box keeps it: the journey after this one).
  const screenArrived = async (title: RegExp) => {
    // The screen's own list (its title), with its rows, then the effects of that render.
    const list = page.locator('[data-shell-region="list"]', {
      has: page.getByRole('heading', { name: title }),
    });
    await expect(list.locator('[data-thread-id]').first()).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  };
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/starred$/);
  await screenArrived(/starred/i);
  for (const [query, url, title] of [
    ['in:trash', /\/trash$/, /trash/i],
    ['channel:sales', /\/channels\/[^/?]+$/, /sales/i],
    ['label:INVOICES', /\/labels\/[^/?]+$/, /invoices/i],
  ] as const) {
    await search.fill(query);
    await search.press('Enter');
    await expect(page).toHaveURL(url);
    await screenArrived(title);
  }

  // Anything else searches, with the server's results (or the search empty state) in the list screen.
  await search.fill('from:bob invoice');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=from%3Abob(\+|%20)invoice$/);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  await search.fill('zzqqxxnothing');
  await search.press('Enter');
  await expect(page.getByText("We couldn't find any threads matching your query.")).toBeVisible();
  await expectAxeClean(page, 'search-empty-light');

  // The recent searches (2+ characters, 3 kept) are offered in an empty box, newest first.
  await search.fill('');
  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await search.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.nth(0)).toHaveText('zzqqxxnothing');
  await expect(options.nth(1)).toHaveText('from:bob invoice');
  await expect(options.nth(2)).toHaveText('label:INVOICES');
  await expect(page.getByRole('listbox').getByRole('option', { name: 'in:trash' })).toHaveCount(0);
});

test('a screen arriving late never takes the search box from someone typing in it', async ({ page }) => {
  await signInAs(page, DEMO.alice);
  await expect(firstRow(page)).toBeVisible();
  const search = page.getByRole('combobox', { name: 'Search' });

  // The next screen's data is held back until the next search is being typed.
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route('**/api/**', async (route) => {
    if (route.request().method() === 'GET') {
      held += 1;
      await gate;
    }
    await route.continue();
  });
  await search.click();
  await search.fill('channel:sales');
  await search.press('Enter');
  await expect.poll(() => held).toBeGreaterThan(0);
  await search.fill('');
  await page.keyboard.type('label:INVOI');

  // The Sales screen arrives mid-word: the box keeps the focus and every letter typed, before and after.
  release();
  await expect(page).toHaveURL(/\/channels\/[^/?]+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('row').first()).toBeVisible();
  await expect(search).toBeFocused();
  await page.keyboard.type('CES');
  await expect(search).toHaveValue('label:INVOICES');

  // Enter hands the focus on: the label's screen opens with its list under the keyboard.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/labels\/[^/?]+$/);
  await expect(main.getByRole('row').first()).toBeFocused();
});

test('the theme comes from the settings, switches at once from the command menu and stays after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, DEMO.alice);
  await expect(firstRow(page)).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'blue');
  await expectAxeClean(page, 'inbox-light');

  await runCommand(page, 'Theme: Mint');
  await expect(html).toHaveAttribute('data-theme', 'mint');
  await runCommand(page, 'Dark mode');
  await expect(html).toHaveAttribute('data-mode', 'dark');
  await expect(firstRow(page)).toBeVisible();
  await expectAxeClean(page, 'inbox-dark');

  // After a reload the theme is there before the app starts (the start script, public/theme-start.js, set
  // it while the page's body did not exist yet), and stays; the app's own CSP reports no violation.
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[]; themeAtStart?: unknown };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
    // The document may have no <html> yet when this runs: watch the whole document.
    new MutationObserver(() => {
      const { theme, mode } = document.documentElement?.dataset ?? {};
      if (theme && w.themeAtStart === undefined)
        w.themeAtStart = { theme, mode, body: document.body !== null };
    }).observe(document, { attributes: true, childList: true, subtree: true });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtStart?: unknown }).themeAtStart)).toEqual({
    theme: 'mint',
    mode: 'dark',
    body: false,
  });
  await expect(firstRow(page)).toBeVisible();
  await expect(html).toHaveAttribute('data-theme', 'mint');
  // No script or resource of the app is blocked. (zod's one feature probe, `new Function` in a try, reports
  // 'script-src eval' and falls back to its plain parser: that report is left out here.)
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations.filter((violation) => violation !== 'script-src eval')).toEqual([]);

  // The other screens, dark: Starred, a search, the command menu.
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/starred$/);
  await expectAxeClean(page, 'starred-dark');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expectAxeClean(page, 'shortcuts-dark');
  await page.keyboard.press('Escape');
  await openCommandMenu(page);
  await expectAxeClean(page, 'command-menu-dark');
  await page.keyboard.press('Escape');

  // The theme was saved in alice's settings: a fresh browser gets it from the server.
  const other = await page.context().browser()!.newPage();
  await signInAs(other, DEMO.alice);
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'mint');
  await other.close();

  // Back to the default for the other journeys.
  await runCommand(page, 'Theme: Blue');
  await runCommand(page, 'Match system');
  await expect(html).toHaveAttribute('data-theme', 'blue');
  await expect(html).toHaveAttribute('data-mode', 'light');
});

test('offline: the banner, and the spec text instead of an endless skeleton; the loading screen while data loads', async ({
  page,
  browser,
}) => {
  await signInAs(page, DEMO.alice);
  await expect(firstRow(page)).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByRole('region', { name: 'Notices' })).toContainText(OFFLINE);
  await expectAxeClean(page, 'offline-light');
  // A screen whose data cannot be fetched says so, with a way to try again.
  await page.keyboard.press('g');
  await page.keyboard.press('a');
  await expect(page.getByRole('main').getByText(OFFLINE)).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('region', { name: 'Notices' }).getByText(OFFLINE)).toHaveCount(0);

  // The notification-permission banner (permission not asked yet) is dismissed for good.
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByText('Turn on desktop notifications to hear about new messages.')).toBeVisible();
  await notices.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Turn on desktop notifications to hear about new messages.')).toHaveCount(0);

  // A start while the user's data is on its way (held here until the screen is seen), on a device that
  // keeps none of it yet (a new browser context with the same sign-in; a reload here would show the inbox
  // kept on the device at once): the loading screen (the logo and 'Loading...'), not an empty frame; then
  // the inbox.
  const fresh = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const start = await fresh.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await start.route(
      '**/api/self',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await start.goto('/inbox');
    await expect(start.getByRole('progressbar', { name: 'Loading...' })).toBeVisible();
    await expect(start.locator('[data-loading-screen]')).toBeVisible();
    await expect(firstRow(start)).toHaveCount(0);
    release();
    await expect(firstRow(start)).toBeVisible();
    await expect(start.locator('[data-loading-screen]')).toHaveCount(0);
    await expect(start.getByText('Turn on desktop notifications to hear about new messages.')).toHaveCount(0);
  } finally {
    await fresh.close();
  }
});

test('a thread opened alone gets Inbox beneath it; phones get the desktop-only notice', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, DEMO.alice);
  const href = await firstRow(page).getAttribute('data-thread-id');
  expect(href).toBeTruthy();

  const alone = await context.newPage();
  await alone.goto(`/threads/${href}`);
  await expect(alone.getByRole('textbox', { name: 'Thread title' })).toBeVisible();
  await alone.goBack();
  await expect(alone).toHaveURL(/\/inbox$/);
  await expect(alone.getByRole('main').getByRole('row').first()).toBeVisible();

  await alone.setViewportSize({ width: 390, height: 844 });
  await expect(alone.getByText('Sorry, Switchboard is not yet available on mobile devices.')).toBeVisible();
  await expect(alone.getByRole('navigation', { name: 'Navigation' })).toHaveCount(0);
  await expectAxeClean(alone, 'mobile-light');
  await context.close();
});
