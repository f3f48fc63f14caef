import { describe, expect, it } from 'vitest';
import { isDeclarationAllowed } from './clean-css';

const proxied = '/image-proxy?url=https%3A%2F%2Fpics.example%2Fbg.png&sig=abc';

describe('isDeclarationAllowed (values as the browser serialises them)', () => {
  it('keeps a background through the image proxy only after Show images', () => {
    const value = `url("${proxied}")`;
    expect(isDeclarationAllowed('background-image', value, { allowRemoteImages: false })).toBe(false);
    expect(isDeclarationAllowed('background-image', value, { allowRemoteImages: true })).toBe(true);
    expect(isDeclarationAllowed('list-style-image', value, { allowRemoteImages: true })).toBe(true);
  });

  it('never keeps a remote address itself, even after Show images (the server proxies every one)', () => {
    const value = 'url("https://pics.example/bg.png")';
    expect(isDeclarationAllowed('background-image', value, { allowRemoteImages: true })).toBe(false);
    expect(
      isDeclarationAllowed('background', `url("//pics.example/bg.png") red`, { allowRemoteImages: true }),
    ).toBe(false);
  });

  it('keeps no proxied address outside image properties: no cursor, filter, mask or font', () => {
    const value = `url("${proxied}")`;
    for (const property of ['cursor', 'filter', 'mask-image', 'content'])
      expect(isDeclarationAllowed(property, value, { allowRemoteImages: true }), property).toBe(false);
  });

  it('keeps embedded images without consent', () => {
    expect(
      isDeclarationAllowed('background-image', 'url("data:image/png;base64,AAAA")', {
        allowRemoteImages: false,
      }),
    ).toBe(true);
  });
});
