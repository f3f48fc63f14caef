import type { Contact, Thread } from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import { contactName, threadRowFromThread } from './thread-row-from-inbox-item';

const alice: Contact = {
  id: 'u1',
  type: 'user',
  email: 'alice@acme.example',
  display_name: 'Alice Martin',
  picture_url: null,
};
const bob: Contact = {
  id: 'u2',
  type: 'user',
  email: 'bob@acme.example',
  display_name: 'Bob Chen',
  picture_url: null,
};
const stranger: Contact = {
  id: 'x1',
  type: 'external_user',
  email: 'li@fabrikam.example',
  display_name: ' ',
  picture_url: null,
};

function thread(overrides: Partial<Thread> = {}): Thread {
  return {
    id: 'thr_1',
    title: 'Offsite agenda',
    description: null,
    status: null,
    assignee: null,
    dueDate: null,
    category: 'primary',
    channel_ids: [],
    labels: [],
    label_ids: [],
    senders: [alice, bob],
    private_senders: [],
    recipients: [],
    followers: [],
    next_message_recipients: { to: [], cc: [], bcc: [] },
    last_activity: {
      date: '2026-11-20T10:00:00.000Z',
      message_id: 'm2',
      snippet: 'See you there',
      author: bob,
      is_private: false,
    },
    inbox_event_id: 'ev_1',
    inbox_event_is_unread: true,
    number_of_messages: 2,
    number_of_unread_messages: 1,
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

const noChannels = new Map();

describe('contactName', () => {
  it('uses the display name, else the address', () => {
    expect(contactName(alice)).toBe('Alice Martin');
    expect(contactName(stranger)).toBe('li@fabrikam.example');
  });
});

describe('threadRowFromThread', () => {
  it('lists each participant once, the latest author first', () => {
    const row = threadRowFromThread(thread(), { isUnread: true, isInInbox: true, channels: noChannels });
    expect(row.participants.map((p) => p.name)).toEqual(['Bob Chen', 'Alice Martin']);
  });

  it('shows the last message date, the snooze end, or the earliest scheduled send', () => {
    const base = { isUnread: false, isInInbox: true, channels: noChannels };
    expect(threadRowFromThread(thread(), base).dateSlot).toEqual({
      kind: 'last',
      date: '2026-11-20T10:00:00.000Z',
    });
    expect(
      threadRowFromThread(thread({ snooze_end_date: '2026-12-01T08:00:00.000Z' }), base).dateSlot,
    ).toEqual({ kind: 'snoozed', date: '2026-12-01T08:00:00.000Z' });
    expect(
      threadRowFromThread(
        thread({
          scheduled_messages_creation_dates: [
            { message_id: 'a', scheduled_date: '2026-12-03T08:00:00.000Z' },
            { message_id: 'b', scheduled_date: '2026-12-02T08:00:00.000Z' },
          ],
        }),
        base,
      ).dateSlot,
    ).toEqual({ kind: 'scheduled', date: '2026-12-02T08:00:00.000Z' });
  });

  it('resolves channel chips by id and leaves unknown channels out', () => {
    const channels = new Map([
      ['ch_1', { id: 'ch_1', name: 'Sales', color: '#ff0000' }],
    ]) as unknown as Parameters<typeof threadRowFromThread>[1]['channels'];
    const row = threadRowFromThread(thread({ channel_ids: ['ch_1', 'ch_gone'] }), {
      isUnread: false,
      isInInbox: true,
      channels,
    });
    expect(row.channels).toEqual([{ id: 'ch_1', name: 'Sales', color: '#ff0000' }]);
  });

  it('carries the title as is (the row shows "-" for a blank one) and the snippet of the last activity', () => {
    const row = threadRowFromThread(thread({ title: null }), {
      isUnread: false,
      isInInbox: true,
      channels: noChannels,
    });
    expect(row.title).toBeNull();
    expect(row.snippet).toBe('See you there');
  });
});
