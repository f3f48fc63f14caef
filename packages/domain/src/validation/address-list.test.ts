import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseAddressList, recipientNotRecognizedMessage } from './address-list.js';

describe('parseAddressList', () => {
  it('pasted lists split on comma, semicolon and newline', () => {
    expect(parseAddressList('a@acme.example, b@acme.example;c@acme.example\nd@acme.example')).toMatchObject({
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
    expect(parseAddressList('bob@acme.example,  not an address , Bob <nope>')).toMatchObject({
      valid: [{ email: 'bob@acme.example' }],
      invalid: ['not an address', 'Bob <nope>'],
    });
  });
  it('ignores empty entries', () => {
    expect(parseAddressList(' ,;\n\r\n')).toEqual({ entries: [], valid: [], invalid: [] });
  });
  it('collapses white space runs in display names and drops comments from them', () => {
    expect(parseAddressList('First   Last <foo@bar.com>, ABC (comment) <a@b.c>').valid).toEqual([
      { name: 'First Last', email: 'foo@bar.com' },
      { name: 'ABC', email: 'a@b.c' },
    ]);
    expect(parseAddressList('"  Smith,\t Bob  " <bob@acme.example>').valid).toEqual([
      { name: 'Smith, Bob', email: 'bob@acme.example' },
    ]);
  });

  it('keeps invalid entries in their pasted order among the valid ones', () => {
    expect(parseAddressList('a@acme.example, oops, Bob <b@acme.example>; test@-iana.org').entries).toEqual([
      { valid: true, address: { email: 'a@acme.example' } },
      { valid: false, text: 'oops' },
      { valid: true, address: { name: 'Bob', email: 'b@acme.example' } },
      { valid: false, text: 'test@-iana.org' },
    ]);
  });

  // RFC 5322 Appendix A (A.1.2 "Different Types of Mailboxes", A.5 "White Space, Comments, and Other
  // Oddities", A.6.3 obsolete phrases), each example as one pasted list.
  it('reads the mailbox examples of RFC 5322 appendix A', () => {
    expect(parseAddressList('"Joe Q. Public" <john.q.public@example.com>').valid).toEqual([
      { name: 'Joe Q. Public', email: 'john.q.public@example.com' },
    ]);
    expect(parseAddressList('Mary Smith <mary@x.test>, jdoe@example.org, Who? <one@y.test>').valid).toEqual([
      { name: 'Mary Smith', email: 'mary@x.test' },
      { email: 'jdoe@example.org' },
      { name: 'Who?', email: 'one@y.test' },
    ]);
    expect(
      parseAddressList('<boss@nil.test>, "Giant; \\"Big\\" Box" <sysservices@example.net>').valid,
    ).toEqual([{ email: 'boss@nil.test' }, { name: 'Giant; "Big" Box', email: 'sysservices@example.net' }]);
    expect(parseAddressList('Pete(A nice \\) chap) <pete(his account)@silly.test(his host)>').valid).toEqual([
      { name: 'Pete', email: 'pete@silly.test' },
    ]);
    expect(parseAddressList('Joe Q. Public <john.q.public@example.com>').valid).toEqual([
      { name: 'Joe Q. Public', email: 'john.q.public@example.com' },
    ]);
  });

  it('refuses an entry longer than an RFC 5322 line (998 characters) without parsing it', () => {
    const long = `${'a'.repeat(991)} <a@b.c>`; // 999 characters
    expect(parseAddressList(long).invalid).toEqual([long]);
    expect(parseAddressList(`${'a'.repeat(980)} <a@b.c>`).valid).toHaveLength(1);
  });

  it('refuses entries whose address the standards refuse, keeping the text as pasted', () => {
    expect(parseAddressList('A <.test@iana.org>, test@iana..com, B <test@iana/icann.org>').invalid).toEqual([
      'A <.test@iana.org>',
      'test@iana..com',
      'B <test@iana/icann.org>',
    ]);
  });

  test.prop([fc.string()])('never throws and keeps every non-blank entry somewhere', (text) => {
    const result = parseAddressList(text);
    expect(result.valid.length + result.invalid.length).toBeLessThanOrEqual(text.length);
    expect(result.entries).toHaveLength(result.valid.length + result.invalid.length);
  });

  const nameArbitrary = fc.stringMatching(/^[A-Za-z][A-Za-z \t]{0,12}[A-Za-z]$/);
  const emailArbitrary = fc.stringMatching(/^[a-z][a-z0-9]{0,8}@[a-z]{1,8}\.[a-z]{1,4}$/);
  const pastedArbitrary = fc.array(
    fc.oneof(
      fc
        .tuple(nameArbitrary, emailArbitrary)
        .map(([name, email]) => ({ text: `${name} <${email}>`, valid: true })),
      emailArbitrary.map((email) => ({ text: email, valid: true })),
      fc.stringMatching(/^[a-z]{1,8}$/).map((word) => ({ text: word, valid: false })),
    ),
    { maxLength: 8 },
  );
  test.prop([pastedArbitrary])('keeps the pasted order and cleans every name', (pasted) => {
    const { entries } = parseAddressList(pasted.map((p) => p.text).join(', '));
    expect(entries.map((e) => e.valid)).toEqual(pasted.map((p) => p.valid));
    for (const entry of entries) {
      if (entry.valid && entry.address.name !== undefined) {
        expect(entry.address.name).toBe(entry.address.name.replace(/\s+/g, ' ').trim());
      }
    }
  });
});

describe('recipientNotRecognizedMessage', () => {
  it("builds the 'Almost there...' text", () => {
    expect(recipientNotRecognizedMessage('bob@', 'To')).toBe(
      'The address "bob@" in the "To" field was not recognized. Please make sure that all addresses are properly formed.',
    );
  });
});
