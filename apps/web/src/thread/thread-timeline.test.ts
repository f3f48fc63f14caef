import type { Message, ThreadEvent } from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import { threadTimeline } from './thread-timeline';

function event(patch: Partial<ThreadEvent>): ThreadEvent {
  return {
    id: 'e',
    event_type: 'thread_status_added',
    date: '2026-03-01T10:00:00.000Z',
    thread_id: 't',
    initiator_id: 'a',
    target_user_id: null,
    previous_assignee_id: null,
    channel_id: null,
    previous_due_date: null,
    new_due_date: null,
    previous_status: null,
    new_status: 'review',
    previous_title: null,
    new_title: null,
    previous_description: null,
    new_description: null,
    external_users: [],
    ...patch,
  };
}

function message(id: string, date: string): Message {
  return {
    id,
    thread_id: 't',
    sender: { id: 'a', type: 'user', email: 'a@x.example', display_name: 'Alice', picture_url: null },
    recipients: { to: [], cc: [], bcc: [] },
    body: '<p>Hi</p>',
    signature: null,
    creation_date: date,
    scheduled_date: null,
    is_unread: false,
    reactions: [],
    attachments: [],
    state: 'committed',
    references: [],
    is_system_generated: false,
    pending_participants: [],
  };
}

const ctx = {
  selfId: 'me',
  userName: (id: string) => ({ a: 'Alice', b: 'Bob' })[id],
  channelName: () => 'Sales',
};

describe('threadTimeline', () => {
  it('puts each event between the messages around its date', () => {
    const entries = threadTimeline(
      [message('m1', '2026-03-01T09:00:00.000Z'), message('m2', '2026-03-01T11:00:00.000Z')],
      [event({ id: 'e1' })],
      ctx,
    );
    expect(entries.map((entry) => (entry.kind === 'message' ? entry.message.id : entry.text))).toEqual([
      'm1',
      'Alice set the status to In review',
      'm2',
    ]);
  });

  it('merges a change made twice within 5 minutes into one line', () => {
    const entries = threadTimeline(
      [],
      [
        event({ id: 'e1', event_type: 'thread_status_added', new_status: 'in_progress' }),
        event({
          id: 'e2',
          event_type: 'thread_status_changed',
          previous_status: 'in_progress',
          new_status: 'closed',
          date: '2026-03-01T10:02:00.000Z',
        }),
      ],
      ctx,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'event', text: 'Alice set the status to Closed' });
  });

  it('leaves out events of unknown types', () => {
    expect(threadTimeline([], [event({ event_type: 'thread_status_added', new_status: null })], ctx)).toEqual(
      [],
    );
  });
});
