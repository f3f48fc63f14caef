import { expect, type Page, test } from '@playwright/test';
import { api, DEMO, expectAxeCleanLightAndDark, signInAs } from './fixtures';

// One person, one thread made through the API: a reply popped out as a plain reply, the thread's channel
// kept by replies, and forwards prefixed 'Fwd: ' once.
test.describe.configure({ timeout: 200_000 });

async function threadToBobCcCarolInChannel(page: Page, stamp: string) {
  const { data: organizations } = await api<{ data: { id: string }[] }>(page, 'GET', '/self/organizations');
  const organizationId = organizations[0]?.id ?? '';
  const channelName = `Replies ${stamp}`;
  const channel = await api<{ id: string }>(page, 'POST', `/organizations/${organizationId}/channels`, {
    name: channelName,
    is_public: true,
    color: '#12a594',
  });
  const { data: members } = await api<{ data: { id: string; email: string }[] }>(
    page,
    'GET',
    `/organizations/${organizationId}/members`,
  );
  const id = (email: string) => members.find((m) => m.email === email)?.id ?? '';
  const subject = `Venue shortlist ${stamp}`;
  const threadId = `t-${stamp}`;
  await api(page, 'POST', '/threads', {
    thread_id: threadId,
    message_id: `m-${stamp}`,
    message_body: '<p>Three venues to compare.</p>',
    thread_title: subject,
    channel_ids: [channel.id],
    internal_recipients: [
      { user_id: id('bob@acme.example'), type: 'to' },
      { user_id: id('carol@acme.example'), type: 'cc' },
    ],
    external_recipients: [],
  });
  return { threadId, subject, channelId: channel.id, channelName };
}

