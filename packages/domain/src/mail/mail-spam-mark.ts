import type { MailHeaders } from './mail-category.js';

/**
 * The simple header-based spam mark for incoming mail: a filter upstream said so (`X-Spam-Flag: YES`,
 * `X-Spam-Status: Yes, ...`, as SpamAssassin and rspamd write them), or the sender's domain failed DMARC and
 * its owner asks receivers to reject or quarantine such mail (`dmarc=fail (p=REJECT ...)`; with `p=NONE` the
 * owner only monitors, so the failure alone does not make it spam).
 */
export function isSpamByHeaders(headers: MailHeaders): boolean {
  const flag = (headers['x-spam-flag'] ?? '').trim().toLowerCase();
  const status = (headers['x-spam-status'] ?? '').trim().toLowerCase();
  const auth = (headers['authentication-results'] ?? '').toLowerCase();
  return (
    flag === 'yes' || status.startsWith('yes') || /\bdmarc=fail\b[^;]*\bp=(reject|quarantine)\b/.test(auth)
  );
}
