import { INVITE_RECOMMENDED_LIST, INVITE_SUGGESTIONS } from '../constants/constants.js';
import type { Contact } from '../model/common.js';
import { isValidEmail } from '../validation/email.js';

const domainOf = (email: string) => email.trim().toLowerCase().split('@')[1] ?? '';

interface CandidateContext {
  /** The signed-in user's address: people of the same domain are recommended. */
  selfEmail: string;
  /** Addresses already members, invited, or picked: never offered again. */
  excluded: readonly string[];
}

function available(contacts: readonly Contact[], ctx: CandidateContext): Contact[] {
  const excluded = new Set([ctx.selfEmail, ...ctx.excluded].map((e) => e.trim().toLowerCase()));
  const seen = new Set<string>();
  return contacts.filter((contact) => {
    const email = contact.email.trim().toLowerCase();
    if (excluded.has(email) || seen.has(email) || !isValidEmail(email)) return false;
    seen.add(email);
    return true;
  });
}

/**
 * The invite dialog's recommended list: outside contacts who share the user's e-mail domain (colleagues
 * not in the team yet), at most 30, by name.
 */
export function recommendedInvites(contacts: readonly Contact[], ctx: CandidateContext): Contact[] {
  const domain = domainOf(ctx.selfEmail);
  return available(contacts, ctx)
    .filter((contact) => contact.type === 'external_user' && domainOf(contact.email) === domain)
    .sort((a, b) => (a.display_name ?? a.email).localeCompare(b.display_name ?? b.email))
    .slice(0, INVITE_RECOMMENDED_LIST);
}

/**
 * The suggestions while typing an address: contacts whose name or address contains the text (address
 * starts first), at most 10; none for an empty text.
 */
export function inviteSuggestions(
  contacts: readonly Contact[],
  text: string,
  ctx: CandidateContext,
): Contact[] {
  const query = text.trim().toLowerCase();
  if (query === '') return [];
  const matches = available(contacts, ctx).filter(
    (contact) =>
      contact.email.toLowerCase().includes(query) ||
      (contact.display_name ?? '').toLowerCase().includes(query),
  );
  const starts = (contact: Contact) => (contact.email.toLowerCase().startsWith(query) ? 0 : 1);
  return matches.sort((a, b) => starts(a) - starts(b)).slice(0, INVITE_SUGGESTIONS);
}
