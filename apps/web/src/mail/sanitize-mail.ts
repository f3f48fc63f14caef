import DOMPurify from 'dompurify';
import { cleanStyleAttribute, cleanStyleSheet } from './clean-css';

export interface SanitizedMail {
  /** Safe HTML for the body of the mail document (no scripts, no handlers, no forms). */
  html: string;
  /** How many remote images were held back (0 when they are allowed or there are none). */
  blockedImages: number;
}

const REMOTE = /^(?:https?:)?\/\//i;

/** Attributes that load something remote besides `src`. */
const REMOTE_ATTRIBUTES = ['srcset', 'background', 'poster'] as const;

/**
 * Message bodies are untrusted HTML. DOMPurify drops scripts, event handlers, `javascript:` URLs,
 * forms and embedded documents; links open in a new tab without an opener; and, until the user
 * allows them, remote images are held back (they are trackers as often as pictures) and counted.
 * Style sheets and style attributes are cleaned by the browser's CSS parser (clean-css).
 * The result is rendered only inside a sandboxed iframe with a restrictive CSP (see mail-document).
 */
export function sanitizeMail(
  html: string,
  { allowRemoteImages }: { allowRemoteImages: boolean },
): SanitizedMail {
  const purify = DOMPurify(window);
  let blockedImages = 0;

  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) {
      node.textContent = cleanStyleSheet(node.textContent, { allowRemoteImages });
    }
  });

  purify.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href && !href.startsWith('#')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') node.setAttribute('referrerpolicy', 'no-referrer');
    if (node.hasAttribute('style') && (node instanceof HTMLElement || node instanceof SVGElement)) {
      cleanStyleAttribute(node, { allowRemoteImages });
    }
    if (allowRemoteImages) return;
    const src = node.getAttribute('src');
    if (src && REMOTE.test(src) && (node.tagName === 'IMG' || node.tagName === 'IMAGE')) {
      node.removeAttribute('src');
      node.setAttribute('data-blocked-src', src);
      blockedImages += 1;
    }
    for (const attribute of REMOTE_ATTRIBUTES) {
      const value = node.getAttribute(attribute);
      if (value && /(?:https?:)?\/\//i.test(value)) {
        node.removeAttribute(attribute);
        if (node.tagName === 'IMG' && attribute === 'srcset' && !src) blockedImages += 1;
      }
    }
  });

  const clean = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'form',
      'input',
      'button',
      'select',
      'textarea',
      'iframe',
      'frame',
      'object',
      'embed',
      'base',
      'link',
      'meta',
      'audio',
      'video',
      'source',
      'track',
    ],
    FORBID_ATTR: ['action', 'formaction', 'ping'],
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
    // Style sheets stay (mail layouts need them); clean-css strips what they could fetch.
    ADD_TAGS: ['style'],
    FORCE_BODY: true,
  });
  purify.removeAllHooks();
  return { html: clean, blockedImages };
}
