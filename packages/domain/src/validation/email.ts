import emailAddresses from 'email-addresses';
import { z } from 'zod';
import { INVITE_SELECTION_CAP } from '../constants/constants.js';
import { coreMessages } from '../texts/messages.js';

/** RFC 5321 section 4.5.3.1.1: a local part holds at most 64 octets. */
export const EMAIL_LOCAL_PART_MAX_OCTETS = 64;
/** RFC 5321 section 4.5.3.1.2 / RFC 1035: a domain holds at most 253 characters (255 octets in wire form). */
export const EMAIL_DOMAIN_MAX_OCTETS = 253;
/** RFC 5321 section 4.5.3.1.3: a path holds 256 octets with its angle brackets, so an address 254. */
export const EMAIL_ADDRESS_MAX_OCTETS = 254;

/** RFC 1035 / RFC 5321 `sub-domain`: letters, digits and hyphens, 1-63 long, no hyphen at either end. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Printable ASCII only: internationalised addresses (RFC 6531/6532) need SMTPUTF8 end to end. */
const PRINTABLE_ASCII = /^[!-~]+$/;

/** Octets of an address already known to be ASCII: one per UTF-16 unit. */
const octets = (ascii: string) => ascii.length;

/**
 * Whether a domain is RFC 5321's `Domain`: one or more LDH labels separated by dots, at most 253 octets. A
 * dotless domain (`io`) and an all-numeric TLD are RFC 5321 domains too (isemail: ISEMAIL_RFC5321_TLD and
 * _TLDNUMERIC, valid).
 */
function isDomain(domain: string): boolean {
  if (octets(domain) > EMAIL_DOMAIN_MAX_OCTETS) return false;
  return domain.split('.').every((label) => LABEL.test(label));
}

/**
 * Whether text is an e-mail address the standards accept and a mail server can deliver to, after trimming
 * surrounding white space. The syntax is RFC 5322's `addr-spec` as the `email-addresses` parser reads it
 * (strict: no obsolete forms, no comments or folding white space, no control characters), and then
 * RFC 5321's limits: a local part of at most 64 octets, an address of at most 254, a domain of one or more
 * LDH labels of 1-63 characters with no hyphen at either end. One-letter TLDs, punycode `xn--` labels, a
 * dotless domain (`test@io`) and an all-numeric TLD are accepted, as RFC 5321's grammar and isemail's test
 * list (category ISEMAIL_RFC5321: valid) accept them.
 *
 * Our choices (documented in the README): UTF-8 addresses (RFC 6531/6532: `tést@iana.org`) are refused,
 * since delivering them needs SMTPUTF8 on every hop (punycode domains are fine); quoted local parts (`"john doe"@example.com`) and address
 * literals (`user@[192.0.2.1]`) are refused, as the HTML standard's `type=email` refuses them: they are
 * legal but almost never what a person meant, and many servers refuse them.
 */
export function isValidEmail(email: string): boolean {
  const address = email.trim();
  if (!PRINTABLE_ASCII.test(address) || octets(address) > EMAIL_ADDRESS_MAX_OCTETS) return false;
  const parsed = emailAddresses.parseOneAddress({ input: address, strict: true });
  // `address` differs from the input when it held a display name, comments, or a quoted local part.
  if (parsed?.type !== 'mailbox' || parsed.name !== null || parsed.address !== address) return false;
  return octets(parsed.local) <= EMAIL_LOCAL_PART_MAX_OCTETS && isDomain(parsed.domain);
}

/**
 * An e-mail address in a request (invites, external recipients): trimmed, then {@link isValidEmail}, else
 * 'Please enter a valid email address'.
 */
export const EmailAddressSchema = z
  .string()
  .trim()
  // RFC 5321 caps a path at 256 octets; longer input is refused before it is parsed.
  .max(320, { message: coreMessages.validation.invalidEmail })
  .refine(isValidEmail, { message: coreMessages.validation.invalidEmail });

/**
 * Invite email: must look like an e-mail, not already invited, not already a member (compared
 * case-insensitively after trimming). Returns the spec's message or null.
 */
export function validateInviteEmail(
  email: string,
  ctx: { invited: readonly string[]; members: readonly string[] },
): string | null {
  const normalized = email.trim().toLowerCase();
  if (!isValidEmail(normalized)) return coreMessages.validation.invalidEmail;
  const same = (other: string) => other.trim().toLowerCase() === normalized;
  if (ctx.invited.some(same)) return coreMessages.validation.alreadyInvited;
  if (ctx.members.some(same)) return coreMessages.validation.alreadyMember;
  return null;
}

/** Whether one more invite can be ticked: the selection is capped at 50. */
export function canSelectMoreInvites(selectedCount: number): boolean {
  return selectedCount < INVITE_SELECTION_CAP;
}

/**
 * Toggles an address in the invite selection, refusing to go past the cap of 50 (the selection is
 * returned unchanged then).
 */
export function toggleInviteSelection(selected: readonly string[], email: string): string[] {
  if (selected.includes(email)) return selected.filter((e) => e !== email);
  if (!canSelectMoreInvites(selected.length)) return [...selected];
  return [...selected, email];
}
