import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { FolderMembership } from './folder-membership.js';
import {
  archive,
  deleteLastMessage,
  deleteScheduledMessage,
  foldersOf,
  markNotSpam,
  markRead,
  markSpam,
  markUnread,
  moveToInbox,
  send,
  snooze,
  star,
  trash,
  unsnooze,
  unstar,
  untrash,
} from './folder-membership.js';

const start: FolderMembership = {
  id: 't1',
  in_inbox: true,
  is_starred: false,
  snooze_end_date: null,
  is_sent: false,
  scheduled_message_ids: [],
  has_draft: false,
  is_trashed: false,
  is_spam: false,
  channel_ids: ['c1', 'c2'],
  trashed_channel_ids: [],
  number_of_messages: 1,
  number_of_unread_messages: 1,
  number_of_unread_private_messages: 0,
  last_message_id: 'm1',
  is_deleted: false,
};

type Step = (s: FolderMembership, i: number) => FolderMembership;
const steps: Step[] = [
  trash,
  untrash,
  markSpam,
  markNotSpam,
  (s) => snooze(s, '2030-01-01T08:00:00Z'),
  unsnooze,
  star,
  unstar,
  markRead,
  (s) => {
    const r = markUnread(s);
    return r.ok ? r.state : s;
  },
  (s) => {
    const r = archive(s);
    return r.ok ? r.state : s;
  },
  moveToInbox,
  (s, i) => send(s, { id: `m${i + 2}`, scheduled_date: null }),
  (s, i) => send(s, { id: `s${i + 2}`, scheduled_date: '2030-01-01T08:00:00Z' }),
  (s) => (s.scheduled_message_ids[0] ? deleteScheduledMessage(s, s.scheduled_message_ids[0]) : s),
  deleteLastMessage,
];

test.prop([fc.array(fc.integer({ min: 0, max: steps.length - 1 }), { maxLength: 40 })])(
  'any sequence of folder transitions keeps counts non-negative and trash/spam exclusive',
  (sequence) => {
    let state = start;
    sequence.forEach((index, i) => {
      state = steps[index]?.(state, i) ?? state;
      const folders = foldersOf(state);
      expect(state.number_of_messages).toBeGreaterThanOrEqual(0);
      expect(state.number_of_unread_messages).toBeGreaterThanOrEqual(0);
      if (folders.includes('trash') || folders.includes('spam')) expect(folders).toHaveLength(1);
      if (state.is_deleted) expect(folders).toEqual([]);
      if (folders.includes('inbox')) expect(folders).not.toContain('snoozed');
    });
  },
);

test.prop([fc.array(fc.integer({ min: 2, max: 11 }), { maxLength: 20 })])(
  'trash then untrash returns the thread to its channels and the inbox',
  (sequence) => {
    let state = start;
    sequence.forEach((index, i) => {
      state = steps[index]?.(state, i) ?? state;
    });
    const restored = untrash(trash(state));
    expect(restored.channel_ids.sort()).toEqual([...state.channel_ids].sort());
    expect(restored.in_inbox).toBe(true);
  },
);
