import { describe, expect, it } from 'vitest';
import type { FolderMembership } from './folder-membership.js';
import {
  archive,
  canRemoveFromInbox,
  deleteLastMessage,
  deleteMessage,
  deleteScheduledMessage,
  foldersOf,
  isPlaceholderThreadId,
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

const base: FolderMembership = {
  id: 't1',
  in_inbox: true,
  is_starred: false,
  snooze_end_date: null,
  is_sent: false,
  scheduled_message_ids: [],
  has_draft: false,
  is_trashed: false,
  is_spam: false,
  channel_ids: ['c1'],
  trashed_channel_ids: [],
  number_of_messages: 2,
  number_of_unread_messages: 2,
  number_of_unread_private_messages: 1,
  last_message_id: 'm2',
  is_deleted: false,
};

describe('folder membership', () => {
  it('a plain thread is in the inbox and all messages', () => {
    expect(foldersOf(base)).toEqual(['inbox', 'all']);
  });

  it('trash removes from all folders, inbox and draft', () => {
    const trashed = trash({
      ...base,
      is_starred: true,
      has_draft: true,
      snooze_end_date: '2024-05-02T08:00:00Z',
    });
    expect(foldersOf(trashed)).toEqual(['trash']);
    expect(trashed.in_inbox).toBe(false);
    expect(trashed.has_draft).toBe(false);
    expect(trashed.channel_ids).toEqual([]);
    expect(trash(trashed)).toBe(trashed);
  });

  it('restore returns to inbox and channels', () => {
    const restored = untrash(trash({ ...base, is_starred: true }));
    expect(restored.in_inbox).toBe(true);
    expect(restored.channel_ids).toEqual(['c1']);
    expect(foldersOf(restored)).toEqual(['inbox', 'starred', 'all']);
    expect(untrash(base)).toBe(base);
  });

  it('spam removes from inbox and snoozed; not-spam returns to inbox', () => {
    const spam = markSpam({ ...base, snooze_end_date: '2024-05-02T08:00:00Z' });
    expect(foldersOf(spam)).toEqual(['spam']);
    expect(spam.snooze_end_date).toBeNull();
    expect(foldersOf(markNotSpam(spam))).toEqual(['inbox', 'all']);
  });

  it('spam hides remove-from-inbox', () => {
    expect(canRemoveFromInbox(base)).toBe(true);
    expect(canRemoveFromInbox({ ...base, is_spam: true })).toBe(false);
    expect(canRemoveFromInbox({ ...base, in_inbox: false })).toBe(false);
    expect(canRemoveFromInbox({ ...base, is_trashed: true })).toBe(false);
  });

  it('snooze sets the end date and removes from inbox; a null date returns to inbox', () => {
    const snoozed = snooze(base, '2024-05-02T08:00:00Z');
    expect(foldersOf(snoozed)).toEqual(['snoozed', 'all']);
    expect(foldersOf(snooze(snoozed, null))).toEqual(['inbox', 'all']);
    expect(unsnooze(snoozed).in_inbox).toBe(true);
  });

  it('star and unstar', () => {
    expect(foldersOf(star(base))).toContain('starred');
    expect(foldersOf(unstar(star(base)))).not.toContain('starred');
  });

  it('read zeroes unread counts', () => {
    const read = markRead(base);
    expect(read.number_of_unread_messages).toBe(0);
    expect(read.number_of_unread_private_messages).toBe(0);
  });

  it('unread sets 1', () => {
    const result = markUnread(markRead(base));
    expect(result).toEqual({ ok: true, state: expect.objectContaining({ number_of_unread_messages: 1 }) });
  });

  it("unread needs a last message id, else 'Notifications cannot yet be marked as unread.'", () => {
    expect(markUnread({ ...base, last_message_id: null })).toEqual({
      ok: false,
      error: 'Notifications cannot yet be marked as unread.',
    });
  });

  it('archive removes from the inbox', () => {
    const result = archive(base);
    expect(result.ok && foldersOf(result.state)).toEqual(['all']);
  });

  it('archiving a thread with a placeholder id is refused with the still-being-added notice', () => {
    expect(archive({ ...base, id: 'TEMPORARY_ID_PENDING_REFRESH-1' })).toEqual({
      ok: false,
      error: 'This thread is still being added to your inbox, please try again in a few seconds.',
    });
    expect(isPlaceholderThreadId('draft-thread-42')).toBe(true);
    expect(isPlaceholderThreadId('t1')).toBe(false);
  });

  it('move to inbox returns an archived or snoozed thread', () => {
    expect(
      foldersOf(moveToInbox({ ...base, in_inbox: false, snooze_end_date: '2024-05-02T08:00:00Z' })),
    ).toEqual(['inbox', 'all']);
  });

  it('drafts show in Drafts', () => {
    expect(foldersOf({ ...base, has_draft: true })).toContain('drafts');
  });

  it('sending to a thread with a scheduled date adds it to Scheduled, otherwise Sent', () => {
    const scheduled = send(
      { ...base, has_draft: true },
      { id: 'm3', scheduled_date: '2024-05-02T08:00:00Z' },
    );
    expect(foldersOf(scheduled)).toEqual(['inbox', 'scheduled', 'all']);
    expect(scheduled.has_draft).toBe(false);
    const sent = send(base, { id: 'm3', scheduled_date: null });
    expect(foldersOf(sent)).toEqual(['inbox', 'sent', 'all']);
    expect(sent.last_message_id).toBe('m3');
    expect(sent.number_of_messages).toBe(3);
  });

  it('deleting the last scheduled message removes the thread from Scheduled', () => {
    const scheduled = send(base, { id: 'm3', scheduled_date: '2024-05-02T08:00:00Z' });
    const twice = send(scheduled, { id: 'm4', scheduled_date: '2024-05-03T08:00:00Z' });
    expect(foldersOf(deleteScheduledMessage(twice, 'm3'))).toContain('scheduled');
    expect(foldersOf(deleteScheduledMessage(scheduled, 'm3'))).not.toContain('scheduled');
  });

  it('deleting the only message deletes the thread everywhere', () => {
    const only = { ...base, number_of_messages: 1, last_message_id: 'm1' };
    const deleted = deleteMessage(only, 'm1');
    expect(deleted.is_deleted).toBe(true);
    expect(foldersOf(deleted)).toEqual([]);
    expect(foldersOf(deleteMessage(base, 'm1'))).toEqual(['inbox', 'all']);
  });

  it('deleteLastMessage deletes the latest message (undo of a send)', () => {
    const sent = send(base, { id: 'm3', scheduled_date: null });
    const undone = deleteLastMessage(sent);
    expect(undone.number_of_messages).toBe(2);
    expect(undone.last_message_id).toBeNull();
    expect(deleteLastMessage(undone)).toBe(undone);
  });
});
