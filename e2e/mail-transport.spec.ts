import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { DEMO, escapeRegExp, signInAs } from './fixtures';

/** The server under test listens for SMTP one port above HTTP and relays to a sink two above (playwright.config). */
const httpPort = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = httpPort + 1;
const relayPort = httpPort + 2;
/** Axe checks WCAG 2.1 AA on the app's own UI (the mail frames, scripts off, are left out). */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test('mail sent over SMTP arrives in alice’s inbox; the relay refuses her reply for good, she resends it and it leaves, answering it', async ({
  page,
}) => {
  // Two undo windows and up to two rounds of the server's 15 s job timer.
  test.setTimeout(120_000);
  const received: ParsedMail[] = [];
  // The relay refuses (550) until alice has seen her reply fail.
  let refusing = true;
  const sink = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (refusing) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((parsed) => {
        received.push(parsed);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => sink.listen(relayPort, '127.0.0.1', resolve));
  expect((sink.server.address() as AddressInfo).port).toBe(relayPort);

  try {
    await signInAs(page, DEMO.alice);

    const stamp = Date.now().toString(36);
    const subject = `Shipping dates for order ${stamp}`;
    const messageId = `<e2e-${stamp}@partner.example>`;
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, ignoreTLS: true });
    await transport.sendMail({
      from: { name: 'Pat Outsider', address: 'pat@partner.example' },
      to: DEMO.alice.email,
      subject,
      messageId,
      text: 'Can you confirm the shipping dates?',
      html: '<p>Can you confirm the <b>shipping dates</b>?</p>',
    });
    transport.close();

    // It shows up in her inbox (the list polls; a reload shows it at once).
    const row = page
      .getByRole('main')
      .getByRole('grid', { name: 'Inbox' })
      .getByRole('row', { name: new RegExp(subject) });
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await row.click();
    await expect(page.getByRole('textbox', { name: 'Thread title' })).toHaveValue(subject);
    await expect(page.getByRole('article').getByRole('heading', { name: /Pat Outsider/ })).toBeVisible();
    await expect(page.frameLocator('iframe').first().getByText('shipping dates')).toBeVisible();

    // She answers in the thread's reply box, addressed to Pat.
    const replyBox = page.getByRole('region', { name: 'Reply all' });
    await expect(replyBox.getByRole('list', { name: 'To Recipients' })).toContainText('Pat Outsider');
    await replyBox.getByRole('textbox', { name: 'Message' }).fill('Confirmed: Tuesday.');
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/api\/threads\/[^/]+\/messages$/.test(response.url()),
    );
    await replyBox.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    expect((await posted).status()).toBe(201);

    // After the 10 s undo window the relay refuses it for good: the thread says so, with Resend and Discard.
    const failed = page.getByRole('alert').filter({ hasText: 'We were unable to send this message' });
    await expect(async () => {
      await page.reload();
      await expect(failed).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await expect(failed.getByRole('button', { name: 'Discard' })).toBeVisible();
    expect(received).toHaveLength(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.screenshot({ path: test.info().outputPath(`failed-${colorScheme}.png`) });
      expect(
        (await new AxeBuilder({ page }).include('main').exclude('iframe').withTags(WCAG).analyze())
          .violations,
      ).toEqual([]);
    }

    // With the relay accepting again, Resend delivers it and the failed line goes.
    refusing = false;
    await failed.getByRole('button', { name: 'Resend' }).click();
    await expect(failed).toHaveCount(0);
    // The relay receives the reply, threaded onto Pat's message.
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(failed).toHaveCount(0);
    const [sent] = received;
    expect(sent?.inReplyTo).toBe(messageId);
    expect(sent?.subject).toBe(`Re: ${subject}`);
    expect(sent?.from?.value[0]?.address).toBe(DEMO.alice.email);
    expect(sent?.text).toContain('Confirmed: Tuesday.');
  } finally {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  }
});

test('the re-auth banner shows when the account lost its grant, and its button starts the sign-in again', async ({
  page,
}) => {
  await signInAs(page, DEMO.alice);
  // The account answers as a Gmail account whose grant was revoked.
  await page.route('**/api/self/account', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), reauth_reason: 'revoked' } });
  });
  await page.reload();
  const banner = page.getByRole('alert').filter({
    hasText:
      'The access to your email account has been revoked or has expired. Please sign in again to allow access to your emails.',
  });
  await expect(banner).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: test.info().outputPath(`reauth-${colorScheme}.png`) });
    expect((await new AxeBuilder({ page }).exclude('iframe').withTags(WCAG).analyze()).violations).toEqual(
      [],
    );
  }
  await banner.getByRole('button', { name: 'Sign in with Google' }).click();
  // The provider's account chooser: the same sign-in the sign-in screen starts.
  await page.getByRole('button', { name: new RegExp(escapeRegExp(DEMO.alice.email), 'i') }).click();
  await expect(page).toHaveURL(/\/inbox(\?|$)/);
});
