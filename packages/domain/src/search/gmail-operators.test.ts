import { describe, expect, it } from 'vitest';
import { searchTexts } from '../texts/search-texts.js';
import { completeSearchInput } from './complete-search-input.js';
import { formatSearchQuery } from './format-search-query.js';
import {
  matchesSearchQuery,
  type SearchableThread,
  type SearchMatchContext,
} from './matches-search-query.js';
import { parseSearchQuery } from './parse-search-query.js';
import type { SearchQuery } from './search-query.js';
import { isWizardSearchable } from './validate-search-input.js';

// Every case cites Gmail's operator help page, support.google.com/mail/answer/7190 ("7190" below).

const ctx: SearchMatchContext = { now: new Date('2026-03-10T12:00:00Z'), selfEmail: 'alice@acme.example' };

const thread = (overrides: Partial<SearchableThread> = {}): SearchableThread => ({
  from: [{ name: 'Info desk', email: 'info@example.com' }],
  to: [{ name: 'Alice Doe', email: 'alice@acme.example' }],
  cc: [{ email: 'carol@acme.example' }],
  bcc: [{ email: 'dan@acme.example' }],
  subject: 'Plans for the summer',
  text: 'The holiday starts in June; we take our vacation in July. Holidays are short.',
  shared_note: '',
  labels: [],
  channels: [],
  lists: ['Team news <info.example.com>'],
  category: 'primary',
  attachments: [],
  is_unread: false,
  is_starred: false,
  is_sent: false,
  in_inbox: true,
  is_snoozed: false,
  is_trashed: false,
  is_spam: false,
  is_scheduled: false,
  has_comment: false,
  date: '2026-03-08T09:00:00Z',
  ...overrides,
});

const parsed = (input: string): SearchQuery => {
  const result = parseSearchQuery(input);
  if (!result.ok) throw new Error(`expected ${input} to parse: ${result.error.message}`);
  return result.query;
};
const failure = (input: string) => {
  const result = parseSearchQuery(input);
  if (result.ok) throw new Error(`expected ${input} to fail`);
  return result.error;
};
const matches = (input: string, t: SearchableThread = thread()) => matchesSearchQuery(parsed(input), t, ctx);

describe('list: (7190: "Search for messages from a mailing list", list:info@example.com)', () => {
  it('parses, distributes over a group and prints back', () => {
    expect(parsed('list:info@example.com')).toEqual({
      type: 'filter',
      name: 'list',
      value: 'info@example.com',
    });
    const group = parsed('list:(info.example.com OR news.example.org)');
    expect(group).toEqual({
      type: 'or',
      terms: [
        { type: 'filter', name: 'list', value: 'info.example.com' },
        { type: 'filter', name: 'list', value: 'news.example.org' },
      ],
    });
    expect(formatSearchQuery(group)).toBe('list:(info.example.com OR news.example.org)');
    expect(parsed(formatSearchQuery(group))).toEqual(group);
  });

  it('matches a substring of a List-Id, case-insensitively, and nothing without a list', () => {
    expect(matches('list:INFO.example.com')).toBe(true);
    expect(matches('list:"team news"')).toBe(true);
    expect(matches('list:other.example.com')).toBe(false);
    expect(matches('list:info.example.com', thread({ lists: [] }))).toBe(false);
    expect(matches('list:info', thread({ lists: undefined }))).toBe(false);
    expect(matches('-list:info.example.com', thread({ lists: undefined }))).toBe(true);
  });
});

describe('deliveredto: (7190: "Search for emails delivered to a certain email address")', () => {
  it('matches any To, Cc or Bcc recipient, and me as the viewer', () => {
    expect(matches('deliveredto:alice@acme.example')).toBe(true);
    expect(matches('deliveredto:carol@')).toBe(true);
    expect(matches('deliveredto:dan@acme.example')).toBe(true);
    expect(matches('deliveredto:me')).toBe(true);
    expect(matches('deliveredto:info@example.com')).toBe(false); // the sender is not a recipient
    expect(matches('deliveredto:me', thread({ to: [] }))).toBe(false);
  });

  it('distributes over a group, prints back and completes its name', () => {
    const group = parsed('deliveredto:(carol -dan)');
    expect(formatSearchQuery(group)).toBe('deliveredto:(carol -dan)');
    expect(matches('deliveredto:(carol -dan)')).toBe(false);
    expect(matches('deliveredto:{carol -dan}')).toBe(true);
    expect(completeSearchInput('deli')).toBe('veredto:');
    expect(completeSearchInput('invoice li')).toBe('st:');
    expect(completeSearchInput('list:(a OR b')).toBeNull();
    expect(completeSearchInput('deliveredto:(a) -(li')).toBe('st:');
  });
});

