import type { Category } from '../model/index.js';
import { isNoReplyAddress } from '../suggestions/rank-suggestions.js';

/** The headers the category rule reads, by lower-case name (only the first value of each matters). */
export type MailHeaders = Readonly<Record<string, string | undefined>>;

/**
 * Domains whose mail is notifications from social networks (the sender's domain or any parent of it).
 * Kept short and explicit: a sender is social only when it is one of these.
 */
export const SOCIAL_SENDER_DOMAINS = [
  'facebookmail.com',
  'linkedin.com',
  'x.com',
  'twitter.com',
  'instagram.com',
  'mail.instagram.com',
  'pinterest.com',
  'tiktok.com',
  'youtube.com',
  'meetup.com',
  'nextdoor.com',
  'strava.com',
  'quoramail.com',
  'mastodon.social',
  'bsky.app',
] as const;

function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

function isSocialDomain(domain: string): boolean {
  return SOCIAL_SENDER_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`));
}

const header = (headers: MailHeaders, name: string): string => (headers[name] ?? '').trim();

/**
 * The inbox category of an incoming message, from its headers alone (the first matching rule wins):
 * 1. **social**: the sender's domain is a known social network ({@link SOCIAL_SENDER_DOMAINS});
 * 2. **forums**: a discussion list one can write to: `List-Id` together with `List-Post`, or `Precedence: list`;
 * 3. **updates**: machine-sent notices: a no-reply sender, or `Auto-Submitted` other than `no`;
 * 4. **promotions**: bulk mail: `List-Unsubscribe`, `Precedence: bulk` or `junk`;
 * 5. **primary**: everything else (mail a person wrote to you).
 */
export function categorizeMail(input: { from: string; headers: MailHeaders }): Category {
  const { headers } = input;
  if (isSocialDomain(domainOf(input.from))) return 'social';
  const precedence = header(headers, 'precedence').toLowerCase();
  if ((header(headers, 'list-id') && header(headers, 'list-post')) || precedence === 'list') return 'forums';
  const autoSubmitted = header(headers, 'auto-submitted').toLowerCase();
  if (isNoReplyAddress(input.from) || (autoSubmitted !== '' && autoSubmitted !== 'no')) return 'updates';
  if (header(headers, 'list-unsubscribe') || precedence === 'bulk' || precedence === 'junk')
    return 'promotions';
  return 'primary';
}
