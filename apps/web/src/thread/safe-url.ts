/**
 * A URL from the server that may go into an `href`: same-origin paths and http(s) only
 * (never `javascript:`, `data:` or the like). Returns null for anything else.
 */
export function safeHref(url: string, origin: string = window.location.origin): string | null {
  try {
    const parsed = new URL(url, origin);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.href;
  } catch {
    return null;
  }
}
