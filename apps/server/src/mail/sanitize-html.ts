import { applyMailElementRules, cleanMailCss, MAIL_SANITIZE_OPTIONS } from '@switchboard/domain';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let window: JSDOM['window'] | undefined;
let purify: DOMPurify | undefined;

/** One jsdom window for every mail body the server parses, made on first use (it costs tens of milliseconds). */
export function mailWindow(): JSDOM['window'] {
  window ??= new JSDOM('').window;
  return window;
}

/** One DOMPurify over that window. */
function instance(): DOMPurify {
  purify ??= createDOMPurify(mailWindow() as unknown as Parameters<typeof createDOMPurify>[0]);
  return purify;
}

/**
 * Sanitises an incoming HTML body with the rule set the client uses (the domain's `MAIL_SANITIZE_OPTIONS`
 * and `applyMailElementRules`), before it is stored. Remote images are kept here: the client still holds
 * them back until the reader allows them, and applies the same rules again when it renders.
 */
export function sanitizeMailHtml(html: string): string {
  const p = instance();
  const options = { allowRemoteImages: true };
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent)
      node.textContent = cleanMailCss(node.textContent, options);
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    if ('getAttribute' in node) applyMailElementRules(node as unknown as Element, options);
  });
  try {
    return p.sanitize(html, {
      ...MAIL_SANITIZE_OPTIONS,
      FORBID_TAGS: [...MAIL_SANITIZE_OPTIONS.FORBID_TAGS],
      FORBID_ATTR: [...MAIL_SANITIZE_OPTIONS.FORBID_ATTR],
      ADD_ATTR: [...MAIL_SANITIZE_OPTIONS.ADD_ATTR],
      ADD_TAGS: [...MAIL_SANITIZE_OPTIONS.ADD_TAGS],
    });
  } finally {
    p.removeAllHooks();
  }
}
