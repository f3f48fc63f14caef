import { describe, expect, it } from 'vitest';
import { IMAGE_PROXY_PATH, isProxiedImageUrl } from './proxied-image-url.js';

describe('isProxiedImageUrl', () => {
  it('knows the image proxy addresses the server signs, and nothing else', () => {
    expect(IMAGE_PROXY_PATH).toBe('/image-proxy');
    expect(isProxiedImageUrl('/image-proxy?url=https%3A%2F%2Fa.example%2Fp.png&sig=x')).toBe(true);
    expect(isProxiedImageUrl('https://a.example/image-proxy?url=x')).toBe(false);
    expect(isProxiedImageUrl('/image-proxy-other?url=x')).toBe(false);
    expect(isProxiedImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});
