import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseAddressList, recipientNotRecognizedMessage } from './address-list.js';

describe('parseAddressList', () => {
  it('pasted lists split on comma, semicolon and newline', () => {
    expect(parseAddressList('a@acme.example, b@acme.example;c@acme.example\nd@acme.example')).toEqual({
      valid: [
        { email: 'a@acme.example' },
        { email: 'b@acme.example' },
        { email: 'c@acme.example' },
        { email: 'd@acme.example' },
      ],
      invalid: [],
    });
  });
  it("the form 'Name <address>' is parsed", () => {
    expect(parseAddressList('Bob Smith <bob@acme.example>').valid).toEqual([
      { name: 'Bob Smith', email: 'bob@acme.example' },
    ]);
    expect(parseAddressList('<bob@acme.example>').valid).toEqual([{ email: 'bob@acme.example' }]);
  });
  it('quoted names may hold separators', () => {
    expect(parseAddressList('"Smith, Bob" <bob@acme.example>, carol@acme.example').valid).toEqual([
      { name: 'Smith, Bob', email: 'bob@acme.example' },
      { email: 'carol@acme.example' },
    ]);
  });
  it('returns the invalid rest, trimmed', () => {
    expect(parseAddressList('bob@acme.example,  not an address , Bob <nope>')).toEqual({
      valid: [{ email: 'bob@acme.example' }],
      invalid: ['not an address', 'Bob <nope>'],
    });
  });
  it('ignores empty entries', () => {
    expect(parseAddressList(' ,;\n\r\n')).toEqual({ valid: [], invalid: [] });
  });
  test.prop([fc.string()])('never throws and keeps every non-blank entry somewhere', (text) => {
    const result = parseAddressList(text);
    expect(result.valid.length + result.invalid.length).toBeLessThanOrEqual(text.length);
  });
});

describe('recipientNotRecognizedMessage', () => {
  it("builds the 'Almost there...' text", () => {
    expect(recipientNotRecognizedMessage('bob@', 'To')).toBe(
      'The address "bob@" in the "To" field was not recognized. Please make sure that all addresses are properly formed.',
    );
  });
});
