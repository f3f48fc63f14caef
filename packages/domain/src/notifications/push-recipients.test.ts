import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { levelNotifies, newMessagePushRecipients, reactionPushRecipient } from './push-recipients.js';

const base = { authorId: 'u_a', isNewThread: false, inboxUserIds: [], followerIds: [], channelMembers: [] };

describe('channel notification levels', () => {
  it("'all' notifies of every message", () => {
    expect(levelNotifies('all', false, false)).toBe(true);
  });
  it("'new_and_followed' notifies of new threads and of followed threads only", () => {
    expect(levelNotifies('new_and_followed', true, false)).toBe(true);
    expect(levelNotifies('new_and_followed', false, true)).toBe(true);
    expect(levelNotifies('new_and_followed', false, false)).toBe(false);
  });
  it("'followed' notifies only of followed threads, even a new one", () => {
    expect(levelNotifies('followed', true, false)).toBe(false);
    expect(levelNotifies('followed', false, true)).toBe(true);
  });
});

describe('who gets a push for a new message', () => {
  it('every user whose inbox received it', () => {
    expect(newMessagePushRecipients({ ...base, inboxUserIds: ['u_c', 'u_b'] })).toEqual(['u_b', 'u_c']);
  });
  it('channel members by their level: a reply reaches all and followers, not new_and_followed', () => {
    expect(
      newMessagePushRecipients({
        ...base,
        followerIds: ['u_f'],
        channelMembers: [
          { userId: 'u_all', level: 'all' },
          { userId: 'u_new', level: 'new_and_followed' },
          { userId: 'u_f', level: 'followed' },
          { userId: 'u_quiet', level: 'followed' },
        ],
      }),
    ).toEqual(['u_all', 'u_f']);
  });
  it('a new thread in a channel reaches new_and_followed members', () => {
    expect(
      newMessagePushRecipients({
        ...base,
        isNewThread: true,
        channelMembers: [
          { userId: 'u_new', level: 'new_and_followed' },
          { userId: 'u_quiet', level: 'followed' },
        ],
      }),
    ).toEqual(['u_new']);
  });
  it('never the author, even as a recipient or an all-level member', () => {
    expect(
      newMessagePushRecipients({
        ...base,
        inboxUserIds: ['u_a'],
        channelMembers: [{ userId: 'u_a', level: 'all' }],
      }),
    ).toEqual([]);
  });
  test.prop([
    fc.uniqueArray(fc.constantFrom('u_a', 'u_b', 'u_c', 'u_d')),
    fc.array(
      fc.record({
        userId: fc.constantFrom('u_a', 'u_b', 'u_c', 'u_d'),
        level: fc.constantFrom('all' as const, 'new_and_followed' as const, 'followed' as const),
      }),
    ),
    fc.boolean(),
  ])('includes every inbox recipient but the author, each once', (inbox, members, isNewThread) => {
    const chosen = newMessagePushRecipients({
      ...base,
      isNewThread,
      inboxUserIds: inbox,
      channelMembers: members,
    });
    expect(new Set(chosen).size).toBe(chosen.length);
    expect(chosen).not.toContain('u_a');
    for (const id of inbox) if (id !== 'u_a') expect(chosen).toContain(id);
  });
});

describe('who gets a push for a reaction', () => {
  it("the reacted message's author", () => {
    expect(reactionPushRecipient({ reactorId: 'u_b', messageAuthorId: 'u_a' })).toBe('u_a');
  });
  it('nobody for a reaction to one’s own message or to outside mail', () => {
    expect(reactionPushRecipient({ reactorId: 'u_a', messageAuthorId: 'u_a' })).toBeNull();
    expect(reactionPushRecipient({ reactorId: 'u_a', messageAuthorId: null })).toBeNull();
  });
});
