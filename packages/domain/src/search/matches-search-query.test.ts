import { describe, expect, it } from 'vitest';
import {
  matchesSearchQuery,
  type SearchableThread,
  type SearchMatchContext,
} from './matches-search-query.js';
import { parseSearchQuery } from './parse-search-query.js';

const ctx: SearchMatchContext = { now: new Date('2026-03-10T12:00:00Z'), selfEmail: 'alice@acme.example' };

const thread = (overrides: Partial<SearchableThread> = {}): SearchableThread => ({
  from: [{ name: 'Bob Stone', email: 'bob@acme.example' }],
  to: [{ name: 'Alice Doe', email: 'alice@acme.example' }],
  cc: [{ email: 'carol@acme.example' }],
  bcc: [],
  subject: 'Quarterly report',
  text: 'Please find the party budget attached.',
  shared_note: '',
  labels: ['Finance', 'Q1 plans'],
  channels: ['Sales team'],
  category: 'primary',
  attachments: [{ name: 'Budget.PDF', mime_type: 'application/pdf' }],
  is_unread: true,
  is_starred: false,
  is_sent: false,
  in_inbox: true,
  is_snoozed: false,
  is_trashed: false,
  is_spam: false,
  is_scheduled: false,
  has_comment: false,
  date: '2026-03-08T09:00:00Z',
  assignee: null,
  status: null,
  due_date: null,
  ...overrides,
});

const matches = (input: string, t: SearchableThread = thread(), context: SearchMatchContext = ctx) => {
  const result = parseSearchQuery(input);
  if (!result.ok) throw new Error(result.error.message);
  return matchesSearchQuery(result.query, t, context);
};

describe('matchesSearchQuery: "Matching is case-insensitive"', () => {
  it('matches the empty query against everything', () => {
    expect(matches('')).toBe(true);
  });

  it('finds plain words as substrings of subject, text, note, people and attachment names', () => {
    expect(matches('QUARTER')).toBe(true);
    expect(matches('budget')).toBe(true);
    expect(matches('stone')).toBe(true);
    expect(matches('carol@')).toBe(true);
    expect(matches('budget.pdf')).toBe(true);
    expect(matches('note', thread({ shared_note: 'Shared NOTE here' }))).toBe(true);
    expect(matches('nowhere')).toBe(false);
  });

  it('finds a quoted phrase only as whole words', () => {
    expect(matches('"party budget"')).toBe(true);
    expect(matches('"PARTY   budget"')).toBe(true);
    expect(matches('"art"')).toBe(false);
    expect(matches('art')).toBe(true);
    expect(matches('"budget."')).toBe(true);
    expect(matches('"   "')).toBe(true);
  });

  it('combines terms with AND, OR and negation', () => {
    expect(matches('budget nowhere')).toBe(false);
    expect(matches('budget OR nowhere')).toBe(true);
    expect(matches('-nowhere')).toBe(true);
    expect(matches('-(budget OR nowhere)')).toBe(false);
  });
});

describe('matchesSearchQuery: people', () => {
  it('"from:alice matches name or address"', () => {
    expect(matches('from:bob')).toBe(true);
    expect(matches('from:STONE')).toBe(true);
    expect(matches('from:alice')).toBe(false);
    expect(matches('to:"alice doe"')).toBe(true);
    expect(matches('cc:carol')).toBe(true);
    expect(matches('bcc:carol')).toBe(false);
  });

  it('reads me as the signed-in address', () => {
    expect(matches('to:me')).toBe(true);
    expect(matches('from:me')).toBe(false);
    expect(matches('from:ME', thread({ from: [{ email: 'Alice@acme.example' }] }))).toBe(true);
  });

  it('matches assignee: by name, address or me, and never an unassigned thread', () => {
    const assigned = thread({ assignee: { name: 'Dave Hill', email: 'dave@acme.example' } });
    expect(matches('assignee:hill', assigned)).toBe(true);
    expect(matches('assignee:dave@', assigned)).toBe(true);
    expect(matches('assignee:me', assigned)).toBe(false);
    expect(matches('assignee:me', thread({ assignee: { email: 'alice@acme.example' } }))).toBe(true);
    expect(matches('assignee:dave')).toBe(false);
  });
});

