import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LONE_SURROGATE, TRICKY_CHARACTERS, trickyText } from '../../test-support/unicode-text.js';
import { graphemes } from '../characters/graphemes.js';
import { coreMessages } from '../texts/messages.js';
import {
  newMessagePushPayload,
  PUSH_BODY_MAX,
  PushPayloadSchema,
  reactionPushPayload,
} from './push-payload.js';

const users = [
  { id: 'u_a', display_name: 'Ada Lovelace' },
  { id: 'u_b', display_name: null },
];

describe('the push of a new message', () => {
  it('names the sender and carries subject, snippet and the thread to open', () => {
    expect(
      newMessagePushPayload({ senderName: 'Ada', subject: 'Lunch', snippet: 'At noon?', threadId: 'thr_1' }),
    ).toEqual({ title: 'Ada', body: 'Lunch — At noon?', thread_id: 'thr_1' });
  });
  it("'Someone' for an unknown sender, 'No message' without text", () => {
    expect(newMessagePushPayload({ senderName: null, subject: ' ', snippet: null, threadId: 't' })).toEqual({
      title: 'Someone',
      body: 'No message',
      thread_id: 't',
    });
  });
  it('stays minimal: a long body is clipped and fits the schema', () => {
    const payload = newMessagePushPayload({
      senderName: 'A',
      subject: 'S',
      snippet: 'x'.repeat(5000),
      threadId: 't',
    });
    expect(payload.body.length).toBe(PUSH_BODY_MAX);
    expect(payload.body.endsWith('…')).toBe(true);
    expect(PushPayloadSchema.safeParse(payload).success).toBe(true);
  });
});

describe('pushes count characters as a person sees them', () => {
  it('clips 200 emoji to 139 of them and an ellipsis, never half an emoji', () => {
    const payload = newMessagePushPayload({
      senderName: '👨‍👩‍👧‍👦'.repeat(300),
      subject: '',
      snippet: '👍🏽'.repeat(200),
      threadId: 't',
    });
    expect(payload.body).toBe(`${'👍🏽'.repeat(PUSH_BODY_MAX - 1)}…`);
    expect(payload.title).toBe(`${'👨‍👩‍👧‍👦'.repeat(199)}…`);
    expect(PushPayloadSchema.safeParse(payload).success).toBe(true);
  });
  it('keeps a body of exactly PUSH_BODY_MAX flags whole', () => {
    const flags = '🇫🇷'.repeat(PUSH_BODY_MAX);
    expect(
      newMessagePushPayload({ senderName: 'A', subject: flags, snippet: null, threadId: 't' }).body,
    ).toBe(flags);
  });
  it('the schema refuses a body over PUSH_BODY_MAX characters, not UTF-16 units', () => {
    const payload = { title: 'A', thread_id: 't' };
    expect(PushPayloadSchema.safeParse({ ...payload, body: 'e\u0301'.repeat(PUSH_BODY_MAX) }).success).toBe(
      true,
    );
    expect(PushPayloadSchema.safeParse({ ...payload, body: 'x'.repeat(PUSH_BODY_MAX + 1) }).success).toBe(
      false,
    );
  });

  /** White space runs collapsed, as a push shows text on one line. */
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  test.prop([trickyText, trickyText, fc.constantFrom(...TRICKY_CHARACTERS)])(
    'no clipped title, body or quoted snippet splits a character or leaves a lone surrogate',
    (subject, snippet, filler) => {
      // Long enough to be clipped: the cut falls among emoji, flags, ZWJ sequences and combining marks.
      const long = `${subject}${filler.repeat(150)}${snippet}`;
      const pushes = [
        newMessagePushPayload({ senderName: long.repeat(2), subject: long, snippet, threadId: 't' }),
        reactionPushPayload({ reactorIds: ['u_a'], users, snippet: long, threadId: 't' }),
      ];
      // Every character a push shows is a whole character of its sources (a split cluster would be a fragment).
      const whole = new Set(
        [
          flat(long),
          flat(snippet),
          'Switchboard',
          'Ada Lovelace reacted to: "',
          ' — ',
          '…',
          // What a push says when its sources are blank (white space only).
          coreMessages.reactions.someone,
          coreMessages.reactions.noMessage,
        ].flatMap(graphemes),
      );
      for (const push of pushes) {
        expect(PushPayloadSchema.safeParse(push).success).toBe(true);
        for (const text of [push.title, push.body]) {
          expect(LONE_SURROGATE.test(text)).toBe(false);
          for (const character of graphemes(text))
            expect(whole.has(character), JSON.stringify(character)).toBe(true);
        }
      }
    },
  );
});

describe('the push of a reaction', () => {
  it('quotes the spec: {names} reacted to: "{snippet}"', () => {
    expect(reactionPushPayload({ reactorIds: ['u_a'], users, snippet: 'Ship it', threadId: 't' })).toEqual({
      title: 'Switchboard',
      body: 'Ada Lovelace reacted to: "Ship it"',
      thread_id: 't',
    });
  });
  it("'Someone' for a user not found, 'Unknown user' without a name, 'No message' without a snippet", () => {
    expect(reactionPushPayload({ reactorIds: ['u_x'], users, snippet: null, threadId: 't' }).body).toBe(
      'Someone reacted to: "No message"',
    );
    expect(reactionPushPayload({ reactorIds: ['u_b'], users, snippet: 'Hi', threadId: 't' }).body).toBe(
      'Unknown user reacted to: "Hi"',
    );
  });
});
