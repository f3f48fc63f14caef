import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, expectAxeCleanLightAndDark, signInAs } from './fixtures';

const BOB = { email: 'bob@acme.example' } as const;
const CAROL = { email: 'carol@acme.example' } as const;

// Two or three signed-in people per journey, waiting on each other's inboxes.
test.describe.configure({ timeout: 150_000 });

const INBOX = { path: '/inbox', name: 'Inbox' };
const SCHEDULED = { path: '/scheduled', name: 'Scheduled' };

const leaveWarnings = new WeakMap<Page, number>();

async function newUser(browser: Browser, user: { email: string }, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  // Leaving with a composer open asks first; these journeys always mean to leave.
  page.on('dialog', (dialog) => {
    leaveWarnings.set(page, (leaveWarnings.get(page) ?? 0) + (dialog.type() === 'beforeunload' ? 1 : 0));
    void dialog.accept();
  });
  await signInAs(page, user);
  return page;
}

/** The inbox polls; reload until the thread shows up (or stays away). */
async function inboxRow(page: Page, subject: string, folder: { path: string; name: string } = INBOX) {
  const row = page
    .getByRole('main')
    .getByRole('grid', { name: folder.name })
    .getByRole('row')
    .filter({ hasText: subject });
  await expect(async () => {
    await page.goto(folder.path);
    // A busy machine may take a while to load the list itself.
    await expect(row.first()).toBeVisible({ timeout: 15_000 });
  }).toPass({ timeout: 120_000 });
  return row.first();
}

async function startThread(page: Page, to: string, subject: string, body: string) {
  await page.goto('/compose');
  await expect(page).toHaveURL(/\/compose\/new_thread/);
  const toField = page.getByRole('combobox', { name: 'To' });
  await toField.fill(to);
  await toField.press('Enter');
  await expect(page.getByRole('button', { name: /^Remove / })).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Subject' }).press('Enter');
  // Enter moves to the body; type once it is there.
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type(body);
}

