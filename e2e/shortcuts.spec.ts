import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type KeySequence, SHORTCUTS } from '@switchboard/domain';
import { apiStatus, DEMO, signInAs } from './fixtures';

/**
 * The shortcut walk (issue 10): every key sequence of spec doc 2 "Keyboard shortcuts", as the domain lists
 * them in `SHORTCUTS`, is pressed on a real screen and its visible effect asserted. Each step starts from
 * its journey's home (the inbox on a fresh thread's row, or that thread open) and leaves it as it found it
 * (undo, Escape, back), so the journeys after this file meet the seeded data as it was.
 */

type Step = (keys: KeySequence) => Promise<void>;
type Walk = ReadonlyArray<readonly [id: string, step: Step]>;

/** The Playwright key of a domain chord: 'mod+k' -> 'ControlOrMeta+k', 'shift+g' -> 'Shift+G'. */
const KEY_NAMES: Readonly<Record<string, string>> = {
  mod: 'ControlOrMeta',
  shift: 'Shift',
  alt: 'Alt',
  comma: 'Comma',
  space: 'Space',
  enter: 'Enter',
  escape: 'Escape',
  backspace: 'Backspace',
  delete: 'Delete',
  tab: 'Tab',
  arrowup: 'ArrowUp',
  arrowdown: 'ArrowDown',
  arrowleft: 'ArrowLeft',
  arrowright: 'ArrowRight',
};
function playwrightKey(chord: string): string {
  const parts = chord.split('+');
  const shifted = parts.includes('shift');
  return parts
    .map((part) => KEY_NAMES[part] ?? (shifted && /^[a-z]$/.test(part) ? part.toUpperCase() : part))
    .join('+');
}
async function press(page: Page, keys: KeySequence): Promise<void> {
  for (const chord of keys) await page.keyboard.press(playwrightKey(chord));
}

/** Presses every sequence of every shortcut the walk names, in the walk's order, each as its own step. */
async function walk(steps: Walk): Promise<void> {
  for (const [id, step] of steps) {
    const shortcut = SHORTCUTS.find((s) => s.id === id);
    expect(shortcut, `the walk names '${id}', which doc 2's list does not hold`).toBeDefined();
    for (const keys of shortcut?.keys ?? []) {
      await test.step(`${id}: ${keys.join(' ')}`, () => step(keys));
    }
  }
}

const BOB = { email: 'bob@acme.example' };

/**
 * Fresh threads bob wrote to alice (in her inbox, each with a teammate to reply to): the walks act on them
 * and delete them at the end, the seeded threads stay as they were.
 */
