import { describe, expect, it } from 'vitest';
import { cleanCss } from './sanitize-mail';

describe('cleanCss', () => {
  it('drops @import always: a style sheet must not pull another one', () => {
    expect(
      cleanCss('@import url(https://evil.example/x.css); p { color: red }', { allowRemoteImages: true }),
    ).toBe(' p { color: red }');
    expect(cleanCss("@import 'https://evil.example/x.css';", { allowRemoteImages: false })).toBe('');
  });

  it('replaces remote url()s until images are allowed, keeping embedded ones', () => {
    const css =
      'body { background: url(https://tracker.example/bg.png) } i { background: url("data:image/png;base64,AA") }';
    expect(cleanCss(css, { allowRemoteImages: false })).toBe(
      'body { background: none } i { background: url("data:image/png;base64,AA") }',
    );
    expect(cleanCss(css, { allowRemoteImages: true })).toBe(css);
  });

  it('catches quoted and protocol-relative urls', () => {
    expect(cleanCss("a { background: url( '//tracker.example/p.gif' ) }", { allowRemoteImages: false })).toBe(
      'a { background: none }',
    );
  });
});
