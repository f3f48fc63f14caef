import { describe, expect, it } from 'vitest';
import {
  descriptionSnippet,
  draftSnippet,
  formatFileSize,
  formatRelativeDate,
  htmlToPlainText,
  paginationLabel,
  truncateDisplayName,
  truncateEmailLocalPart,
  truncateSearchTitle,
} from './format.js';

describe('formatFileSize', () => {
  it('size display: B, KB no decimals, MB and GB 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('2 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 1024 * 512)).toBe('5.50 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.00 GB');
    expect(formatFileSize(-5)).toBe('0 B');
  });
});

describe('names', () => {
  it('displayed names over 50 characters cut to 30 plus ellipsis', () => {
    expect(truncateDisplayName('a'.repeat(50))).toBe('a'.repeat(50));
    expect(truncateDisplayName('b'.repeat(51))).toBe(`${'b'.repeat(30)}…`);
  });
  it('email local part cut at 30', () => {
    expect(truncateEmailLocalPart(`${'x'.repeat(31)}@acme.example`)).toBe(`${'x'.repeat(30)}…@acme.example`);
    expect(truncateEmailLocalPart('bob@acme.example')).toBe('bob@acme.example');
    expect(truncateEmailLocalPart('y'.repeat(31))).toBe(`${'y'.repeat(30)}…`);
  });
  it('search title truncates at 50 characters', () => {
    expect(truncateSearchTitle('q'.repeat(51))).toBe(`${'q'.repeat(50)}…`);
    expect(truncateSearchTitle('from:bob')).toBe('from:bob');
  });
});

describe('names and snippets count and cut whole characters, not UTF-16 units', () => {
  it('an emoji counts once and is never cut in half', () => {
    expect(truncateDisplayName('😀'.repeat(50))).toBe('😀'.repeat(50));
    expect(truncateDisplayName('😀'.repeat(51))).toBe(`${'😀'.repeat(30)}…`);
    expect(truncateEmailLocalPart(`${'é'.normalize('NFD').repeat(31)}@x.y`)).toBe(
      `${'é'.normalize('NFD').repeat(30)}…@x.y`,
    );
    expect(truncateSearchTitle('🇫🇷'.repeat(51))).toBe(`${'🇫🇷'.repeat(50)}…`);
    expect(draftSnippet(`<p>${'👍🏽'.repeat(60)}</p>`)).toBe('👍🏽'.repeat(50));
    expect(descriptionSnippet('漢'.repeat(99) + '👨‍👩‍👧‍👦'.repeat(3))).toBe(`${'漢'.repeat(99)}👨‍👩‍👧‍👦`);
  });
});

describe('paginationLabel', () => {
  it("pagination label 'start - end of total' or 'of many'", () => {
    expect(paginationLabel({ start: 1, end: 25, total: 300 })).toBe('1 - 25 of 300');
    expect(paginationLabel({ start: 26, end: 50, total: null })).toBe('26 - 50 of many');
  });
});

describe('snippets', () => {
  it('draft snippet 50 characters of plain text', () => {
    expect(draftSnippet(`<p>Hello&nbsp;<b>team</b></p><p>${'z'.repeat(60)}</p>`)).toBe(
      `Hello team ${'z'.repeat(39)}`,
    );
  });
  it('description snippet 100 characters', () => {
    expect(descriptionSnippet(`<div>${'d'.repeat(120)}</div>`)).toHaveLength(100);
  });
  it('decodes common entities', () => {
    expect(htmlToPlainText('a &lt;b&gt; &quot;c&quot; &#39;d&#39; &amp; e<br>f')).toBe(
      'a <b> "c" \'d\' & e f',
    );
  });
});

describe('formatRelativeDate', () => {
  const ctx = { now: new Date('2024-05-10T15:00:00Z'), timeZone: 'Europe/Paris' };
  it('relative dates use minutes under 2 hours', () => {
    expect(formatRelativeDate('2024-05-10T14:59:40Z', ctx)).toBe('just now');
    expect(formatRelativeDate('2024-05-10T14:48:00Z', ctx)).toBe('12 min ago');
    expect(formatRelativeDate('2024-05-10T13:01:00Z', ctx)).toBe('119 min ago');
    expect(formatRelativeDate('2024-05-10T15:05:00Z', ctx)).toBe('in 5 min');
  });
  it('shows the time on the same day, in the given time zone', () => {
    expect(formatRelativeDate('2024-05-10T08:30:00Z', ctx)).toBe('10:30 AM');
    expect(formatRelativeDate('2024-05-10T08:30:00Z', { ...ctx, timeZone: 'America/New_York' })).toBe(
      '4:30 AM',
    );
  });
  it('shows the day in the same year, with the year otherwise', () => {
    expect(formatRelativeDate('2024-03-02T08:30:00Z', ctx)).toBe('Mar 2');
    expect(formatRelativeDate('2023-12-24T08:30:00Z', ctx)).toBe('Dec 24, 2023');
  });
});