async function freshThreadsFromBob(browser: Browser, titles: string[]): Promise<string[]> {
  const context = await browser.newContext();
  const bob = await context.newPage();
  await signInAs(bob, BOB);
  const ids: string[] = [];
  for (const title of titles) {
    const id = `thr_walk_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const status = await apiStatus(bob, 'POST', '/threads', {
      thread_id: id,
      message_id: `${id}_m`,
      message_body: `<p>${title}: one thread for every key.</p>`,
      thread_title: title,
      internal_recipients: [{ user_id: 'usr_alice', type: 'to' }],
    });
    expect(status).toBe(201);
    ids.push(id);
  }
  await context.close();
  return ids;
}

let listThread = '';
let openThread = '';
test.beforeAll(async ({ browser }) => {
  const stamp = Date.now();
  [listThread = '', openThread = ''] = await freshThreadsFromBob(browser, [
    `Shortcut walk ${stamp}`,
    `Shortcut walk thread ${stamp}`,
  ]);
});

/** Goes to a path inside the running app, as a link would (no reload). */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-toast]').filter({ hasText: text }).first();
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Each step's walk through the lists and the global keys, from the inbox with the fresh thread's row focused. */
function listWalk(page: Page, threadId: string): Walk {
  const grid = page.locator('[data-shell-region="list"]').getByRole('grid', { name: 'Inbox', exact: true });
  const row = grid.locator(`[data-thread-id="${threadId}"]`);
  const focused = page.locator('[data-thread-id]:focus');
  const bar = page.getByRole('toolbar', { name: /^\d+ threads?$/ });
  const commandInput = page.getByRole('combobox', { name: 'Type a command or search' });

  /** The inbox (Primary), no selection, the fresh thread's row focused: where every step starts. */
  const home = async () => {
    if (!/\/inbox$/.test(page.url())) await visit(page, '/inbox');
    await expect(row).toBeVisible();
    if ((await bar.count()) > 0) {
      await row.focus();
      await page.keyboard.press('Escape');
      await expect(bar).toHaveCount(0);
    }
    await row.focus();
    await expect(row).toBeFocused();
  };
  const index = async () => Number(await row.getAttribute('data-index'));
  /** The row leaves, and z / mod+z (the undo step's own keys are pressed there) brings it back. */
  const goneThenUndone = async (text: string | RegExp) => {
    await expect(row).toHaveCount(0);
    await expect(toast(page, text)).toBeVisible();
    const cancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
    await page.keyboard.press('z');
    await cancelled;
    await expect(row).toBeVisible();
  };
  const dialogOpensAndCloses = async (keys: KeySequence, name: string) => {
    await home();
    await press(page, keys);
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  };
  const goTo = (path: string, title: string, from?: { path: string; title: string }): Step => {
    return async (keys) => {
      // The screen it starts from is there (its rows in place) before the chord's two keys.
      if (from) {
        await visit(page, from.path);
        await expect(heading(page, from.title)).toBeAttached();
        await expect(focused).toHaveCount(1);
      } else {
        await home();
      }
      await press(page, keys);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(heading(page, title)).toBeAttached();
      await expect(page.getByText('Page not found')).toHaveCount(0);
    };
  };
  const moves =
    (before: number, after: number): Step =>
    async (keys) => {
      await home();
      const start = await index();
      for (let i = 0; i < before; i++) await page.keyboard.press('j');
      await expect(focused).toHaveAttribute('data-index', String(start + before));
      await press(page, keys);
      await expect(focused).toHaveAttribute('data-index', String(start + after));
    };
  const opensThread = (mode?: string): Step => {
    return async (keys) => {
      await home();
      await press(page, keys);
      const query = mode ? `\\?focus=compose&mode=${mode}` : '';
      await expect(page).toHaveURL(new RegExp(`/threads/${threadId}${query}$`));
      await expect(page.getByRole('textbox', { name: 'Thread title' })).toBeVisible();
      if (mode === 'forward') {
        const composer = page.getByRole('region', { name: /^Composer: / });
        await expect(composer.locator(':focus')).toHaveCount(1);
        await composer
          .getByRole('button', { name: /^Close/ })
          .first()
          .click();
        await expect(composer).toHaveCount(0);
      } else if (mode) {
        const reply = page.getByRole('region', { name: mode === 'reply' ? 'Reply' : 'Reply all' });
        await expect(reply.locator(':focus')).toHaveCount(1);
      }
      await visit(page, '/inbox');
    };
  };
  const splitStep = (position: 'second' | 'last'): Step => {
    return async (keys) => {
      await home();
      const strip = page.getByRole('tablist', { name: 'Inbox' });
      const tabs = strip.getByRole('tab');
      const target = position === 'second' ? tabs.nth(1) : tabs.last();
      await press(page, keys);
      await expect(target).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\/inbox\/[^/?]+$/);
      await expect(strip.getByRole('tab', { name: /^Primary/ })).toHaveAttribute('aria-selected', 'false');
      await visit(page, '/inbox');
    };
  };

  return [
    // Global
    [
      'command_menu',
      async (keys) => {
        await home();
        await press(page, keys);
        await expect(commandInput).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(commandInput).toHaveCount(0);
      },
    ],
    [
      'compose',
      async (keys) => {
        await home();
        await press(page, keys);
        await expect(page).toHaveURL(/\/compose/);
        await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/\/inbox$/);
      },
    ],
    [
      'search',
      async (keys) => {
        await home();
        await press(page, keys);
        const search = page.getByRole('combobox', { name: 'Search' });
        await expect(search).toBeFocused();
        // Escape closes its suggestions; the list is the page's again.
        await page.keyboard.press('Escape');
        await expect(search).not.toHaveAttribute('aria-expanded', 'true');
      },
    ],
    ['shortcuts', (keys) => dialogOpensAndCloses(keys, 'Keyboard shortcuts')],
    [
      'settings',
      async (keys) => {
        await dialogOpensAndCloses(keys, 'Settings');
        await expect(page).toHaveURL(/\/inbox$/);
      },
    ],
    [
      'undo',
      async (keys) => {
        await home();
        await page.keyboard.press('s');
        await expect(toast(page, 'Thread starred')).toBeVisible();
        await expect(row.getByRole('img', { name: 'Starred' })).toBeVisible();
        const cancelled = page.waitForResponse((r) => r.url().endsWith('/command:cancel') && r.ok());
        await press(page, keys);
        await cancelled;
        await expect(row.getByRole('img', { name: 'Starred' })).toHaveCount(0);
      },
    ],
    ['go_inbox', goTo('/inbox', 'Inbox', { path: '/all', title: 'All messages' })],
    ['go_starred', goTo('/starred', 'Starred')],
    ['go_snoozed', goTo('/snoozed', 'Snoozed')],
    ['go_sent', goTo('/sent', 'Sent')],
    ['go_drafts', goTo('/drafts', 'Drafts')],
    ['go_all', goTo('/all', 'All messages')],
    // Lists: moving
    ['list_next', moves(0, 1)],
    ['list_previous', moves(1, 0)],
    ['list_down', moves(0, 1)],
    ['list_up', moves(1, 0)],
    [
      'list_top',
      async (keys) => {
        await home();
        await page.keyboard.press('j');
        await expect(focused).not.toHaveAttribute('data-index', '0');
        await press(page, keys);
        await expect(focused).toHaveAttribute('data-index', '0');
      },
    ],
    [
      'list_bottom',
      async (keys) => {
        await home();
        await press(page, keys);
        // The last row of the page (25 a page; the inbox holds more).
        await expect(focused).toHaveAttribute('data-index', '24');
        // Back to the top, where the fresh thread's row is drawn again.
        await page.keyboard.press('ControlOrMeta+ArrowUp');
        await expect(focused).toHaveAttribute('data-index', '0');
      },
    ],
    // Lists: selection
    [
      'toggle_selection',
      async (keys) => {
        await home();
        await press(page, keys);
        await expect(row).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('toolbar', { name: '1 thread' })).toBeVisible();
        await press(page, keys);
        await expect(row).toHaveAttribute('aria-selected', 'false');
        await expect(bar).toHaveCount(0);
      },
    ],
    [
      'extend_down',
      async (keys) => {
        await home();
        await press(page, keys);
        await expect(page.getByRole('toolbar', { name: '2 threads' })).toBeVisible();
        await expect(row).toHaveAttribute('aria-selected', 'true');
        await expect(focused).toHaveAttribute('aria-selected', 'true');
        await expect(focused).not.toHaveAttribute('data-thread-id', threadId);
      },
    ],
    [
      'extend_up',
      async (keys) => {
        await home();
        await page.keyboard.press('j');
        await expect(row).not.toBeFocused();
        await press(page, keys);
        await expect(page.getByRole('toolbar', { name: '2 threads' })).toBeVisible();
        await expect(row).toBeFocused();
        await expect(row).toHaveAttribute('aria-selected', 'true');
      },
    ],
    [
      'select_all',
      async (keys) => {
        await home();
        await press(page, keys);
        await expect(page.getByRole('toolbar', { name: /^\d+ threads$/ })).toBeVisible();
        await expect(grid.getByRole('row').first()).toHaveAttribute('aria-selected', 'true');
        await expect(grid.getByRole('row').nth(3)).toHaveAttribute('aria-selected', 'true');
      },
    ],
    [
      'clear_selection',
      async (keys) => {
        await home();
        await page.keyboard.press('x');
        await expect(page.getByRole('toolbar', { name: '1 thread' })).toBeVisible();
        await press(page, keys);
        await expect(bar).toHaveCount(0);
        await expect(row).toHaveAttribute('aria-selected', 'false');
      },
    ],
    // Lists: opening, replying
    ['open', opensThread()],
    ['reply', opensThread('reply')],
    ['reply_all', opensThread('reply_all')],
    ['forward', opensThread('forward')],
    // Lists: actions, each undone
    [
      'archive',
      async (keys) => {
        await home();
        await press(page, keys);
        await goneThenUndone('Thread archived');
      },
    ],
    [
      'spam',
      async (keys) => {
        await home();
        await press(page, keys);
        await goneThenUndone('Marked as spam');
      },
    ],
    [
      'trash',
      async (keys) => {
        await home();
        await press(page, keys);
        await goneThenUndone('Moved to trash');
      },
    ],
    [
      'star',
      async (keys) => {
        await home();
        await press(page, keys);
        await expect(toast(page, 'Thread starred')).toBeVisible();
        await expect(row.getByRole('img', { name: 'Starred' })).toBeVisible();
        await press(page, keys);
        await expect(toast(page, 'Star removed')).toBeVisible();
        await expect(row.getByRole('img', { name: 'Starred' })).toHaveCount(0);
      },
    ],
    [
      'mark_unread',
      async (keys) => {
        await home();
        // Read first (bob's thread comes unread; on a read one shift+i does nothing).
        await page.keyboard.press('Shift+I');
        await expect(row.getByText('New', { exact: true })).toHaveCount(0);
        await press(page, keys);
        await expect(toast(page, 'Marked as unread')).toBeVisible();
        await expect(row.getByText('New', { exact: true })).toBeVisible();
      },
    ],
    [
      'mark_read',
      async (keys) => {
        await home();
        await page.keyboard.press('Shift+U');
        await expect(row.getByText('New', { exact: true })).toBeVisible();
        await press(page, keys);
        await expect(toast(page, 'Marked as read')).toBeVisible();
        await expect(row.getByText('New', { exact: true })).toHaveCount(0);
      },
    ],
    ['labels', (keys) => dialogOpensAndCloses(keys, 'Labels')],
    ['channels', (keys) => dialogOpensAndCloses(keys, 'Channels')],
    ['snooze', (keys) => dialogOpensAndCloses(keys, 'Snooze')],
    // Lists: splits and pages
    ['next_split', splitStep('second')],
    ['previous_split', splitStep('last')],
    [
      'next_page',
      async (keys) => {
        await home();
        await press(page, keys);
        await expect(page).toHaveURL(/[?&]page=/);
        await expect(page.getByText(/^26 - 50 of (\d+|many)$/)).toBeVisible();
        await expect(focused).toHaveCount(1);
        await visit(page, '/inbox');
      },
    ],
    [
      'previous_page',
      async (keys) => {
        await home();
        await page.keyboard.press('g');
        await page.keyboard.press('n');
        await expect(page.getByText(/^26 - 50 of (\d+|many)$/)).toBeVisible();
        await expect(focused).toHaveCount(1);
        await press(page, keys);
        await expect(page).toHaveURL(/\/inbox$/);
        await expect(page.getByText(/^1 - 25 of (\d+|many)$/)).toBeVisible();
      },
    ],
  ];
}

/** The thread's keys and the search box's suggestion keys, on the fresh thread open. */
function threadWalk(page: Page, threadId: string): Walk {
  const messages = page.getByRole('article');
  const search = page.getByRole('combobox', { name: 'Search' });
  const reply = page.getByRole('region', { name: 'Reply' });
  const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  /** The thread open, nothing focused (keys go to the page). */
  const home = async () => {
    if (!new RegExp(`/threads/${threadId}$`).test(page.url())) await visit(page, `/threads/${threadId}`);
    await expect(page.getByRole('textbox', { name: 'Thread title' })).toBeVisible();
    await blur();
  };
  const sendReply = async (text: string, keys: KeySequence = ['mod+enter']) => {
    await home();
    const before = await messages.count();
    await page.keyboard.press('r');
    const box = reply.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeFocused();
    await page.keyboard.type(text);
    await expect(box).toHaveText(text);
    await press(page, keys);
    await expect(toast(page, 'Message sent')).toBeVisible();
    await expect(messages).toHaveCount(before + 1);
  };
  const focusMoves =
    (from: (cards: Locator) => Locator, to: (cards: Locator) => Locator): Step =>
    async (keys) => {
      await home();
      await from(messages).focus();
      await expect(from(messages)).toBeFocused();
      await press(page, keys);
      await expect(to(messages)).toBeFocused();
    };
  const dialogOpensAndCloses = async (keys: KeySequence, name: string) => {
    await home();
    await press(page, keys);
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  };
  /** Empties the search box and closes its suggestions: the page is the thread's again. */
  const leaveSearch = async () => {
    await search.fill('');
    await search.press('Escape');
    await expect(search).not.toHaveAttribute('aria-expanded', 'true');
  };
  /** The search box, focused by '/' with `text` typed in it. */
  const typeInSearch = async (text: string) => {
    await home();
    await page.keyboard.press('/');
    await expect(search).toBeFocused();
    await page.keyboard.type(text);
  };

  return [
    // The sends first: the thread then has three messages to move between.
    ['send', (keys) => sendReply('Sent with the keys.', keys)],
    [
      'send_now',
      async (keys) => {
        await sendReply('Sent at once.');
        const sentNow = page.waitForResponse((r) => /\/messages\/[^/]+\/send_now$/.test(r.url()) && r.ok());
        await press(page, keys);
        await sentNow;
        await expect(page.locator('[data-toast]').filter({ hasText: 'Message sent' })).toHaveCount(0);
      },
    ],
    [
      'newer_message',
      focusMoves(
        (cards) => cards.first(),
        (cards) => cards.nth(1),
      ),
    ],
    [
      'older_message',
      focusMoves(
        (cards) => cards.last(),
        (cards) => cards.nth(-2),
      ),
    ],
    [
      'first_message',
      focusMoves(
        (cards) => cards.last(),
        (cards) => cards.first(),
      ),
    ],
    [
      'last_message',
      focusMoves(
        (cards) => cards.first(),
        (cards) => cards.last(),
      ),
    ],
    ['thread_channels', (keys) => dialogOpensAndCloses(keys, 'Channels')],
    [
      'followers',
      async (keys) => {
        await home();
        await press(page, keys);
        const dialog = page.getByRole('dialog', { name: 'Followers' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('searchbox', { name: 'Search name' })).toBeFocused();
        // Escape in its search field does not close this popover (noted in the report): a click outside does.
        await page.locator('body').click({ position: { x: 5, y: 400 } });
        await expect(dialog).toHaveCount(0);
      },
    ],
    [
      'toggle_discussion',
      async (keys) => {
        await home();
        const panel = page.getByRole('complementary', { name: 'Discussion' });
        await expect(panel).toHaveCount(0);
        await press(page, keys);
        await expect(panel).toBeVisible();
        await blur();
        await press(page, keys);
        await expect(panel).toHaveCount(0);
      },
    ],
    [
      'accept_suggestion',
      async (keys) => {
        await typeInSearch('i');
        await press(page, keys);
        await expect(search).toHaveValue('is:');
        await leaveSearch();
      },
    ],
    [
      'close_suggestions',
      async (keys) => {
        await typeInSearch('Sup');
        const suggestions = page
          .getByRole('listbox')
          .filter({ has: page.getByRole('option', { name: 'Support' }) });
        await expect(suggestions).toBeVisible();
        await press(page, keys);
        await expect(suggestions).toHaveCount(0);
        await leaveSearch();
      },
    ],
  ];
}

test('the walk has a step for every shortcut of doc 2, and nothing else', ({ page }) => {
  const named = [...listWalk(page, ''), ...threadWalk(page, '')].map(([id]) => id);
  expect([...named].sort()).toEqual(SHORTCUTS.map((s) => s.id).sort());
});

/** The list walk's first half: the global keys, moving and selecting (the rest acts on the thread). */
const MOVING = new Set(['open', 'reply', 'reply_all', 'forward']);
const firstHalf = (steps: Walk) =>
  steps.slice(
    0,
    steps.findIndex(([id]) => MOVING.has(id)),
  );
const secondHalf = (steps: Walk) => steps.slice(steps.findIndex(([id]) => MOVING.has(id)));

test('the shortcut walk, global and moving keys: each does what it says on the inbox', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO.alice);
  // The first list of the day may take a while on a loaded machine.
  await expect(page.locator(`[data-thread-id="${listThread}"]`)).toBeVisible({ timeout: 30_000 });
  await walk(firstHalf(listWalk(page, listThread)));
});

test('the shortcut walk, list action keys: each does what it says on the inbox, and is undone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO.alice);
  await expect(page.locator(`[data-thread-id="${listThread}"]`)).toBeVisible({ timeout: 30_000 });
  await walk(secondHalf(listWalk(page, listThread)));
  expect(await apiStatus(page, 'PATCH', '/threads:delete', { thread_ids: [listThread] })).toBeLessThan(300);
});

test('the shortcut walk, thread and suggestion keys: every key of doc 2 does what it says in a thread', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, DEMO.alice);
  await visit(page, `/threads/${openThread}`);
  await walk(threadWalk(page, openThread));
  expect(await apiStatus(page, 'PATCH', '/threads:delete', { thread_ids: [openThread] })).toBeLessThan(300);
});
