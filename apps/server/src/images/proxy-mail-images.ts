import { type CSSToken, TokenType, tokenize } from '@csstools/css-tokenizer';
import { IMAGE_PROXY_PATH } from '@switchboard/domain';
import { mailWindow } from '../mail/sanitize-html.js';
import { isSignedImageUrl, proxiedImageUrl } from './image-proxy.js';

/**
 * Remote images of a message body, served through the image proxy. The server stores a mail body as it
 * came (sanitised, remote addresses kept) and rewrites it each time it answers it (`messageViews`): every
 * remote `<img src>`, `srcset` candidate, `background` attribute and CSS `url(…)` (in style attributes and
 * `<style>` sheets, found by a CSS tokenizer, so escapes such as `u\72 l(` are read as the browser reads
 * them) becomes a signed same-origin `/image-proxy` address. The browser never sees the remote address: the
 * app's Content-Security-Policy allows images only from its own origin, and the mail frame's only from the
 * proxy. Anything not rewritten (an odd spelling the tokenizer does not read as a URL) simply never loads.
 */
export function proxyMailImages(html: string, key: Uint8Array): string {
  // Nothing that can name a remote host (`//`, or a CSS escape that could spell one) where a picture loads
  // from (an image, a background attribute, a style): as stored, without parsing.
  if ((!html.includes('//') && !html.includes('\\')) || !MAY_LOAD_PICTURE.test(html)) return html;
  const template = mailWindow().document.createElement('template');
  template.innerHTML = html;
  const proxy = (raw: string) => {
    const url = remoteImageAddress(raw);
    return url ? proxiedImageUrl(key, url) : null;
  };
  let changed = false;
  const set = (element: Element, name: string, value: string) => {
    if (element.getAttribute(name) === value) return;
    element.setAttribute(name, value);
    changed = true;
  };
  for (const element of template.content.querySelectorAll('img[src], img[srcset], [background], [style]')) {
    const src = element.tagName === 'IMG' ? element.getAttribute('src') : null;
    const proxied = src === null ? null : proxy(src);
    if (proxied) set(element, 'src', proxied);
    const srcset = element.tagName === 'IMG' ? element.getAttribute('srcset') : null;
    if (srcset !== null) set(element, 'srcset', proxySrcset(srcset, proxy));
    const background = element.getAttribute('background');
    const backgroundProxied = background === null ? null : proxy(background);
    if (backgroundProxied) set(element, 'background', backgroundProxied);
    const style = element.getAttribute('style');
    if (style !== null) set(element, 'style', proxyCssUrls(style, proxy));
  }
  for (const sheet of template.content.querySelectorAll('style')) {
    const css = sheet.textContent ?? '';
    const proxied = proxyCssUrls(css, proxy);
    if (proxied !== css) {
      sheet.textContent = proxied;
      changed = true;
    }
  }
  return changed ? template.innerHTML : html;
}

const REMOTE = /^(?:https?:)?\/\//i;
const MAY_LOAD_PICTURE = /<img|background|style/i;

/** The absolute http(s) address a mail names for an image, or null (`data:`, `cid:`, relative, other schemes). */
function remoteImageAddress(raw: string): string | null {
  const value = raw.trim();
  if (!REMOTE.test(value)) return null;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Rewrites the `url(…)` of a style sheet or style attribute, leaving every other character as written: a
 * `url-token` (unquoted, escapes resolved) or a `url(` function with a string.
 */
export function proxyCssUrls(css: string, proxy: (url: string) => string | null): string {
  const tokens = tokenize({ css });
  const edits: { start: number; end: number; text: string }[] = [];
  tokens.forEach((token: CSSToken, index) => {
    if (token[0] === TokenType.URL) {
      const proxied = proxy(token[4].value);
      if (proxied) edits.push({ start: token[2], end: token[3], text: `url("${proxied}")` });
      return;
    }
    if (token[0] !== TokenType.Function || token[4].value.toLowerCase() !== 'url') return;
    let next = index + 1;
    while (tokens[next]?.[0] === TokenType.Whitespace) next += 1;
    const argument = tokens[next];
    if (argument?.[0] !== TokenType.String) return;
    const proxied = proxy(argument[4].value);
    if (proxied) edits.push({ start: argument[2], end: argument[3], text: `"${proxied}"` });
  });
  let out = css;
  for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end + 1);
  return out;
}

/** Rewrites each candidate URL of a `srcset` (the HTML parsing rules: a URL runs to whitespace). */
export function proxySrcset(srcset: string, proxy: (url: string) => string | null): string {
  const candidates: string[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at] as string)) at += 1;
    if (at >= srcset.length) break;
    const start = at;
    while (at < srcset.length && !/\s/.test(srcset[at] as string)) at += 1;
    let url = srcset.slice(start, at);
    let descriptors = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const from = at;
      let depth = 0;
      while (at < srcset.length && (depth > 0 || srcset[at] !== ',')) {
        if (srcset[at] === '(') depth += 1;
        else if (srcset[at] === ')') depth = Math.max(0, depth - 1);
        at += 1;
      }
      descriptors = srcset.slice(from, at).trim();
    }
    const address = proxy(url) ?? url;
    candidates.push(descriptors ? `${address} ${descriptors}` : address);
  }
  return candidates.join(', ');
}

/** A proxy address as `proxiedImageUrl` writes it (the `&` possibly as `&amp;` in serialised HTML). */
const PROXIED_ADDRESS = new RegExp(
  `${IMAGE_PROXY_PATH.replace(/[/?]/g, '\\$&')}\\?url=([A-Za-z0-9%._~-]+)&(?:amp;)?sig=([A-Za-z0-9_-]+)`,
  'g',
);

/**
 * The reverse, for a body the user sends back (a resent or cancelled message of their own, as the app showed
 * it): each proxy address this server signed becomes the remote address it stands for again, so mail leaves
 * with the pictures' own addresses. A signature that does not match is left as it is.
 */
export function restoreProxiedImages(html: string, key: Uint8Array): string {
  if (!html.includes(`${IMAGE_PROXY_PATH}?`)) return html;
  return html.replace(PROXIED_ADDRESS, (whole, encoded: string, sig: string) => {
    let url: string;
    try {
      url = decodeURIComponent(encoded);
    } catch {
      return whole;
    }
    return isSignedImageUrl(key, url, sig) ? url : whole;
  });
}
