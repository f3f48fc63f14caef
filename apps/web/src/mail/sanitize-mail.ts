import { applyMailElementRules, cleanMailCss, MAIL_SANITIZE_OPTIONS } from '@switchboard/domain';
import DOMPurify from 'dompurify';

export interface SanitizedMail {
  /** Safe HTML for the body of the mail document (no scripts, no handlers, no forms). */
  html: string;
  /** How many remote images were held back (0 when they are allowed or there are none). */
  blockedImages: number;
}

/** Strips what a style sheet or style attribute could fetch (imports always, remote urls until allowed). */
export const cleanCss = cleanMailCss;

/**
 * Message bodies are untrusted HTML. DOMPurify drops scripts, event handlers, `javascript:` URLs,
 * forms and embedded documents; links open in a new tab without an opener; and, until the user
 * allows them, remote images are held back (they are trackers as often as pictures) and counted.
 * The rule set is the domain's (`MAIL_SANITIZE_OPTIONS`, `applyMailElementRules`), the same the server
 * applies before it stores a body. The result is still rendered only inside a sandboxed iframe with a
 * restrictive CSP (see mail-document).
 */
export function sanitizeMail(
  html: string,
  { allowRemoteImages }: { allowRemoteImages: boolean },
): SanitizedMail {
  const purify = DOMPurify(window);
  let blockedImages = 0;

  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) {
      node.textContent = cleanMailCss(node.textContent, { allowRemoteImages });
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    blockedImages += applyMailElementRules(node, { allowRemoteImages });
  });

  const clean = purify.sanitize(html, {
    ...MAIL_SANITIZE_OPTIONS,
    FORBID_TAGS: [...MAIL_SANITIZE_OPTIONS.FORBID_TAGS],
    FORBID_ATTR: [...MAIL_SANITIZE_OPTIONS.FORBID_ATTR],
    ADD_ATTR: [...MAIL_SANITIZE_OPTIONS.ADD_ATTR],
    ADD_TAGS: [...MAIL_SANITIZE_OPTIONS.ADD_TAGS],
  });
  purify.removeAllHooks();
  return { html: clean, blockedImages };
}
