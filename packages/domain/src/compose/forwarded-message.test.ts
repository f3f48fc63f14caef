import { describe, expect, it } from 'vitest';
import { formatForwardedPerson, forwardedHeaderLines, forwardedHeaderText } from './forwarded-message.js';

const message = {
  from: { name: 'Ada Lovelace', email: 'ada@example.com' },
  date: '2026-11-26T14:34:00.000Z',
  subject: 'Launch plan',
  to: [
    { name: 'Bob', email: 'bob@example.com' },
    { name: null, email: 'carol@example.com' },
  ],
};

describe('forwardedHeaderLines', () => {
  it('lists From, Date, Subject and To as Gmail does, the date in the given time zone', () => {
    expect(forwardedHeaderLines(message, 'UTC')).toEqual([
      { label: 'From', value: 'Ada Lovelace <ada@example.com>' },
      { label: 'Date', value: 'Thu, Nov 26, 2026 at 2:34 PM' },
      { label: 'Subject', value: 'Launch plan' },
      { label: 'To', value: 'Bob <bob@example.com>, carol@example.com' },
    ]);
    expect(forwardedHeaderLines(message, 'Europe/Berlin')[1]?.value).toBe('Thu, Nov 26, 2026 at 3:34 PM');
  });

  it('adds Cc only when there is one and names a missing subject', () => {
    const lines = forwardedHeaderLines(
      { ...message, subject: '  ', cc: [{ name: 'Dan', email: 'dan@example.com' }] },
      'UTC',
    );
    expect(lines.map((l) => l.label)).toEqual(['From', 'Date', 'Subject', 'To', 'Cc']);
    expect(lines[2]?.value).toBe('(no subject)');
    expect(lines[4]?.value).toBe('Dan <dan@example.com>');
  });

  it('writes a bare address when the name is missing or is the address', () => {
    expect(formatForwardedPerson({ name: 'ada@example.com', email: 'ada@example.com' })).toBe(
      'ada@example.com',
    );
    expect(formatForwardedPerson({ name: ' ', email: 'ada@example.com' })).toBe('ada@example.com');
  });
});

describe('forwardedHeaderText', () => {
  it('starts with the separator line, one "Label: value" line each after it', () => {
    expect(forwardedHeaderText(message, 'UTC').split('\n')).toEqual([
      '---------- Forwarded message ---------',
      'From: Ada Lovelace <ada@example.com>',
      'Date: Thu, Nov 26, 2026 at 2:34 PM',
      'Subject: Launch plan',
      'To: Bob <bob@example.com>, carol@example.com',
    ]);
  });
});
