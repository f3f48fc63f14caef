import type { Address } from '../model/common.js';
import { coreMessages } from '../texts/messages.js';
import { isValidEmail } from './email.js';

/** Splits on comma, semicolon and newline, but not inside double quotes or angle brackets. */
function splitEntries(text: string): string[] {
  const entries: string[] = [];
  let current = '';
  let inQuotes = false;
  let inAngle = false;
  for (const ch of text) {
    if (ch === '"' && !inAngle) inQuotes = !inQuotes;
    else if (ch === '<' && !inQuotes) inAngle = true;
    else if (ch === '>' && !inQuotes) inAngle = false;
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

function parseEntry(entry: string): Address | null {
  const angled = /^(.*?)<\s*([^<>]*?)\s*>$/s.exec(entry);
  if (angled) {
    const email = angled[2] ?? '';
    if (!isValidEmail(email)) return null;
    const name = (angled[1] ?? '')
      .trim()
      .replace(/^"(.*)"$/s, '$1')
      .trim();
    return name === '' ? { email } : { name, email };
  }
  return isValidEmail(entry) ? { email: entry } : null;
}

/**
 * Parses pasted recipients: splits on comma, semicolon and newline, understands `Name <address>` and
 * `"Last, First" <address>`, and returns the valid addresses and the invalid rest (trimmed, in order).
 */
export function parseAddressList(text: string): { valid: Address[]; invalid: string[] } {
  const valid: Address[] = [];
  const invalid: string[] = [];
  for (const entry of splitEntries(text)) {
    const address = parseEntry(entry);
    if (address) valid.push(address);
    else invalid.push(entry);
  }
  return { valid, invalid };
}

/** The 'Almost there...' dialog text for an address that was not recognized in a field ('To', 'Cc', ...). */
export function recipientNotRecognizedMessage(text: string, field: string): string {
  return coreMessages.compose.recipientNotRecognized(text, field);
}
