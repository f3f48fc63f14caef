import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-url';

const origin = 'http://localhost:3000';

describe('safeHref', () => {
  it('keeps same-origin paths relative', () => {
    expect(safeHref('/files/attachments/a1/report.pdf?sig=abc', origin)).toBe(
      '/files/attachments/a1/report.pdf?sig=abc',
    );
    expect(safeHref('http://localhost:3000/files/x', origin)).toBe('/files/x');
  });

  it('keeps other http(s) URLs whole', () => {
    expect(safeHref('https://cdn.example/file.pdf', origin)).toBe('https://cdn.example/file.pdf');
  });

  it('refuses script, data and other schemes', () => {
    expect(safeHref('javascript:alert(1)', origin)).toBeNull();
    expect(safeHref('JaVaScRiPt:alert(1)', origin)).toBeNull();
    expect(safeHref('data:text/html,<script>alert(1)</script>', origin)).toBeNull();
    expect(safeHref('file:///etc/passwd', origin)).toBeNull();
  });
});
