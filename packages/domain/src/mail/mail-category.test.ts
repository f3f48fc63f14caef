import { describe, expect, it } from 'vitest';
import { categorizeMail } from './mail-category.js';

describe('categorizeMail', () => {
  it('is primary for mail a person wrote ("From: Bob Lee <bob@partner.example>", no list headers)', () => {
    expect(categorizeMail({ from: 'bob@partner.example', headers: { subject: 'Lunch on Friday?' } })).toBe(
      'primary',
    );
  });

  it('is social for a LinkedIn notice, even from a no-reply address ("From: LinkedIn <messages-noreply@linkedin.com>")', () => {
    expect(
      categorizeMail({
        from: 'messages-noreply@linkedin.com',
        headers: {
          'list-unsubscribe': '<https://www.linkedin.com/comm/psettings/email-unsubscribe?lipi=abc>',
        },
      }),
    ).toBe('social');
  });

  it('is social for a sub-domain of a social network ("notification@facebookmail.com", "info@mail.instagram.com")', () => {
    expect(categorizeMail({ from: 'notification@facebookmail.com', headers: {} })).toBe('social');
    expect(categorizeMail({ from: 'no-reply@mail.instagram.com', headers: {} })).toBe('social');
    expect(categorizeMail({ from: 'someone@notlinkedin.com', headers: {} })).toBe('primary');
  });

  it('is forums for a Mailman list ("List-Id: <mailman-users.python.org>", "List-Post: <mailto:mailman-users@python.org>")', () => {
    expect(
      categorizeMail({
        from: 'someone@example.org',
        headers: {
          'list-id': 'Mailman mailing list management users <mailman-users.python.org>',
          'list-post': '<mailto:mailman-users@python.org>',
          'list-unsubscribe':
            '<https://mail.python.org/mailman3/lists/mailman-users.python.org/>, <mailto:mailman-users-leave@python.org>',
        },
      }),
    ).toBe('forums');
  });

  it('is forums for "Precedence: list" without a List-Post', () => {
    expect(categorizeMail({ from: 'a@lists.example', headers: { precedence: ' List ' } })).toBe('forums');
  });

  it('is updates for a no-reply sender ("From: Stripe <no-reply@stripe.com>")', () => {
    expect(
      categorizeMail({
        from: 'no-reply@stripe.com',
        headers: { 'list-unsubscribe': '<https://stripe.com/unsubscribe>' },
      }),
    ).toBe('updates');
  });

  it('is updates for RFC 3834 automatic mail ("Auto-Submitted: auto-generated", "auto-replied")', () => {
    expect(
      categorizeMail({ from: 'cron@build.example', headers: { 'auto-submitted': 'auto-generated' } }),
    ).toBe('updates');
    expect(categorizeMail({ from: 'carol@example.com', headers: { 'auto-submitted': 'auto-replied' } })).toBe(
      'updates',
    );
    expect(categorizeMail({ from: 'carol@example.com', headers: { 'auto-submitted': 'no' } })).toBe(
      'primary',
    );
  });

  it('is promotions for a newsletter ("List-Unsubscribe-Post: List-Unsubscribe=One-Click", "List-Unsubscribe: <https://acme.us1.list-manage.com/unsubscribe?u=1>")', () => {
    expect(
      categorizeMail({
        from: 'news@acmestore.example',
        headers: {
          'list-unsubscribe':
            '<https://acme.us1.list-manage.com/unsubscribe?u=1&id=2>, <mailto:unsub@acme.example>',
          'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
          'list-id': '<abc123.list-id.mcsv.net>',
        },
      }),
    ).toBe('promotions');
  });

  it('is promotions for "Precedence: bulk" and "Precedence: junk"', () => {
    expect(categorizeMail({ from: 'deals@shop.example', headers: { precedence: 'bulk' } })).toBe(
      'promotions',
    );
    expect(categorizeMail({ from: 'deals@shop.example', headers: { precedence: 'junk' } })).toBe(
      'promotions',
    );
  });
});
