/**
 * Where the server's image proxy answers. A remote picture in mail (and every avatar) reaches the browser
 * only as a same-origin address under this path, which the server signs; the browser never asks the
 * picture's own host.
 */
export const IMAGE_PROXY_PATH = '/image-proxy';

/** Whether an address is an image proxy address (`/image-proxy?url=…&sig=…`), which loads a remote picture. */
export function isProxiedImageUrl(url: string): boolean {
  return url.trim().startsWith(`${IMAGE_PROXY_PATH}?`);
}
