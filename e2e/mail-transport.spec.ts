import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { DEMO, signInAs } from './fixtures';

/** The server under test listens for SMTP one port above HTTP and relays to a sink two above (playwright.config). */
const httpPort = Number(process.env.E2E_PORT ?? 3100);
const smtpPort = httpPort + 1;
const relayPort = httpPort + 2;

test('mail sent over SMTP arrives in alice’s inbox; her reply leaves through the relay, answering it', async ({
  page,
}) => {
  const received: ParsedMail[] = [];
  const sink = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
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
    // The app's own API calls carry alice's access token; the reply uses the same API the composer does.
    let token = '';
    page.on('request', (request) => {
      const header = request.headers().authorization;
      if (header?.startsWith('Bearer ')) token = header.slice('Bearer '.length);
    });
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
    const row = page.getByRole('grid', { name: 'Inbox' }).getByRole('row', { name: new RegExp(subject) });
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: /Pat Outsider/ })).toBeVisible();
    await expect(page.frameLocator('iframe').first().getByText('shipping dates')).toBeVisible();

    const threadId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(token).not.toBe('');
    const reply = await page.request.post(`/api/threads/${encodeURIComponent(threadId)}/messages`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        id: `msg_e2e_${stamp}`,
        message_body: '<p>Confirmed: Tuesday.</p>',
        external_recipients: [{ email: 'pat@partner.example', name: 'Pat Outsider', type: 'to' }],
      },
    });
    expect(reply.status()).toBe(201);

    // After the 10 s undo window the relay receives the reply, threaded onto Pat's message.
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const [sent] = received;
    expect(sent?.inReplyTo).toBe(messageId);
    expect(sent?.subject).toBe(`Re: ${subject}`);
    expect(sent?.from?.value[0]?.address).toBe(DEMO.alice.email);
    expect(sent?.text).toContain('Confirmed: Tuesday.');
  } finally {
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  }
});
