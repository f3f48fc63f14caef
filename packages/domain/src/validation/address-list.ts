import emailAddresses from 'email-addresses';
import type { Address } from '../model/common.js';
import { coreMessages } from '../texts/messages.js';
import { isValidEmail } from './email.js';

/** Splits on comma, semicolon and newline, but not inside double quotes, angle brackets or comments. */
function splitEntries(text: string): string[] {
  const entries: string[] = [];
  let current = '';
  let inQuotes = false;
  let inAngle = false;
  let comment = 0;
  let escaped = false;
  for (const ch of text) {
    if (escaped) escaped = false;
    else if (ch === '\\' && (inQuotes || comment > 0)) escaped = true;
    else if (ch === '"' && !inAngle && comment === 0) inQuotes = !inQuotes;
    else if (ch === '<' && !inQuotes && comment === 0) inAngle = true;
    else if (ch === '>' && !inQuotes && comment === 0) inAngle = false;
    else if (ch === '(' && !inQuotes) comment += 1;
    else if (ch === ')' && !inQuotes && comment > 0) comment -= 1;
    if (!inQuotes && !inAngle && (ch === ',' || ch === ';' || ch === '\n' || ch === '\r')) {
      entries.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  entries.push(current);
  return entries.map((e) => e.trim()).filter((e) => e !== '');
}

const ADDRESS_ENTRY_MAX_LENGTH = 998;

/** White space runs collapsed to one space, and trimmed. */
const collapseSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * One entry as RFC 5322 reads it (`mailbox`: an address, or a display name and an address in angle
 * brackets), leniently for the name (obsolete phrases such as `John Q. Public`, UTF-8, `@` in names), and
 * strictly for the address ({@link isValidEmail}). Comments are dropped from the name; null when the entry
 * is not one valid mailbox.
 */
function parseEntry(entry: string): Address | null {
  // RFC 5322 2.1.1: a line holds at most 998 characters; longer is never one mailbox (and parsing it is slow).
  if (entry.length > ADDRESS_ENTRY_MAX_LENGTH) return null;
  const parsed = emailAddresses.parseOneAddress({
    input: entry,
    rfc6532: true,
    atInDisplayName: true,
    commaInDisplayName: true,
  });
  if (parsed?.type !== 'mailbox' || !isValidEmail(parsed.address)) return null;
  const name = collapseSpace(parsed.name ?? '');
  return name === '' ? { email: parsed.address } : { name, email: parsed.address };
}

/** One pasted entry, in the order it was pasted: a recognised address, or the text that was not one. */
export type AddressListEntry = { valid: true; address: Address } | { valid: false; text: string };

/**
 * Parses pasted recipients: splits on comma, semicolon and newline (not inside quotes, angle brackets or
 * comments), reads each entry as an RFC 5322 mailbox with the `email-addresses` parser (`Name <address>`,
 * `"Last, First" <address>`, `address`), collapses white space runs in display names and drops comments
 * from them (`ABC (comment) <a@b.c>` is named `ABC`). `entries` keeps every entry in the pasted order, so
 * chips show what was pasted, in order; `valid` and `invalid` are the same entries split by kind.
 */
export function parseAddressList(text: string): {
  entries: AddressListEntry[];
  valid: Address[];
  invalid: string[];
} {
  const entries = splitEntries(text).map((entry): AddressListEntry => {
    const address = parseEntry(entry);
    return address ? { valid: true, address } : { valid: false, text: entry };
  });
  return {
    entries,
    valid: entries.flatMap((e) => (e.valid ? [e.address] : [])),
    invalid: entries.flatMap((e) => (e.valid ? [] : [e.text])),
  };
}

/** The 'Almost there...' dialog text for an address that was not recognized in a field ('To', 'Cc', ...). */
export function recipientNotRecognizedMessage(text: string, field: string): string {
  return coreMessages.compose.recipientNotRecognized(text, field);
}
