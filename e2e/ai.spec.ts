import { type Browser, expect, test } from '@playwright/test';
import { DEMO, expectAxeClean, signInAs } from './fixtures';

const BOB = { email: 'bob@acme.example' } as const;

test.describe.configure({ timeout: 120_000 });

async function newUser(browser: Browser, user: { email: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAs(page, user);
  return page;
}

test("a subject is suggested from the body; the reader's quick reply answers its question in the reply box", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const bob = await newUser(browser, BOB);
  await bob.goto('/compose');
  await expect(bob).toHaveURL(/\/compose\/new_thread/);
  const to = bob.getByRole('combobox', { name: 'To' });
  await to.fill(DEMO.alice.email);
  await to.press('Enter');
  await expect(bob.getByRole('button', { name: /^Remove / })).toBeVisible();
  const body = bob.getByRole('textbox', { name: 'Message' });
  await body.click();
  await bob.keyboard.type(
    'The warehouse migration finishes on Saturday night. Can you confirm the invoice amount for the Globex renewal?',
  );
  await bob.getByRole('button', { name: 'Suggest a subject' }).click();
  const subject = bob.getByRole('textbox', { name: 'Subject' });
  await expect(subject).toHaveValue('Warehouse migration finishes');
  await subject.press('End');
  await subject.pressSequentially(` ${stamp}`);
  await expect(subject).toHaveValue(`Warehouse migration finishes ${stamp}`);
  await bob.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(bob.getByText('Thread created')).toBeVisible();
  // 'Send now' (mod+shift+z) ends the undo window, and its toast with it.
  await bob.keyboard.press('Control+Shift+Z');
  await expect(bob.getByText('Thread created')).toHaveCount(0);
  await expect(bob.getByText('Thread deleted')).toHaveCount(0);

  const alice = await newUser(browser, DEMO.alice);
  const row = alice
    .getByRole('main')
    .getByRole('grid', { name: 'Inbox' })
    .getByRole('row')
    .filter({ hasText: stamp });
  // The inbox polls (every 10 s while visible): wait for the row as a reader would.
  await expect(row.first())
    .toBeVisible({ timeout: 60_000 })
    .catch(async (error: Error) => {
      // Say what alice's screen shows instead (the CI log keeps no trace).
      throw new Error(`${error.message}\n\nalice's page:\n${await alice.locator('body').ariaSnapshot()}`);
    });
  await row.first().click();
  const suggestions = alice.getByRole('group', { name: 'Suggested replies' });
  const yes = suggestions.getByRole('button', {
    name: "Yes, I'll confirm the invoice amount for the Globex renewal.",
  });
  await expect(yes).toBeVisible();
  await expect(
    suggestions.getByRole('button', {
      name: "Sorry, I can't confirm the invoice amount for the Globex renewal yet.",
    }),
  ).toBeVisible();
  await yes.click();
  await expect(alice.getByRole('textbox', { name: 'Message' })).toContainText(
    "Yes, I'll confirm the invoice amount for the Globex renewal.",
  );
  await alice.screenshot({ path: 'test-results/ai-quick-replies.png' });
});

test('ask the AI panel about the mailbox and follow the thread its answer cites; the panel passes axe in light and dark', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  const toggle = page.getByRole('button', { name: 'AI assistant' });
  await toggle.click();
  const panel = page.getByRole('complementary', { name: 'AI assistant' });
  const question = panel.getByRole('textbox', { name: 'Question' });
  await expect(question).toBeFocused();
  await question.fill('When is the release scheduled?');
  await question.press('Enter');
  await expect(panel).toContainText('The release is scheduled for Thursday afternoon.');
  const sources = panel.getByRole('region', { name: 'Sources' });
  const citation = sources.getByRole('link').first();
  const title = (await citation.textContent()) ?? '';
  await expectAxeClean(page, 'ai-panel', { exclude: 'iframe' });
  await page.screenshot({ path: 'test-results/ai-panel-light.png' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectAxeClean(page, 'ai-panel', { exclude: 'iframe' });
  await page.screenshot({ path: 'test-results/ai-panel-dark.png' });

  await citation.click();
  await expect(page).toHaveURL(/\/threads\/[^/]+$/);
  await expect(page.getByRole('textbox', { name: 'Thread title' })).toHaveValue(title);
  // On a thread, the question can be about it; the panel stays open across screens (its preference).
  await expect(panel.getByRole('group', { name: 'Ask about' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'AI assistant' })).toBeVisible();
  await page.getByRole('button', { name: 'Close AI assistant' }).click();
  await expect(page.getByRole('complementary', { name: 'AI assistant' })).toHaveCount(0);
});
