import { describe, expect, it } from 'vitest';
import {
  draftId,
  haveSameRecipients,
  parseDraftId,
  replyDestination,
  sortDraftsByUpdate,
} from './recipients.js';

const latest = {
  to: [{ name: 'Bob', email: 'bob@acme.example' }],
  cc: [{ email: 'carol@acme.example' }],
  bcc: [],
};

describe('reply and forward destination', () => {
  it('if the recipients equal the default recipients the message is posted to the existing thread', () => {
    const same = { to: [{ email: 'BOB@acme.example' }], cc: [{ email: 'carol@acme.example' }], bcc: [] };
    expect(haveSameRecipients(same, latest)).toBe(true);
    expect(replyDestination({ recipients: same, defaultRecipients: latest })).toEqual({
      target: 'existing_thread',
      confirm: false,
    });
  });
  it("otherwise a new thread is created, after the 'Send as a new thread' confirmation", () => {
    const added = { ...latest, to: [...latest.to, { email: 'dave@acme.example' }] };
    expect(haveSameRecipients(added, latest)).toBe(false);
    expect(replyDestination({ recipients: added, defaultRecipients: latest })).toEqual({
      target: 'new_thread',
      confirm: true,
    });
  });
  it('the same people with other channels are other recipients', () => {
    expect(haveSameRecipients({ ...latest, channels: ['ch1'] }, { ...latest, channels: ['ch1'] })).toBe(true);
    expect(haveSameRecipients({ ...latest, channels: ['ch1'] }, latest)).toBe(false);
    expect(haveSameRecipients({ ...latest, channels: [] }, latest)).toBe(true);
  });
  it('a flag can disable the confirmation', () => {
    const moved = { to: latest.to, cc: [], bcc: latest.cc };
    expect(
      replyDestination({ recipients: moved, defaultRecipients: latest, confirmNewThread: false }),
    ).toEqual({
      target: 'new_thread',
      confirm: false,
    });
  });
});

describe('draft ids', () => {
  it('draft id prefixes channel, thread, thread_private, new_thread', () => {
    expect(draftId('thread_private', 't1')).toBe('thread_private:t1');
    expect(parseDraftId('thread_private:t1')).toEqual({ prefix: 'thread_private', key: 't1' });
    expect(parseDraftId('new_thread:abc:def')).toEqual({ prefix: 'new_thread', key: 'abc:def' });
  });
  it('refuses unknown prefixes and empty keys', () => {
    expect(parseDraftId('folder:x')).toBeNull();
    expect(parseDraftId('thread:')).toBeNull();
    expect(parseDraftId('nocolon')).toBeNull();
  });
  it('drafts sorted by last update descending', () => {
    const drafts = [
      { id: 'a', updatedAt: '2024-05-01T10:00:00Z' },
      { id: 'b', updatedAt: '2024-05-03T10:00:00Z' },
      { id: 'c', updatedAt: '2024-05-02T10:00:00Z' },
    ];
    expect(sortDraftsByUpdate(drafts).map((d) => d.id)).toEqual(['b', 'c', 'a']);
    expect(drafts[0]?.id).toBe('a');
  });
});
