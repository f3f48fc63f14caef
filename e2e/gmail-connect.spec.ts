import { expect, test } from '@playwright/test';
import { startGmailStandIn } from '../apps/server/test/helpers/gmail-stand-in';
import { expectAxeCleanLightAndDark, signInAs } from './fixtures';

/** Google's endpoints for the server under test are a stand-in one port above SMTP's relay (playwright.config). */
const gmailPort = Number(process.env.E2E_PORT ?? 3100) + 6;
const GMAIL_MODIFY_SCOPE = 'https://www.googleapis.com/auth/gmail.modify';
const dave = { email: 'dave@acme.example' };

test('Connect Gmail from the settings: cancelling at Google is told, consenting connects the account and its mail reaches the inbox; Disconnect', async ({
  page,
}) => {
  // Two round trips through the consent page and a sync; a loaded CI machine takes several seconds each.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const subject = `Pilot kickoff notes ${stamp}`;
  const mailbox = `dave.${stamp}@gmail.example`;
  const google = await startGmailStandIn({
    emailAddress: mailbox,
    refreshToken: `1//unused-${stamp}`,
    scope: GMAIL_MODIFY_SCOPE,
    client: { id: 'switchboard-e2e.apps.googleusercontent.com', secret: 'stand-in-secret' },
    port: gmailPort,
  });
  google.deliver({
    id: `18e${stamp}`,
    threadId: `18e${stamp}`,
    raw: [
      'From: Riya Patel <riya@partner.example>',
      `To: ${mailbox}`,
      `Subject: ${subject}`,
      `Message-ID: <kickoff-${stamp}@partner.example>`,
      `Date: ${new Date().toUTCString()}`,
      '',
      'Agenda attached in the next mail.',
      '',
    ].join('\r\n'),
  });
  try {
    await signInAs(page, dave);
    await page.goto('/settings?section=email-accounts');
    const gmail = page.getByRole('dialog').getByRole('group', { name: 'Gmail' });
    const connect = gmail.getByRole('button', { name: 'Connect Gmail' });
    await expect(connect).toBeEnabled();

    // At Google's consent page the user cancels: back in the settings, the section says so.
    await connect.click();
    await expect(
      page.getByRole('heading', { name: 'Switchboard wants access to your Google Account' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(gmail.getByRole('alert')).toHaveText(
      'It looks like you have cancelled connecting Gmail. Please try again to connect your account.',
    );

    // This time the user consents: the account shows connected with its address.
    await gmail.getByRole('button', { name: 'Connect Gmail' }).click();
    await expect(page.getByText(mailbox)).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(gmail.getByText(mailbox)).toBeVisible();
    await expect(gmail.getByText('Connected', { exact: true })).toBeVisible();
    await expect(gmail.getByRole('alert')).toHaveCount(0);
    await expectAxeCleanLightAndDark(page, 'gmail-connected', { include: '[role="dialog"]' });
    // What the server asked Google for: the Gmail scope, offline, with a PKCE challenge.
    const asked = google.authorizations.at(-1);
    expect(asked?.get('scope')).toBe(GMAIL_MODIFY_SCOPE);
    expect(asked?.get('access_type')).toBe('offline');
    expect(asked?.get('code_challenge_method')).toBe('S256');

    // The mailbox's message shows in the inbox (the first sync runs in the background after connecting).
    await page.goto('/inbox');
    const row = page
      .getByRole('main')
      .getByRole('grid', { name: 'Inbox' })
      .getByRole('row', { name: new RegExp(subject) });
    // The inbox list polls every 5 s: the row appears once the sync has delivered it.
    await expect(row).toBeVisible({ timeout: 60_000 });

    // Disconnect: the account goes (Connect Gmail is offered again) and Google is told to revoke the grant.
    await page.goto('/settings?section=email-accounts');
    await gmail.getByRole('button', { name: 'Disconnect' }).click();
    await expect(gmail.getByRole('button', { name: 'Connect Gmail' })).toBeVisible();
    await expect(gmail.getByText(mailbox)).toHaveCount(0);
    expect(google.revokedTokens).toHaveLength(1);
  } finally {
    await google.close();
  }
});
