/** `src="cid:..."` of an image in a body (either quote). */
const CID_SRC = /(\ssrc\s*=\s*)(["'])cid:([^"']+)\2/gi;

/** The content ids a body's images name with `cid:` (a message's inline images). */
export function referencedContentIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(CID_SRC)) ids.add(decodeURIComponent(match[3] ?? ''));
  return ids;
}

/**
 * The body as a reader's browser can show it: each `cid:` image the message holds points at its signed
 * download address instead; a `cid:` the message does not hold stays as it is.
 */
export function resolveContentIds(html: string, urls: ReadonlyMap<string, string>): string {
  if (urls.size === 0) return html;
  return html.replace(CID_SRC, (whole, prefix: string, quote: string, id: string) => {
    const url = urls.get(decodeURIComponent(id));
    return url ? `${prefix}${quote}${url.replace(/&/g, '&amp;')}${quote}` : whole;
  });
}
