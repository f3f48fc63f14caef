import { describe, expect, it } from 'vitest';
import { mailCsp, mailDocument } from './mail-document';

const style = {
  color: '#111',
  linkColor: '#00f',
  fontFamily: 'system-ui',
  fontSize: '14px',
  lineHeight: '1.4',
};

const imageProxy = 'https://app.example/image-proxy';

describe('mailCsp', () => {
  it('allows no script, frame, form target or remote fetch, only inline styles and embedded images', () => {
    const csp = mailCsp({ allowRemoteImages: false, imageProxy });
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).toContain('img-src data: cid:;');
    expect(csp).not.toMatch(/https?:/);
  });

  it('adds the image proxy, and no remote host, once the user allowed images', () => {
    const csp = mailCsp({ allowRemoteImages: true, imageProxy });
    expect(csp).toContain('img-src data: cid: https://app.example/image-proxy;');
    expect(csp).not.toMatch(/img-src[^;]*(?:https?:(?!\/\/app\.example\/image-proxy)|\*|'self')/);
    expect(csp).toContain("script-src 'none'");
  });

  it("allows the app's own attachment links (a message's inline images) and no other address", () => {
    const csp = mailCsp({
      allowRemoteImages: false,
      imageProxy: 'https://mail.example/image-proxy',
      attachmentsBase: 'https://mail.example/files/attachments/',
    });
    expect(csp).toContain('img-src data: cid: https://mail.example/files/attachments/;');
    expect(csp).not.toMatch(/https?: /);
  });
});

describe('mailDocument', () => {
  it('puts the CSP and a no-referrer policy before the body', () => {
    const doc = mailDocument('<p>Hi</p>', style, { allowRemoteImages: false, imageProxy });
    const head = doc.slice(0, doc.indexOf('<body>'));
    expect(head).toContain('http-equiv="Content-Security-Policy"');
    expect(head).toContain('name="referrer" content="no-referrer"');
    expect(doc).toContain('<body><p>Hi</p></body>');
  });
});