describe('matchesSearchQuery: content filters', () => {
  it('matches subject: and shared-note: as substrings', () => {
    expect(matches('subject:report')).toBe(true);
    expect(matches('subject:budget')).toBe(false);
    expect(matches('shared-note:call', thread({ shared_note: 'Call them Monday' }))).toBe(true);
    expect(matches('shared-note:call')).toBe(false);
  });

  it('matches label: and channel: to a whole name, case-insensitively', () => {
    expect(matches('label:finance')).toBe(true);
    expect(matches('label:"q1 plans"')).toBe(true);
    expect(matches('label:fin')).toBe(false);
    expect(matches('channel:"sales TEAM"')).toBe(true);
    expect(matches('channel:sales')).toBe(false);
  });

  it('"filename:pdf matches extension or name"', () => {
    expect(matches('filename:pdf')).toBe(true);
    expect(matches('filename:budget')).toBe(true);
    expect(matches('filename:docx')).toBe(false);
  });

  it('matches category: by equality', () => {
    expect(matches('category:primary')).toBe(true);
    expect(matches('category:social')).toBe(false);
  });
});

describe('matchesSearchQuery: is:, in: and has:', () => {
  const cases: [string, Partial<SearchableThread>][] = [
    ['read', { is_unread: false }],
    ['unread', { is_unread: true }],
    ['starred', { is_starred: true }],
    ['sent', { is_sent: true }],
    ['inbox', { in_inbox: true }],
    ['snoozed', { is_snoozed: true }],
    ['trash', { is_trashed: true }],
    ['spam', { is_spam: true }],
    ['scheduled', { is_scheduled: true }],
  ];
  const none: Partial<SearchableThread> = {
    is_unread: true,
    is_starred: false,
    is_sent: false,
    in_inbox: false,
    is_snoozed: false,
    is_trashed: false,
    is_spam: false,
    is_scheduled: false,
  };

  it.each(cases)('is:%s and in:%s follow the flag', (value, flags) => {
    expect(matches(`is:${value}`, thread({ ...none, ...flags }))).toBe(true);
    expect(matches(`in:${value}`, thread({ ...none, ...flags }))).toBe(true);
    const opposite =
      value === 'read' ? { is_unread: true } : value === 'unread' ? { is_unread: false } : none;
    expect(matches(`is:${value}`, thread({ ...none, ...opposite }))).toBe(false);
  });

  it('is:assigned and is:unassigned test the assignee', () => {
    const assigned = thread({ assignee: { email: 'dave@acme.example' } });
    expect(matches('is:assigned', assigned)).toBe(true);
    expect(matches('is:unassigned', assigned)).toBe(false);
    expect(matches('is:unassigned', thread({ assignee: undefined }))).toBe(true);
  });

  it('has:attachment, image (image/* mime), shared-note, channel, comment', () => {
    const bare = thread({ attachments: [], channels: [], shared_note: '  ', has_comment: false });
    for (const value of ['attachment', 'image', 'shared-note', 'channel', 'comment']) {
      expect(matches(`has:${value}`, bare)).toBe(false);
    }
    expect(matches('has:attachment')).toBe(true);
    expect(matches('has:image')).toBe(false);
    expect(matches('has:image', thread({ attachments: [{ name: 'x', mime_type: 'IMAGE/png' }] }))).toBe(true);
    expect(matches('has:shared-note', thread({ shared_note: 'x' }))).toBe(true);
    expect(matches('has:channel')).toBe(true);
    expect(matches('has:comment', thread({ has_comment: true }))).toBe(true);
  });
});