test('compose to a teammate, undo it, send it again; they read, reply with r and mod+enter, and forward', async ({
  browser,
}) => {
  const subject = `Quarterly plan ${Date.now()}`;
  const alice = await newUser(browser, DEMO.alice);
  await startThread(alice, BOB.email, subject, 'Can we meet on Friday?');

  // Undo within 10 s: the thread is deleted and the draft comes back in a window.
  await alice.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(alice.getByText('Thread created')).toBeVisible();
  await alice.getByRole('button', { name: 'Undo' }).click();
  await expect(alice.getByText('Thread deleted')).toBeVisible();
  const window = alice.getByRole('region', { name: `Composer: ${subject}` });
  await expect(window.getByRole('textbox', { name: 'Message' })).toContainText('Can we meet on Friday?');

  const bob = await newUser(browser, BOB);
  await bob.goto('/inbox');
  await expect(bob.getByRole('main').getByRole('grid', { name: 'Inbox' })).toBeVisible();
  await expect(bob.getByRole('main').getByRole('grid', { name: 'Inbox' }).getByText(subject)).toHaveCount(0);

  // Send it for real, and end the undo window at once with mod+shift+z ('Send now').
  await window.getByRole('button', { name: 'Send', exact: true }).click();
  // The first send's toast may still be leaving.
  await expect(alice.getByText('Thread created').last()).toBeVisible();
  await alice.keyboard.press('Control+Shift+Z');
  await expect(alice.getByText('Thread created')).toHaveCount(0);

  // Bob finds it in his inbox, replies with r and mod+enter.
  const row = await inboxRow(bob, subject);
  await row.click();
  await expect(bob.getByRole('textbox', { name: 'Thread title' })).toHaveValue(subject);
  await bob.locator('body').click({ position: { x: 5, y: 200 } });
  await bob.keyboard.press('r');
  const replyBox = bob.getByRole('region', { name: 'Reply' });
  await expect(replyBox.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await bob.keyboard.type('Friday works for me.');
  await expect(replyBox.getByRole('textbox', { name: 'Message' })).toHaveText('Friday works for me.');
  await bob.keyboard.press('Control+Enter');
  await expect(bob.getByText('Message sent')).toBeVisible();
  await expect(bob.getByRole('list', { name: /2 messages/ })).toBeVisible();

  // A reply to other recipients than the thread's asks first, then starts a new thread.
  await bob.locator('body').click({ position: { x: 5, y: 200 } });
  await bob.keyboard.press('r');
  await replyBox.getByRole('button', { name: 'Cc', exact: true }).click();
  await replyBox.getByRole('combobox', { name: 'Cc' }).fill('carol@acme.example');
  await replyBox.getByRole('combobox', { name: 'Cc' }).press('Enter');
  await replyBox.getByRole('textbox', { name: 'Message' }).fill('Looping in Carol.');
  await replyBox.getByRole('textbox', { name: 'Message' }).press('Control+Enter');
  const asNew = bob.getByRole('dialog', { name: 'Send as a new thread' });
  await expect(asNew).toContainText(
    'The recipients of this message are different than those of the latest message. This will create a new thread.',
  );
  await asNew.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(bob.getByText('Thread created')).toBeVisible();
  // 'Send now' ends its undo window, and its toast with it.
  await bob.keyboard.press('Control+Shift+Z');
  await expect(bob.getByText('Thread created')).toHaveCount(0);

  // Forward it with f to Carol: a new thread that refers to this one.
  await bob.locator('body').click({ position: { x: 5, y: 200 } });
  await bob.keyboard.press('f');
  const forward = bob.getByRole('region', { name: `Composer: Fwd: ${subject}` });
  await forward.getByRole('combobox', { name: 'To' }).fill('carol@acme.example');
  await forward.getByRole('combobox', { name: 'To' }).press('Enter');
  await forward.getByRole('textbox', { name: 'Message' }).fill('FYI, see below.');
  await forward.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(bob.getByText('Thread created')).toBeVisible();
  await expect(forward).toHaveCount(0);
  await alice.context().close();
  await bob.context().close();
});

test('a draft survives a reload; files are refused, attached, downloaded and forwarded', async ({
  browser,
}) => {
  // Four people (Alice twice, Bob, Carol) and a forward: longer than the others.
  test.setTimeout(300_000);
  const subject = `Files for Bob ${Date.now()}`;
  const alice = await newUser(browser, DEMO.alice);
  await startThread(alice, BOB.email, subject, 'The notes are attached.');

  // Blocked and oversized files are refused with the spec's texts.
  // The Attach button's file input (the toolbar's 'Insert image' one accepts images only).
  const files = alice.locator('input[type="file"]:not([accept])');
  await files.setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  const blocked = alice.getByRole('alertdialog', { name: 'File type not allowed' });
  await expect(blocked).toContainText('"setup.exe" has been blocked for security reasons.');
  await blocked.getByRole('button', { name: 'OK' }).click();
  await files.setInputFiles({
    name: 'film.mov',
    mimeType: 'video/quicktime',
    buffer: Buffer.alloc(26 * 1024 * 1024),
  });
  const tooLarge = alice.getByRole('alertdialog', { name: 'File is too large' });
  await expect(tooLarge).toContainText('Attachments cannot be larger than 25 MB total.');
  await tooLarge.getByRole('button', { name: 'OK' }).click();

  // A real one uploads.
  await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Q3 notes\n') });
  const attachments = alice.getByRole('list', { name: 'Attachments' });
  await expect(attachments.getByText('notes.txt')).toBeVisible();
  await expect(alice.getByRole('button', { name: 'Send', exact: true })).toBeEnabled();

  // The draft, with its uploaded file, survives a reload, and is listed in Drafts.
  await alice.reload();
  expect(leaveWarnings.get(alice)).toBe(1);
  await expect(alice.getByRole('textbox', { name: 'Subject' })).toHaveValue(subject);
  await expect(alice.getByRole('textbox', { name: 'Message' })).toContainText('The notes are attached.');
  await expect(alice.getByRole('list', { name: 'Attachments' }).getByText('notes.txt')).toBeVisible();
  const composeUrl = alice.url();
  await alice.goto('/drafts');
  await expect(alice.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  await alice.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(alice).toHaveURL(composeUrl);

  // Axe on the composer, light and dark.
  const light = await new AxeBuilder({ page: alice }).include('main').analyze();
  expect(light.violations).toEqual([]);

  await alice.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(alice.getByText('Thread created')).toBeVisible();

  // Bob downloads the file.
  const bob = await newUser(browser, BOB);
  await (await inboxRow(bob, subject)).click();
  const download = bob.waitForEvent('download');
  await bob.getByRole('link', { name: /notes\.txt/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('notes.txt');

  // Bob forwards it with f to Carol, who cannot open Alice's thread: she reads the forwarded message
  // (Gmail's header block and its body) and opens its file, from the forward itself.
  await bob.locator('body').click({ position: { x: 5, y: 200 } });
  await bob.keyboard.press('f');
  const forward = bob.getByRole('region', { name: `Composer: Fwd: ${subject}` });
  await forward.getByRole('combobox', { name: 'To' }).fill(CAROL.email);
  await forward.getByRole('combobox', { name: 'To' }).press('Enter');
  await forward.getByRole('textbox', { name: 'Message' }).fill('FYI, see below.');
  await forward.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(bob.getByText('Thread created')).toBeVisible();
  await bob.keyboard.press('Control+Shift+Z');
  await expect(forward).toHaveCount(0);
  const carol = await newUser(browser, CAROL);
  await (await inboxRow(carol, subject)).click();
  await expect(carol.getByRole('textbox', { name: 'Thread title' })).toHaveValue(`Fwd: ${subject}`);
  const origin = carol.getByRole('region', { name: 'Forwarded Conversation' });
  const forwarded = origin.getByRole('article', { name: '---------- Forwarded message ---------' });
  await expect(forwarded).toHaveCount(1);
  await expect(forwarded).toContainText('---------- Forwarded message ---------');
  await expect(forwarded).toContainText(/From:\s*Alice[^<]*<alice@acme\.example>/);
  await expect(forwarded).toContainText(/Date:\s*\w{3}, \w{3} \d{1,2}, \d{4} at \d{1,2}:\d{2}/);
  await expect(forwarded).toContainText(`Subject:${subject}`);
  await expect(forwarded).toContainText(/To:.*bob@acme\.example/);
  await expect(forwarded.locator('iframe').contentFrame().getByText('The notes are attached.')).toBeVisible();
  // Carol cannot open the origin thread: no 'View full thread' for her.
  await expect(origin.getByRole('link', { name: 'View full thread' })).toHaveCount(0);
  const forwardedFile = carol.waitForEvent('download');
  await carol.getByRole('link', { name: /notes\.txt/ }).click();
  const carolFile = await forwardedFile;
  expect(carolFile.suggestedFilename()).toBe('notes.txt');
  expect((await readFile(await carolFile.path())).toString()).toBe('Q3 notes\n');
  await carol.context().close();

  await alice.context().close();
  await bob.context().close();
});

/** An 8 x 8 red png. */
const RED_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4YGCAFTEMLQkA2ntMAeuWKpoAAAAASUVORK5CYII=';

test('a pasted image is uploaded and shown inline to the recipient; Attach makes a png a file', async ({
  browser,
}) => {
  const subject = `Chart for Bob ${Date.now()}`;
  const alice = await newUser(browser, DEMO.alice);
  await startThread(alice, BOB.email, subject, 'Here is the chart:');
  const editor = alice.getByRole('textbox', { name: 'Message' });

  // Pasted into the text, as a screenshot is.
  await editor.evaluate((element, base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'chart.png', { type: 'image/png' }));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, RED_PNG);
  const pasted = editor.locator('img[alt="chart.png"]');
  await expect(pasted).toBeVisible();
  await expect(pasted).not.toHaveAttribute('src', /^data:/);
  // It is a staged upload (the draft names it by its staged id once the upload is through).
  await expect
    .poll(() => alice.evaluate(() => localStorage.getItem('switchboard.drafts') ?? ''), { timeout: 30_000 })
    .toMatch(/"id":"stg_[^"]*","name":"chart\.png"/);
  expect(await alice.evaluate(() => localStorage.getItem('switchboard.drafts') ?? '')).not.toContain(
    'base64',
  );

  // The Attach button attaches a png as a file: a chip, nothing in the text.
  await alice.locator('input[type="file"]:not([accept])').setInputFiles({
    name: 'diagram.png',
    mimeType: 'image/png',
    buffer: Buffer.from(RED_PNG, 'base64'),
  });
  const attachments = alice.getByRole('list', { name: 'Attachments' });
  await expect(attachments.getByText('diagram.png')).toBeVisible();
  await expect(attachments.getByText('chart.png')).toHaveCount(0);
  await expect(editor.locator('img')).toHaveCount(1);
  await expectAxeCleanLightAndDark(alice, 'compose-inline-image', { include: 'main' });

  // What is sent is small: the image goes as cid: of its upload.
  const sent = alice.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/threads',
  );
  await alice.getByRole('button', { name: 'Send', exact: true }).click();
  const request = await sent;
  const body = request.postData() ?? '';
  expect(body.length).toBeLessThan(4_000);
  expect(body).toMatch(/<img src=\\"cid:stg_/);
  expect(body).not.toContain('data:image');
  expect(body).not.toContain('blob:');
  await expect(alice.getByText('Thread created')).toBeVisible();
  await alice.keyboard.press('Control+Shift+Z');
  await expect(alice.getByText('Thread created')).toHaveCount(0);

  // Bob sees the image in the message, and only the attached png among its files.
  const bob = await newUser(browser, BOB);
  await (await inboxRow(bob, subject)).click();
  await expect(bob.getByRole('textbox', { name: 'Thread title' })).toHaveValue(subject);
  const shown = bob.locator('iframe').first().contentFrame().locator('img[alt="chart.png"]');
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);
  await expect(bob.getByRole('link', { name: /diagram\.png/ })).toBeVisible();
  await expect(bob.getByRole('link', { name: /chart\.png/ })).toHaveCount(0);
  await alice.context().close();
  await bob.context().close();
});

test('a scheduled send waits in Scheduled and is cancelled from there', async ({ browser }) => {
  // Schedule for tomorrow morning; find it in Scheduled with Cancel.
  const later = `Later for Bob ${Date.now()}`;
  const dark = await newUser(browser, DEMO.alice, 'dark');
  await startThread(dark, BOB.email, later, 'This goes out tomorrow.');
  const darkAxe = await new AxeBuilder({ page: dark }).include('main').analyze();
  expect(darkAxe.violations).toEqual([]);
  await dark.getByRole('button', { name: 'Schedule send' }).click();
  await dark.getByRole('button', { name: /Tomorrow morning/ }).click();
  await expect(dark.getByText('Message scheduled')).toBeVisible();
  // It waits in Scheduled; opened from there, its message can be cancelled.
  await (await inboxRow(dark, later, SCHEDULED)).click();
  await expect(dark.getByRole('textbox', { name: 'Thread title' })).toHaveValue(later);
  await expect(dark.getByText(/^This message will be sent /)).toBeVisible();
  await dark.getByRole('button', { name: 'Cancel', exact: true }).click();
  const confirm = dark.getByRole('dialog', { name: 'Cancel scheduled message' });
  await expect(confirm).toContainText('Cancelling this scheduled message will replace your draft.');
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dark.getByRole('region', { name: `Composer: ${later}` })).toBeVisible();
  await expect(dark.getByRole('button', { name: new RegExp(later) })).toBeVisible();
  // Cancelled, it has left Scheduled.
  await dark.goto('/scheduled');
  const scheduled = dark.getByRole('main').getByRole('grid', { name: 'Scheduled' });
  await expect(scheduled.or(dark.locator('[data-shell-region="list"] p')).first()).toBeVisible();
  await expect(dark.getByRole('main').getByRole('row').filter({ hasText: later })).toHaveCount(0);
  await dark.context().close();
});

test("a pasted list keeps its order: the entry that is not an address is an error chip in place, and 'Almost there...' stops the send", async ({
  browser,
}) => {
  const alice = await newUser(browser, DEMO.alice);
  await alice.goto('/compose');
  await expect(alice).toHaveURL(/\/compose\/new_thread/);
  const toField = alice.getByRole('combobox', { name: 'To' });
  await toField.click();
  // A pasted list, as a person copies it from another mail program.
  await toField.evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, 'Carol   Diaz <carol@acme.example>, oops, bob@acme.example');
  const chips = alice.getByRole('list', { name: 'To Recipients' }).getByRole('listitem');
  await expect(chips).toHaveCount(3);
  await expect(chips.nth(0).getByRole('button', { name: 'Remove Carol Diaz' })).toBeVisible();
  await expect(chips.nth(1).getByRole('button', { name: 'Edit oops' })).toHaveAccessibleDescription(
    'Not a valid address',
  );
  await expect(chips.nth(2).getByRole('button', { name: /^Remove Bob/ })).toBeVisible();
  await expect(toField).toHaveValue('');
  await expectAxeCleanLightAndDark(alice, 'compose-pasted-invalid-entry', { include: 'main' });

  await alice.getByRole('textbox', { name: 'Subject' }).fill(`Pasted list ${Date.now()}`);
  await alice.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = alice.getByRole('alertdialog', { name: 'Almost there...' });
  await expect(dialog).toContainText(
    'The address "oops" in the "To" field was not recognized. Please make sure that all addresses are properly formed.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // Pressing the chip puts the entry back in the field to correct it.
  await chips.nth(1).getByRole('button', { name: 'Edit oops' }).click();
  await expect(toField).toHaveValue('oops');
  await expect(toField).toBeFocused();
  await expect(alice.getByRole('button', { name: 'Edit oops' })).toHaveCount(0);
  await alice.context().close();
});
