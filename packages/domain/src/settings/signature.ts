import { isBlankHtml } from '../validation/draft.js';

/** The signature to store: a whitespace-only signature is cleared (spec doc 2 "Signature"). */
export function normalizeSignature(html: string): string {
  return isBlankHtml(html) ? '' : html.trim();
}
