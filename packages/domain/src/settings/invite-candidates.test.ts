import { describe, expect, it } from 'vitest';
import type { Contact } from '../model/common.js';
import { inviteSuggestions, recommendedInvites } from './invite-candidates.js';
import { normalizeSignature } from './signature.js';

const contact = (
  email: string,
  name: string | null = null,
  type: Contact['type'] = 'external_user',
): Contact => ({
  id: email,
  type,
  email,
  display_name: name,
  picture_url: null,
});

describe('invite candidates', () => {
  const ctx = { selfEmail: 'ada@acme.com', excluded: ['grace@acme.com'] };

  it('recommends outside people of the same domain, not members, invited, or oneself, at most 30', () => {
    const contacts = [
      contact('ada@acme.com', 'Ada'),
      contact('grace@acme.com', 'Grace'),
      contact('linus@acme.com', 'Linus'),
      contact('ken@other.org', 'Ken'),
      contact('member@acme.com', 'Member', 'user'),
      contact('Linus@acme.com', 'Linus again'),
    ];
    expect(recommendedInvites(contacts, ctx).map((c) => c.email)).toEqual(['linus@acme.com']);
    const many = Array.from({ length: 40 }, (_, i) => contact(`p${i}@acme.com`));
    expect(recommendedInvites(many, ctx)).toHaveLength(30);
  });

  it('suggests contacts matching the typed text, addresses that start with it first, at most 10', () => {
    const contacts = [contact('bob@x.com', 'Robert'), contact('rob@y.com', 'Rob'), contact('zed@z.com')];
    expect(inviteSuggestions(contacts, 'rob', ctx).map((c) => c.email)).toEqual(['rob@y.com', 'bob@x.com']);
    expect(inviteSuggestions(contacts, '  ', ctx)).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => contact(`sam${i}@x.com`));
    expect(inviteSuggestions(many, 'sam', ctx)).toHaveLength(10);
  });
});

describe('signature', () => {
  it('clears a whitespace-only signature and keeps a real one', () => {
    expect(normalizeSignature('<p>   </p><p></p>')).toBe('');
    expect(normalizeSignature(' <p>Ada, Acme</p> ')).toBe('<p>Ada, Acme</p>');
  });
});
