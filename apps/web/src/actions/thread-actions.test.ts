import type { Thread } from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import {
  actionForShortcut,
  actionKeys,
  commandActions,
  rowActions,
  selectionActions,
  threadAction,
} from './thread-actions';

const person = {
  id: 'u1',
  type: 'user' as const,
  email: 'a@acme.example',
  display_name: 'A',
  picture_url: null,
};

function thread(overrides: Partial<Thread> = {}): Thread {
  return {
    id: 'thr_1',
    title: 'Offsite',
    description: null,
    status: null,
    assignee: null,
    dueDate: null,
    category: 'primary',
    channel_ids: [],
    labels: [],
    label_ids: [],
    senders: [person],
    private_senders: [],
    recipients: [],
    followers: [],
    next_message_recipients: { to: [], cc: [], bcc: [] },
    last_activity: {
      date: '2026-11-20T10:00:00.000Z',
      message_id: 'm1',
      snippet: '',
      author: person,
      is_private: false,
    },
    inbox_event_id: 'ev_1',
    inbox_event_is_unread: false,
    number_of_messages: 1,
    number_of_unread_messages: 0,
    number_of_unread_private_messages: 0,
    is_starred: false,
    isSpam: false,
    trashed_date: null,
    snooze_start_date: null,
    snooze_end_date: null,
    last_snooze_end_date: null,
    scheduled_messages_creation_dates: [],
    attachments: [],
    origin: null,
    ...overrides,
  };
}

describe('actionForShortcut', () => {
  it('s stars unless every thread is starred, then unstars', () => {
    expect(actionForShortcut('star', [thread(), thread({ is_starred: true })])).toBe('star');
    expect(actionForShortcut('star', [thread({ is_starred: true })])).toBe('unstar');
  });

  it('! marks spam, and not spam in Spam', () => {
    expect(actionForShortcut('spam', [thread()])).toBe('spam');
    expect(actionForShortcut('spam', [thread({ isSpam: true })])).toBe('notSpam');
  });

  it('# trashes, and restores what is already in the trash', () => {
    expect(actionForShortcut('trash', [thread()])).toBe('trash');
    expect(actionForShortcut('trash', [thread({ trashed_date: '2026-11-21T00:00:00.000Z' })])).toBe(
      'restore',
    );
  });

  it('e archives only what is in the inbox', () => {
    expect(actionForShortcut('archive', [thread()])).toBe('archive');
    expect(actionForShortcut('archive', [thread({ inbox_event_id: null })])).toBeNull();
  });
});

describe('commandActions', () => {
  it("offers the spec's actions for an inbox thread, one per command, in the menu's order", () => {
    expect(commandActions([thread()]).map((action) => action.command)).toEqual([
      'remove_from_inbox',
      'mark_unread',
      'star',
      'spam',
      'snooze',
      'labels',
      'channels',
      'trash',
      'reply',
      'reply_all',
      'forward',
    ]);
  });

  it('offers move to inbox and mark read for an archived unread thread; no reply for several', () => {
    const archived = thread({ inbox_event_id: null, inbox_event_is_unread: true });
    const ids = commandActions([archived, archived]).map((action) => action.id);
    expect(ids).toContain('moveToInbox');
    expect(ids).toContain('markRead');
    expect(ids).not.toContain('archive');
    expect(ids).not.toContain('reply');
  });

  it('offers nothing without threads', () => {
    expect(commandActions([])).toEqual([]);
  });
});

describe('actionKeys', () => {
  it("gives the first key sequence of the action's shortcut", () => {
    expect(actionKeys(threadAction('markRead'))).toEqual(['shift+i']);
    expect(actionKeys(threadAction('deletePermanently'))).toBeUndefined();
  });
});

describe('selectionActions', () => {
  const ids = (threads: Parameters<typeof selectionActions>[0]) => selectionActions(threads).map((a) => a.id);
  const trashed = thread({ trashed_date: '2026-11-21T00:00:00.000Z', inbox_event_id: null });
  const spam = thread({ isSpam: true, inbox_event_id: null });

  it('offers an inbox selection archive, star, spam, snooze, labels, channels and trash, never reply', () => {
    expect(ids([thread(), thread({ id: 'thr_2' })])).toEqual([
      'archive',
      'markUnread',
      'star',
      'spam',
      'snooze',
      'labels',
      'channels',
      'trash',
    ]);
  });

  it('offers a trashed selection only read state, restore and delete permanently', () => {
    expect(ids([trashed])).toEqual(['markUnread', 'restore', 'deletePermanently']);
  });

  it("offers a spam selection 'Not spam', and neither archive nor move to inbox nor snooze", () => {
    expect(ids([spam])).toEqual(['markUnread', 'star', 'notSpam', 'labels', 'channels', 'trash']);
  });

  it('offers move to inbox and unstar for starred threads outside the inbox (All, Sent)', () => {
    const archived = thread({ inbox_event_id: null, is_starred: true });
    expect(ids([archived])).toEqual(expect.arrayContaining(['moveToInbox', 'unstar']));
    expect(ids([archived])).not.toContain('archive');
  });

  it('offers both mark read and mark unread for a mix, and nothing that applies to only some', () => {
    const mix = [thread({ inbox_event_is_unread: true }), trashed];
    expect(ids(mix)).toEqual(['markRead', 'markUnread']);
  });

  it('gives each row its share: the hover actions of a trashed row are restore and delete permanently', () => {
    expect(rowActions(trashed)).toEqual(['markUnread', 'restore', 'deletePermanently']);
    expect(rowActions(thread())).toEqual(['archive', 'markUnread', 'star', 'snooze', 'trash']);
  });
});
