import { describe, expect, it } from 'vitest';
import { isSpamByHeaders } from './mail-spam-mark.js';

describe('isSpamByHeaders', () => {
  it('marks SpamAssassin\'s verdict ("X-Spam-Flag: YES", "X-Spam-Status: Yes, score=7.1 required=5.0")', () => {
    expect(isSpamByHeaders({ 'x-spam-flag': 'YES' })).toBe(true);
    expect(isSpamByHeaders({ 'x-spam-status': 'Yes, score=7.1 required=5.0 tests=BAYES_99' })).toBe(true);
  });

  it('keeps a clean verdict ("X-Spam-Status: No, score=-0.1 required=5.0", "X-Spam-Flag: NO")', () => {
    expect(isSpamByHeaders({ 'x-spam-status': 'No, score=-0.1 required=5.0', 'x-spam-flag': 'NO' })).toBe(
      false,
    );
    expect(isSpamByHeaders({})).toBe(false);
  });

  it('marks a DMARC failure ("Authentication-Results: mx.example; spf=fail smtp.mailfrom=x; dmarc=fail (p=REJECT)")', () => {
    expect(
      isSpamByHeaders({
        'authentication-results':
          'mx.google.com; spf=fail smtp.mailfrom=bank.example; dmarc=fail (p=REJECT) header.from=bank.example',
      }),
    ).toBe(true);
    expect(
      isSpamByHeaders({
        'authentication-results': 'mx.google.com; dkim=pass header.i=@acme.example; dmarc=pass',
      }),
    ).toBe(false);
  });

  it('keeps a DMARC failure whose owner only monitors ("dmarc=fail (p=NONE dis=NONE) header.from=kreata.ee")', () => {
    expect(
      isSpamByHeaders({
        'authentication-results':
          'mx.google.com; dkim=pass header.i=@srs1.zonevs.eu; dmarc=fail (p=NONE dis=NONE) header.from=kreata.ee',
      }),
    ).toBe(false);
    expect(
      isSpamByHeaders({
        'authentication-results': 'mx.example; dmarc=fail (p=QUARANTINE sp=QUARANTINE) header.from=x.example',
      }),
    ).toBe(true);
  });
});
