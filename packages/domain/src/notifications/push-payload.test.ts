import { describe, expect, it } from 'vitest';
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
