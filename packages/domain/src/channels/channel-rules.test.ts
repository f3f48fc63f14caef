import { describe, expect, it } from 'vitest';
import {
  canCreatePrivateChannel,
  canReorderChannels,
  channelAccess,
  dropOnSplit,
  isDraftOrphaned,
  joinChannelBlocked,
  leaveChannelFlow,
} from './channel-rules.js';

describe('channel membership', () => {
  it('leaving private asks confirmation and goes to Inbox; public does not', () => {
    expect(leaveChannelFlow({ is_public: false })).toEqual({ confirm: true, goToInbox: true });
    expect(leaveChannelFlow({ is_public: true })).toEqual({ confirm: false, goToInbox: false });
  });
  it("join blocked during a running operation ('Please wait until the current operation is finished')", () => {
    expect(joinChannelBlocked(true)).toBe('Please wait until the current operation is finished');
    expect(joinChannelBlocked(false)).toBeNull();
  });
  it('private channels and reordering are premium', () => {
    expect(canCreatePrivateChannel(false)).toBe(false);
    expect(canCreatePrivateChannel(true)).toBe(true);
    expect(canReorderChannels(false)).toBe(false);
  });
  it('only channel participants see notification level; non-participants see Join; only members see a private channel', () => {
    const participants = [{ id: 'u1' }];
    expect(channelAccess({ is_public: true, participants }, 'u1')).toEqual({
      visible: true,
      isParticipant: true,
      showNotificationLevel: true,
      showJoin: false,
    });
    expect(channelAccess({ is_public: true, participants }, 'u2')).toMatchObject({
      showJoin: true,
      showNotificationLevel: false,
    });
    expect(channelAccess({ is_public: false, participants }, 'u2')).toMatchObject({
      visible: false,
      showJoin: false,
    });
  });
});

describe('dragging threads', () => {
  it('to a non-custom split moves category', () => {
    expect(dropOnSplit({ type: 'category', category: 'social' })).toEqual({
      ok: true,
      targetCategory: 'social',
    });
  });
  it("to a custom split: 'Conversations can't be moved to a custom split'", () => {
    expect(dropOnSplit({ type: 'custom' })).toEqual({
      ok: false,
      error: "Conversations can't be moved to a custom split",
    });
  });
});

describe('orphaned drafts', () => {
  it('drafts whose thread is trashed or gone are deleted automatically', () => {
    expect(isDraftOrphaned(null)).toBe(true);
    expect(isDraftOrphaned(undefined)).toBe(true);
    expect(isDraftOrphaned({ trashed_date: '2024-05-01T10:00:00Z' })).toBe(true);
    expect(isDraftOrphaned({ trashed_date: null })).toBe(false);
  });
});
