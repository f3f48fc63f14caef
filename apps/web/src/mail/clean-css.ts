/**
 * Style cleaning for untrusted mail, done by the browser's own CSS parser (CSSOM), not by patterns on
 * the source text: escapes (`u\72 l(`, `@\69mport`), comments and odd spacing are resolved by the very
 * parser that would fetch, so what is checked is what would load.
 *
 * What survives:
 * - no `@import`, `@font-face` or any at-rule that is not a plain grouping (`@media`, `@supports`);
 * - no custom properties or `var()` (a `--x: url(...)` would load wherever `var(--x)` is used);
 * - no declaration that loads anything (`url()`, `image-set()`, `image()`, `cross-fade()`, `element()`,
 *   `src()`), except, once the user allowed images, `url()`s of the server's image proxy in image
 *   properties (backgrounds, list markers, border images): the server answers every remote picture of a
 *   body as such an address, so a remote address itself never stays. Embedded `data:` / `cid:` images stay
 *   in image properties.
 */

import { isProxiedImageUrl } from '@switchboard/domain';

export interface CleanCssOptions {
  allowRemoteImages: boolean;
}

/** Properties whose `url()` can only paint an image (never a font, filter, mask, cursor or SVG document). */
const IMAGE_PROPERTIES = new Set([
  'background',
  'background-image',
  'list-style',
  'list-style-image',
  'border-image',
  'border-image-source',
]);

/** Functions that make the browser fetch something. */
const LOADING_FUNCTION =
  /(?:^|[^a-z0-9_-])(?:url|image-set|-webkit-image-set|image|cross-fade|-webkit-cross-fade|element|-moz-element|src)\(/i;

/** A `url("...")` as the CSSOM serialises it (always double-quoted, with `\"` and `\\` escaped). */
const SERIALISED_URL = /url\("((?:[^"\\]|\\.)*)"\)/gi;

const LOCAL_URL = /^(?:data:image\/|cid:)/i;

function unescapeCssString(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/** Whether a declaration (as parsed by the browser) may stay. */
export function isDeclarationAllowed(property: string, value: string, options: CleanCssOptions): boolean {
  // Custom properties and var() are unchecked token soup until used: neither is kept.
  // A longhand of a shorthand written with var() reads '' (its value is pending substitution).
  if (property.startsWith('--') || value.trim() === '' || /var\(/i.test(value)) return false;
  if (property === 'behavior' || property === '-moz-binding') return false;
  if (!LOADING_FUNCTION.test(value)) return true;
  if (!IMAGE_PROPERTIES.has(property)) return false;
  // Only url()s may remain: strip them and the value must load nothing else.
  const urls: string[] = [];
  const rest = value.replace(SERIALISED_URL, (_, raw: string) => {
    urls.push(unescapeCssString(raw));
    return 'none';
  });
  if (LOADING_FUNCTION.test(rest)) return false;
  return urls.every((url) => LOCAL_URL.test(url) || (options.allowRemoteImages && isProxiedImageUrl(url)));
}

/** Removes every declaration of a style block that may not stay; answers whether anything is left. */
export function cleanDeclarations(style: CSSStyleDeclaration, options: CleanCssOptions): boolean {
  const properties: string[] = [];
  for (let index = 0; index < style.length; index += 1) properties.push(style.item(index));
  for (const property of properties) {
    if (!isDeclarationAllowed(property, style.getPropertyValue(property), options)) {
      style.removeProperty(property);
    }
  }
  return style.length > 0;
}

function cleanRules(rules: CSSRuleList, options: CleanCssOptions): string[] {
  const out: string[] = [];
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      if (cleanDeclarations(rule.style, options)) out.push(rule.cssText);
    } else if (rule instanceof CSSMediaRule) {
      const inner = cleanRules(rule.cssRules, options);
      if (inner.length > 0) out.push(`@media ${rule.conditionText} { ${inner.join(' ')} }`);
    } else if (rule instanceof CSSSupportsRule) {
      const inner = cleanRules(rule.cssRules, options);
      if (inner.length > 0) out.push(`@supports ${rule.conditionText} { ${inner.join(' ')} }`);
    }
    // Anything else (@import, @font-face, @keyframes, @namespace, @page, @layer, @property...) is dropped.
  }
  return out;
}

/** Cleans a style sheet (the text of a `<style>` element). */
export function cleanStyleSheet(css: string, options: CleanCssOptions): string {
  const sheet = new CSSStyleSheet();
  // replaceSync never loads @import rules (it drops them), and parses like the renderer will.
  sheet.replaceSync(css);
  return cleanRules(sheet.cssRules, options).join('\n');
}

/** Cleans an inline `style` attribute, parsed on the element it belongs to. */
export function cleanStyleAttribute(element: HTMLElement | SVGElement, options: CleanCssOptions): void {
  if (!cleanDeclarations(element.style, options)) element.removeAttribute('style');
}