describe('matchesSearchQuery: dates', () => {
  it('older_than:2d = last activity before now minus 2 days; newer_than is the complement', () => {
    expect(matches('older_than:2d', thread({ date: '2026-03-08T11:59:59Z' }))).toBe(true);
    expect(matches('older_than:2d', thread({ date: '2026-03-08T12:00:00Z' }))).toBe(false);
    expect(matches('newer_than:2d', thread({ date: '2026-03-08T12:00:00Z' }))).toBe(true);
    expect(matches('newer_than:1m', thread({ date: '2026-02-10T12:00:00Z' }))).toBe(true);
    expect(matches('newer_than:1m', thread({ date: '2026-02-10T11:00:00Z' }))).toBe(false);
    expect(matches('older_than:1y', thread({ date: '2025-03-09T00:00:00Z' }))).toBe(true);
  });

  it('before:2026/03/08 = before that day starts (UTC by default); after: includes the day', () => {
    expect(matches('before:2026/03/08', thread({ date: '2026-03-07T23:59:59Z' }))).toBe(true);
    expect(matches('before:2026/03/08', thread({ date: '2026-03-08T00:00:00Z' }))).toBe(false);
    expect(matches('older:2026/03/08', thread({ date: '2026-03-07T23:59:59Z' }))).toBe(true);
    expect(matches('after:2026/03/08', thread({ date: '2026-03-08T00:00:00Z' }))).toBe(true);
    expect(matches('newer:2026/03/08', thread({ date: '2026-03-07T23:59:59Z' }))).toBe(false);
  });

  it('starts the day in the context time zone when one is given', () => {
    const paris = { ...ctx, timeZone: 'Europe/Paris' };
    // 2026-03-07T23:30Z is already March 8 in Paris (UTC+1).
    expect(matches('after:2026/03/08', thread({ date: '2026-03-07T23:30:00Z' }), paris)).toBe(true);
    expect(matches('after:2026/03/08', thread({ date: '2026-03-07T23:30:00Z' }))).toBe(false);
  });

  it('matches no date filter on an unparseable date', () => {
    for (const input of ['older_than:1d', 'newer_than:1d', 'before:2030/01/01', 'after:1970/01/01']) {
      expect(matches(input, thread({ date: 'not a date' }))).toBe(false);
    }
  });
});

describe('matchesSearchQuery: team operators', () => {
  it('status:none = no status, status:x = that status', () => {
    expect(matches('status:none')).toBe(true);
    expect(matches('status:none', thread({ status: 'review' }))).toBe(false);
    expect(matches('status:review', thread({ status: 'review' }))).toBe(true);
    expect(matches('status:closed', thread({ status: 'review' }))).toBe(false);
  });

  it('due:overdue is before today, due:today is today, due:week is today to today + 6 days', () => {
    // now is 2026-03-10
    expect(matches('due:overdue', thread({ due_date: '2026-03-09' }))).toBe(true);
    expect(matches('due:overdue', thread({ due_date: '2026-03-10' }))).toBe(false);
    expect(matches('due:today', thread({ due_date: '2026-03-10' }))).toBe(true);
    expect(matches('due:today', thread({ due_date: '2026-03-11T00:00:00Z' }))).toBe(false);
    expect(matches('due:week', thread({ due_date: '2026-03-10' }))).toBe(true);
    expect(matches('due:week', thread({ due_date: '2026-03-16' }))).toBe(true);
    expect(matches('due:week', thread({ due_date: '2026-03-17' }))).toBe(false);
    expect(matches('due:week', thread({ due_date: '2026-03-09' }))).toBe(false);
    expect(matches('due:2026/03/16', thread({ due_date: '2026-03-16' }))).toBe(true);
    expect(matches('due:2026/03/15', thread({ due_date: '2026-03-16' }))).toBe(false);
  });

  it('never matches due: on a thread without a due date', () => {
    for (const value of ['overdue', 'today', 'week', '2026/03/10'])
      expect(matches(`due:${value}`)).toBe(false);
  });

  it('takes "today" in the context time zone', () => {
    const tokyo = { ...ctx, now: new Date('2026-03-10T20:00:00Z'), timeZone: 'Asia/Tokyo' };
    expect(matches('due:today', thread({ due_date: '2026-03-11' }), tokyo)).toBe(true);
  });
});
