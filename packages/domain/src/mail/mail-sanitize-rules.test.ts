import { describe, expect, it } from 'vitest';
import { applyMailElementRules, cleanMailCss, MAIL_SANITIZE_OPTIONS } from './mail-sanitize-rules.js';

function element(tagName: string, attributes: Record<string, string>) {
  const attrs = new Map(Object.entries(attributes));
  return {
    tagName,
    attrs,
    getAttribute: (name: string) => attrs.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attrs.set(name, value),
    removeAttribute: (name: string) => void attrs.delete(name),
  };
}

describe('mail sanitising rules', () => {
  it('forbids forms and embedded documents', () => {
    expect(MAIL_SANITIZE_OPTIONS.FORBID_TAGS).toEqual(
      expect.arrayContaining(['form', 'iframe', 'object', 'base']),
    );
  });

  it('drops @import always and remote url() until remote images are allowed', () => {
    const css = '@import url(https://x.example/a.css); body { background: url(https://t.example/p.gif) }';
    expect(cleanMailCss(css, { allowRemoteImages: false })).toBe(' body { background: none }');
    expect(cleanMailCss(css, { allowRemoteImages: true })).toBe(
      ' body { background: url(https://t.example/p.gif) }',
    );
    expect(cleanMailCss('a { background: url(cid:logo) }', { allowRemoteImages: false })).toContain(
      'cid:logo',
    );
  });

  it('holds back a remote image and counts it; keeps an embedded one', () => {
    const remote = element('IMG', { src: 'https://t.example/p.gif' });
    expect(applyMailElementRules(remote, { allowRemoteImages: false })).toBe(1);
    expect(remote.attrs.get('src')).toBeUndefined();
    expect(remote.attrs.get('data-blocked-src')).toBe('https://t.example/p.gif');
    expect(remote.attrs.get('referrerpolicy')).toBe('no-referrer');
    const inline = element('IMG', { src: 'data:image/png;base64,AAAA' });
    expect(applyMailElementRules(inline, { allowRemoteImages: false })).toBe(0);
    expect(inline.attrs.get('src')).toBe('data:image/png;base64,AAAA');
  });

  it('keeps remote images when allowed, and counts a srcset-only image', () => {
    const allowed = element('IMG', { src: 'https://t.example/p.gif' });
    expect(applyMailElementRules(allowed, { allowRemoteImages: true })).toBe(0);
    expect(allowed.attrs.get('src')).toBe('https://t.example/p.gif');
    const srcset = element('IMG', { srcset: 'https://t.example/a.png 2x' });
    expect(applyMailElementRules(srcset, { allowRemoteImages: false })).toBe(1);
    const table = element('TD', { background: '//t.example/bg.png', style: 'color: red' });
    expect(applyMailElementRules(table, { allowRemoteImages: false })).toBe(0);
    expect(table.attrs.has('background')).toBe(false);
  });

  it('holds back the image proxy addresses the server serves in place of remote images, as remote ones', () => {
    const proxied = '/image-proxy?url=https%3A%2F%2Ft.example%2Fp.gif&sig=abc';
    const image = element('IMG', { src: proxied, srcset: `${proxied} 2x` });
    expect(applyMailElementRules(image, { allowRemoteImages: false })).toBe(1);
    expect(image.attrs.get('src')).toBeUndefined();
    expect(image.attrs.has('srcset')).toBe(false);
    expect(image.attrs.get('data-blocked-src')).toBe(proxied);
    const spaced = element('IMG', { src: ' https://t.example/p.gif' });
    expect(applyMailElementRules(spaced, { allowRemoteImages: false })).toBe(1);
    const cell = element('TD', { background: proxied });
    applyMailElementRules(cell, { allowRemoteImages: false });
    expect(cell.attrs.has('background')).toBe(false);
    const shown = element('IMG', { src: proxied });
    expect(applyMailElementRules(shown, { allowRemoteImages: true })).toBe(0);
    expect(shown.attrs.get('src')).toBe(proxied);
  });

  it('opens links in a new tab without an opener, except in-page anchors', () => {
    const link = element('A', { href: 'https://acme.example' });
    applyMailElementRules(link, { allowRemoteImages: false });
    expect(link.attrs.get('target')).toBe('_blank');
    expect(link.attrs.get('rel')).toBe('noopener noreferrer');
    const anchor = element('A', { href: '#top' });
    applyMailElementRules(anchor, { allowRemoteImages: false });
    expect(anchor.attrs.has('target')).toBe(false);
  });
});