describe('AROUND (7190: holiday AROUND 10 vacation, "words near each other")', () => {
  it('parses into the two words and the distance, and prints back', () => {
    const q = parsed('holiday AROUND 10 vacation');
    expect(q).toEqual({ type: 'around', left: 'holiday', right: 'vacation', distance: 10 });
    expect(formatSearchQuery(q)).toBe('holiday AROUND 10 vacation');
    const mixed = parsed('-Holiday AROUND 3 June OR subject:(plans summer)');
    expect(formatSearchQuery(mixed)).toBe('-holiday AROUND 3 june OR subject:(plans summer)');
    expect(parsed(formatSearchQuery(mixed))).toEqual(mixed);
  });

  it('counts words between the two, in either order', () => {
    // "holiday starts in june; we take our vacation": holiday is word 2, vacation word 9 (7 apart).
    expect(matches('holiday AROUND 7 vacation')).toBe(true);
    expect(matches('holiday AROUND 6 vacation')).toBe(false);
    expect(matches('vacation AROUND 7 holiday')).toBe(true);
    expect(matches('holiday AROUND 1 starts')).toBe(true);
    expect(matches('holiday AROUND 0 holiday')).toBe(false);
    expect(matches('the AROUND 1 holiday')).toBe(true);
  });

  it('compares whole words only and stays inside one field', () => {
    expect(matches('holi AROUND 5 starts')).toBe(false);
    expect(matches('holidays AROUND 2 short')).toBe(true);
    expect(matches('summer AROUND 3 holiday')).toBe(false); // subject and text are separate fields
    expect(matches('plans AROUND 3 summer')).toBe(true);
  });

  it('keeps a lone or misplaced AROUND as a word or an error', () => {
    expect(parsed('AROUND')).toEqual({ type: 'text', value: 'AROUND', exact: false });
    expect(parsed('a AROUND b')).toEqual({
      type: 'and',
      terms: ['a', 'AROUND', 'b'].map((value) => ({ type: 'text', value, exact: false })),
    });
    expect(failure('AROUND 3 vacation')).toEqual({
      message: searchTexts.searchErrorAroundWithoutWords,
      offset: 0,
    });
    expect(failure('holiday AROUND 3')).toEqual({
      message: searchTexts.searchErrorAroundWithoutWords,
      offset: 8,
    });
    expect(failure('"a b" AROUND 3 c').message).toBe(searchTexts.searchErrorAroundWithoutWords);
    expect(failure('from:a AROUND 3 c').message).toBe(searchTexts.searchErrorAroundWithoutWords);
    expect(failure('subject:(a AROUND 3 c)').message).toBe(searchTexts.searchErrorAroundInGroup('subject'));
    expect(isWizardSearchable('holiday AROUND 3 vacation')).toBe(true);
  });
});

describe('+word (7190: "Search for an exact word match", +unicorn)', () => {
  it('is the whole word, with no substring or near forms', () => {
    expect(parsed('+unicorn')).toEqual({ type: 'text', value: 'unicorn', exact: true });
    expect(matches('+holiday')).toBe(true);
    expect(matches('+holi')).toBe(false);
    expect(matches('holi')).toBe(true);
    expect(matches('+holidays')).toBe(true);
    expect(matches('+vacations')).toBe(false);
  });

  it('keeps a lone + and +name:value as plain words, and prints as the one-word phrase', () => {
    expect(parsed('+')).toEqual({ type: 'text', value: '+', exact: false });
    expect(parsed('+from:x')).toEqual({ type: 'text', value: '+from:x', exact: false });
    expect(formatSearchQuery(parsed('+unicorn -+horse'))).toBe('"unicorn" -"horse"');
  });
});
