/**
 * The rule set for untrusted HTML mail, shared by the client (which sanitises before rendering) and the server
 * (which sanitises before it stores or serves a body). Both apply it with DOMPurify; this module holds only
 * the configuration and the attribute rules, written against a minimal element interface so it stays pure.
 */

import { IMAGE_PROXY_PATH } from './proxied-image-url.js';

/** DOMPurify options: the HTML profile without forms, embedded documents, media or document-level tags. */
export const MAIL_SANITIZE_OPTIONS = {
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
  // Style sheets stay (mail layouts need them); cleanMailCss strips what they could fetch.
  ADD_TAGS: ['style'],
  FORCE_BODY: true,
} as const;

/** The image proxy's address prefix, as a pattern (`/image-proxy?`). */
const PROXIED = `${IMAGE_PROXY_PATH.replace(/[/?]/g, '\\$&')}\\?`;
/** A remote address, or the server's image proxy address standing in for one (both load a remote picture). */
const REMOTE = new RegExp(`^\\s*(?:(?:https?:)?//|${PROXIED})`, 'i');
const REMOTE_ANYWHERE = new RegExp(`(?:https?:)?//|${PROXIED}`, 'i');
/** `url(...)` in CSS that is not an embedded image (`data:`, `cid:`). */
const REMOTE_CSS_URL = /url\(\s*(?!['"]?\s*(?:data:|cid:))[^)]*\)/gi;
/** `@import` pulls a remote style sheet: never kept. */
const CSS_IMPORT = /@import[^;]*;?/gi;

/** Attributes that load something remote besides `src`. */
export const REMOTE_MAIL_ATTRIBUTES = ['srcset', 'background', 'poster'] as const;

export interface MailSanitizeOptions {
  /** Keep remote images (the user allowed them, or the server stores the body for later rendering). */
  allowRemoteImages: boolean;
}

/** Strips what a style sheet or style attribute could fetch (imports always, remote urls until allowed). */
export function cleanMailCss(css: string, { allowRemoteImages }: MailSanitizeOptions): string {
  const withoutImports = css.replace(CSS_IMPORT, '');
  return allowRemoteImages ? withoutImports : withoutImports.replace(REMOTE_CSS_URL, 'none');
}

/** The part of a DOM element the attribute rules touch. */
export interface MailElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * The rules DOMPurify's `afterSanitizeAttributes` hook applies to each element: links open in a new tab
 * without an opener, images send no referrer, inline styles lose what they could fetch, and (unless allowed)
 * remote images are held back as `data-blocked-src`. Returns how many remote images this element held back.
 */
export function applyMailElementRules(node: MailElement, options: MailSanitizeOptions): number {
  let blocked = 0;
  if (node.tagName === 'A') {
    const href = node.getAttribute('href');
    if (href && !href.startsWith('#')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
  if (node.tagName === 'IMG') node.setAttribute('referrerpolicy', 'no-referrer');
  const style = node.getAttribute('style');
  if (style) node.setAttribute('style', cleanMailCss(style, options));
  if (options.allowRemoteImages) return 0;
  const src = node.getAttribute('src');
  if (src && REMOTE.test(src) && (node.tagName === 'IMG' || node.tagName === 'IMAGE')) {
    node.removeAttribute('src');
    node.setAttribute('data-blocked-src', src);
    blocked += 1;
  }
  for (const attribute of REMOTE_MAIL_ATTRIBUTES) {
    const value = node.getAttribute(attribute);
    if (value && REMOTE_ANYWHERE.test(value)) {
      node.removeAttribute(attribute);
      if (node.tagName === 'IMG' && attribute === 'srcset' && !src) blocked += 1;
    }
  }
  return blocked;
}
