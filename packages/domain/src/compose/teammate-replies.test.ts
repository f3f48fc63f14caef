import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  REPLY_SNIPPET_LENGTH,
  type ReplyCandidate,
  replySnippet,
  teammateRepliesSince,
} from './teammate-replies.js';

const message = (
  id: string,
  sender: string,
  minute: number,
  extra: Partial<ReplyCandidate> = {},
): ReplyCandidate => ({
  id,
  sender: { id: sender },
  creation_date: new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString(),
  state: 'committed',
  type: 'main',
  is_system_generated: false,
  ...extra,
});

const ids = (list: readonly ReplyCandidate[]) => list.map((m) => m.id);

describe('teammateRepliesSince', () => {
  it("warns of a teammate's reply sent to the thread since the draft was opened", () => {
    const thread = [message('m1', 'usr_bob', 1), message('m2', 'usr_bob', 5)];
    expect(ids(teammateRepliesSince(thread, { known: new Set(['m1']), selfId: 'usr_alice' }))).toEqual([
      'm2',
    ]);
  });

  it('does not warn once the reply is acknowledged (known), nor of the messages there when the draft was opened', () => {
    const thread = [message('m1', 'usr_bob', 1), message('m2', 'usr_bob', 5)];
    expect(teammateRepliesSince(thread, { known: new Set(['m1', 'm2']), selfId: 'usr_alice' })).toEqual([]);
  });

  it("leaves out the user's own messages (another tab's reply is no collision)", () => {
    const thread = [message('m1', 'usr_bob', 1), message('m2', 'usr_alice', 5)];
    expect(teammateRepliesSince(thread, { known: new Set(['m1']), selfId: 'usr_alice' })).toEqual([]);
  });

  it('leaves out scheduled, staged, private and system messages: only sent replies collide', () => {
    const thread = [
      message('m1', 'usr_bob', 1, { state: 'scheduled' }),
      message('m2', 'usr_bob', 2, { state: 'staged' }),
      message('m3', 'usr_bob', 3, { type: 'private' }),
      message('m4', 'usr_bob', 4, { is_system_generated: true }),
      message('m5', 'ext_customer', 5, { type: undefined }),
    ];
    expect(ids(teammateRepliesSince(thread, { known: new Set(), selfId: 'usr_alice' }))).toEqual(['m5']);
  });

  it('lists them oldest first, as the thread shows them', () => {
    const thread = [message('m3', 'usr_carol', 9), message('m2', 'usr_bob', 4)];
    expect(ids(teammateRepliesSince(thread, { known: new Set(), selfId: 'usr_alice' }))).toEqual([
      'm2',
      'm3',
    ]);
  });

  test.prop([
    fc.array(
      fc.record({
        id: fc.string({ maxLength: 3 }),
        sender: fc.constantFrom('usr_alice', 'usr_bob'),
        minute: fc.nat(59),
      }),
    ),
    fc.array(fc.string({ maxLength: 3 })),
  ])('never names a known message or one of the user, and acknowledging all leaves none', (raw, known) => {
    const thread = raw.map((m) => message(m.id, m.sender, m.minute));
    const found = teammateRepliesSince(thread, { known: new Set(known), selfId: 'usr_alice' });
    expect(found.every((m) => !known.includes(m.id) && m.sender.id !== 'usr_alice')).toBe(true);
    const acknowledged = new Set([...known, ...ids(found)]);
    expect(teammateRepliesSince(thread, { known: acknowledged, selfId: 'usr_alice' })).toEqual([]);
  });
});

describe('replySnippet', () => {
  it('quotes the mail as plain text, without its style or script blocks', () => {
    expect(
      replySnippet(
        '<html><head><style>p{color:red}</style></head><body><p>Hi &amp; thanks</p><script>alert(1)</script><p>Bob</p></body></html>',
      ),
    ).toBe('Hi & thanks Bob');
  });

  it("cuts a long reply at 280 characters with '…'", () => {
    const long = replySnippet(`<p>${'word '.repeat(100)}</p>`);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(REPLY_SNIPPET_LENGTH + 1);
    expect(replySnippet('<p>Short</p>')).toBe('Short');
  });

  test.prop([fc.string()])('is never longer than the limit', (html) => {
    const snippet = replySnippet(html);
    expect(Array.from(snippet).length).toBeLessThanOrEqual(REPLY_SNIPPET_LENGTH + 1);
  });
});
