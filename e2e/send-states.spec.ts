import { expect, type Page, test } from '@playwright/test';
import { api, DEMO, signInAs } from './fixtures';

function acceptLeaveWarnings(page: Page) {
  page.on('dialog', (dialog) => void dialog.accept());
}

test.describe.configure({ timeout: 90_000 });

test('failed sends keep their text, offer Resend and Discard, and are never sent twice', async ({ page }) => {
  acceptLeaveWarnings(page);
  await signInAs(page, DEMO.alice);
  const row = page.getByRole('main').getByRole('grid', { name: 'Inbox' }).getByRole('row').first();
  const threadId = (await row.getAttribute('data-thread-id')) ?? '';
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/threads/${threadId}$`));
  const list = page.getByRole('list', { name: /^\d+ messages?$/ });
  const before = Number((await list.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  const listOf = (count: number) => page.getByRole('list', { name: `${count} messages`, exact: true });
  const replies = `**/api/threads/${threadId}/messages`;

  // A reply whose POST is held, then fails: in the thread at once, 'Sending...' only after 1500 ms.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(replies, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    await route.abort('failed');
  });
  const replyBox = page.getByRole('region', { name: /^Reply/ });
  const replyText = replyBox.getByRole('textbox', { name: 'Message' });
  await replyText.click();
  await page.keyboard.type('Numbers attached, see you Monday.');
  await expect(replyText).toHaveText('Numbers attached, see you Monday.');
  const sentAt = Date.now();
  await page.keyboard.press('Control+Enter');
  await expect(listOf(before + 1)).toBeVisible();
  const sending = listOf(before + 1)
    .getByRole('status')
    .filter({ hasText: 'Sending...' });
  // Seen within the first second, the message has no 'Sending...' yet (a slow machine may be past it).
  if (Date.now() - sentAt < 1_000) await expect(sending).toHaveCount(0);
  await expect(sending).toBeVisible();
  release();
  const failed = listOf(before + 1)
    .getByRole('alert')
    .filter({ hasText: 'We were unable to send this message' });
  await expect(failed).toBeVisible();
  // The text is not lost: the reply box still has it.
  await expect(replyText).toHaveText('Numbers attached, see you Monday.');

  // Resend goes through: one message more, the reply box empty, and after a reload still one more.
  await page.unroute(replies);
  await failed.getByRole('button', { name: 'Resend' }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(replyText).toHaveText('');
  await page.reload();
  await expect(listOf(before + 1)).toBeVisible();

  // A scheduled reply from a reply window fails: 'We were unable to schedule this message'; Discard asks,
  // then the message and its draft are gone.
  await page.route(replies, (route) =>
    route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
  );
  await replyText.click();
  await page.keyboard.type('Moving this to next week.');
  await expect(replyText).toHaveText('Moving this to next week.');
  await replyBox.getByRole('button', { name: 'Pop out' }).click();
  const window = page.getByRole('region', { name: /^Composer: / });
  await expect(window.getByRole('textbox', { name: 'Message' })).toHaveText('Moving this to next week.');
  await window.getByRole('button', { name: 'Schedule send' }).click();
  await page.getByRole('button', { name: /Tomorrow morning/ }).click();
  const failedSchedule = listOf(before + 2)
    .getByRole('alert')
    .filter({ hasText: 'We were unable to schedule this message' });
  await expect(failedSchedule).toBeVisible();
  await expect(window.getByRole('textbox', { name: 'Message' })).toHaveText('Moving this to next week.');
  // The window floats over the thread: minimized, the failed message's buttons are in reach.
  await window.getByRole('button', { name: 'Minimize' }).click();
  await failedSchedule.getByRole('button', { name: 'Discard' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard message' });
  await expect(discard).toContainText('This action cannot be undone.');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(listOf(before + 1)).toBeVisible();
  await expect(window).toHaveCount(0);
  await expect(replyText).toHaveText('');
  await page.unroute(replies);

  // A new thread whose answer is lost (the server did create it): the composer keeps it, and sending
  // again creates nothing more.
  const subject = `Lost answer ${Date.now()}`;
  await page.route('**/api/threads', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    await route.abort('failed');
  });
  await page.goto('/compose');
  const to = page.getByRole('combobox', { name: 'To' });
  await to.fill('bob@acme.example');
  await to.press('Enter');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Subject' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('Sent once, whatever the network says.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('We were unable to send this message'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveText(
    'Sent once, whatever the network says.',
  );
  await page.unroute('**/api/threads');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thread created')).toBeVisible();
  await page.goto('/sent');
  const sent = page.getByRole('main').getByRole('row').filter({ hasText: subject });
  await expect(sent.first()).toBeVisible();
  await expect(sent).toHaveCount(1);
});

test('a channel draft is kept on Drafts, opens back in its channel, and sends into the channel', async ({
  page,
}) => {
  acceptLeaveWarnings(page);
  await signInAs(page, DEMO.alice);
  const { data: organizations } = await api<{ data: { id: string }[] }>(page, 'GET', '/self/organizations');
  const name = `Launch ${Date.now().toString(36)}`;
  const channel = await api<{ id: string }>(page, 'POST', `/organizations/${organizations[0]?.id}/channels`, {
    name,
    is_public: true,
    color: '#12a594',
  });
  await page.goto(`/channels/${channel.id}`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'New message' }).click();
  const window = page.getByRole('region', { name: /^Composer: / });
  await expect(window.getByRole('button', { name: new RegExp(`Remove .*${name}`) })).toBeVisible();
  await window.getByRole('textbox', { name: 'Message' }).click();
  await page.keyboard.type('Kickoff agenda for the launch.');
  await expect(window.getByRole('textbox', { name: 'Message' })).toHaveText('Kickoff agenda for the launch.');
  await window.getByRole('button', { name: 'Close' }).click();
  await expect(window).toHaveCount(0);

  // Kept on Drafts (as a channel draft), and opened back in its channel.
  await page.goto('/drafts');
  const draft = page.getByRole('button', { name: /Channel.*Kickoff agenda for the launch\./ });
  await expect(draft).toBeVisible();
  await draft.click();
  await expect(page).toHaveURL(new RegExp(`/channels/${channel.id}`));
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(window.getByRole('textbox', { name: 'Message' })).toHaveText('Kickoff agenda for the launch.');

  // Sent into the channel: its list shows the thread, and the draft is gone.
  await window.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thread created')).toBeVisible();
  await expect(window).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(main.getByRole('row').filter({ hasText: 'Kickoff agenda for the launch.' })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
  await page.goto('/drafts');
  await expect(page.getByRole('heading', { name: 'Drafts' })).toBeVisible();
  await expect(page.getByText('Kickoff agenda for the launch.')).toHaveCount(0);
});