test("a popped-out reply compares with the reply's defaults; replies keep the thread's channel; a forward is 'Fwd: ' once", async ({
  page,
}) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await signInAs(page, DEMO.alice);
  const stamp = Date.now().toString(36);
  const { threadId, subject, channelId, channelName } = await threadToBobCcCarolInChannel(page, stamp);

  await page.goto(`/threads/${threadId}`);
  await expect(page.getByRole('textbox', { name: 'Thread title' })).toHaveValue(subject);
  await page.locator('body').click({ position: { x: 5, y: 200 } });
  await page.keyboard.press('r');
  // A plain reply: Bob (To of the next message) and the thread's channel, not Carol (Cc).
  const replyBox = page.getByRole('region', { name: 'Reply', exact: true });
  await expect(replyBox.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await expect(replyBox.getByRole('button', { name: new RegExp(`^Remove ${channelName}`) })).toBeVisible();
  await expect(replyBox.getByRole('button', { name: /^Remove Bob/ })).toBeVisible();
  await expect(replyBox.getByRole('button', { name: /^Remove Carol/ })).toHaveCount(0);
  await page.keyboard.type('The second one looks best.');
  await expect(replyBox.getByRole('textbox', { name: 'Message' })).toHaveText('The second one looks best.');

  // Popped out, it is still that reply: sent as it is, it goes to the thread with no 'Send as a new thread'.
  await replyBox.getByRole('button', { name: 'Pop out' }).click();
  await expect(page.getByText('You are currently editing your reply in a separate window.')).toBeVisible();
  const window = page.getByRole('region', { name: 'Composer: Reply' });
  await expect(window.getByRole('textbox', { name: 'Message' })).toHaveText('The second one looks best.');
  // 532 px wide; 932 with the thread's private messages beside it.
  const width = async () => Math.round((await window.boundingBox())?.width ?? 0);
  await expect.poll(width).toBe(532);
  const discussion = window.getByRole('button', { name: 'Discussion', exact: true });
  await discussion.click();
  await expect(window.getByRole('heading', { name: 'Discussion' })).toBeVisible();
  await expect.poll(width).toBe(932);
  await expectAxeCleanLightAndDark(page, 'reply-window-with-discussion', { exclude: 'iframe' });
  await discussion.click();
  await expect(window.getByRole('heading', { name: 'Discussion' })).toHaveCount(0);
  await expect.poll(width).toBe(532);
  await window.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Message sent')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Send as a new thread' })).toHaveCount(0);
  await expect(window).toHaveCount(0);
  await expect(page.getByRole('list', { name: /2 messages/ })).toBeVisible();
  await page.getByRole('button', { name: /^Send now/ }).click();
  await expect(page.getByText('Message sent')).toHaveCount(0);

  // A reply all to one more person becomes a new thread, still shared in the thread's channel (the
  // thread's latest message, the reply above, went to Bob alone).
  await page.locator('body').click({ position: { x: 5, y: 200 } });
  await page.keyboard.press('a');
  const replyAll = page.getByRole('region', { name: 'Reply all' });
  await expect(replyAll.getByRole('button', { name: new RegExp(`^Remove ${channelName}`) })).toBeVisible();
  await replyAll.getByRole('combobox', { name: 'To' }).fill('dave@outside.example');
  await replyAll.getByRole('combobox', { name: 'To' }).press('Enter');
  await expect(replyAll.getByRole('button', { name: 'Remove dave@outside.example' })).toBeVisible();
  await replyAll.getByRole('textbox', { name: 'Message' }).fill('Adding Dave for the catering.');
  await replyAll.getByRole('textbox', { name: 'Message' }).press('Control+Enter');
  await page
    .getByRole('dialog', { name: 'Send as a new thread' })
    .getByRole('button', { name: 'Send' })
    .click();
  await expect(page.getByText('Thread created')).toBeVisible();
  // 'Send now' ends the undo window, and its toast with it.
  await page.getByRole('button', { name: /^Send now/ }).click();
  await expect(page.getByText('Thread created')).toHaveCount(0);
  await page.goto(`/channels/${channelId}`);
  const channelRows = page.getByRole('main').getByRole('row');
  await expect(channelRows.filter({ hasText: `Re: ${subject}` })).toBeVisible();

  // A forward's subject gets 'Fwd: ' ...
  await page.goto(`/threads/${threadId}`);
  await expect(page.getByRole('textbox', { name: 'Thread title' })).toHaveValue(subject);
  // The reply box shows once the thread screen and its keys are set up (a key pressed before that is lost);
  // focus goes back to the page itself, so f reaches the thread's keys.
  await expect(page.getByRole('region', { name: 'Reply all' })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('f');
  const forward = page.getByRole('region', { name: `Composer: Fwd: ${subject}` });
  await expect(forward.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Fwd: ${subject}`);
  await forward.getByRole('combobox', { name: 'To' }).fill('dave@outside.example');
  await forward.getByRole('combobox', { name: 'To' }).press('Enter');
  await forward.getByRole('textbox', { name: 'Message' }).fill('For your records.');
  await forward.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thread created')).toBeVisible();
  await expect(forward).toHaveCount(0);
  await page.getByRole('button', { name: /^Send now/ }).click();
  await expect(page.getByText('Thread created')).toHaveCount(0);

  // 'You forwarded the conversation above' below the forwarded message, in this thread, leads to the forward.
  const viewForward = page.getByRole('main').getByRole('link', { name: 'View forward' });
  await expect(async () => {
    await page.reload();
    await expect(viewForward).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('main').getByText('You forwarded the conversation above')).toBeVisible();
  await viewForward.click();
  await expect(page.getByRole('textbox', { name: 'Thread title' })).toHaveValue(`Fwd: ${subject}`);
  await expect(page.getByRole('main').getByText('You forwarded the conversation above')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Forwarded Conversation' })).toBeVisible();

  // ... once: forwarding the forward keeps 'Fwd: ' single.
  // The reply box shows once the thread screen and its keys are set up (a key pressed before that is lost);
  // focus goes back to the page itself, so f reaches the thread's keys.
  await expect(page.getByRole('region', { name: 'Reply all' })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('f');
  const again = page.getByRole('region', { name: `Composer: Fwd: ${subject}` });
  await expect(again.getByRole('textbox', { name: 'Subject' })).toHaveValue(`Fwd: ${subject}`);
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(again).toHaveCount(0);
});
