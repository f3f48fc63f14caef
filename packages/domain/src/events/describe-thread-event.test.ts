import { describe, expect, it } from 'vitest';
import type { ThreadEvent } from '../model/index.js';
import {
  describeThreadEvent,
  describeThreadEventGroup,
  type ThreadEventContext,
} from './describe-thread-event.js';
import { testThreadEvent } from './test-thread-event.js';

const ev = (event_type: string, fields: Partial<ThreadEvent> = {}): ThreadEvent =>
  testThreadEvent(event_type as ThreadEvent['event_type'], { initiator_id: 'u-alice', ...fields });

const users: Record<string, string> = {
  'u-alice': 'Alice',
  'u-bob': 'Bob',
  'u-carol': 'Carol',
  'u-dave': 'Dave',
};
const ctx: ThreadEventContext = {
  selfId: 'u-me',
  userName: (id) => users[id],
  channelName: (id) => (id === 'c1' ? 'Sales' : undefined),
};
const say = (type: string, fields: Partial<ThreadEvent> = {}) => describeThreadEvent(ev(type, fields), ctx);

describe('describeThreadEvent: the participant sentences of the spec', () => {
  it('"Self-added reads \'joined the discussion\'"', () => {
    expect(say('self_added_as_participant')).toBe('Alice joined the discussion');
    expect(say('self_added_as_participant', { initiator_id: 'u-me' })).toBe('You joined the discussion');
  });

  it('"removal by self \'left the discussion\'"', () => {
    expect(say('discussion_user_removed')).toBe('Alice left the discussion');
    expect(say('discussion_user_removed', { target_user_id: 'u-alice' })).toBe('Alice left the discussion');
    expect(say('discussion_user_removed', { initiator_id: 'u-me', target_user_id: 'u-me' })).toBe(
      'You left the discussion',
    );
  });

  it('names who removed whom otherwise', () => {
    expect(say('discussion_user_removed', { target_user_id: 'u-bob' })).toBe(
      'Alice removed Bob from the discussion',
    );
    expect(say('discussion_user_removed', { target_user_id: 'u-me' })).toBe(
      'Alice removed you from the discussion',
    );
  });

  it('lists added recipients, users and outside addresses', () => {
    expect(say('recipient_added', { target_user_id: 'u-bob' })).toBe('Alice added Bob');
    expect(
      say('recipient_added', {
        target_user_id: 'u-bob',
        external_users: [{ name: 'Zoe', email: 'zoe@x.example' }, { email: 'yan@x.example' }],
      }),
    ).toBe('Alice added Bob, Zoe & yan@x.example');
    expect(say('recipient_added')).toBeNull();
  });
});

describe('describeThreadEvent: field changes', () => {
  it('title', () => {
    expect(say('title_updated', { new_title: 'Q1 plan' })).toBe('Alice renamed the thread to "Q1 plan"');
    expect(say('title_updated', { previous_title: 'Q1 plan' })).toBe('Alice removed the title');
  });

  it("status, with the spec's names ('In progress', 'In review')", () => {
    expect(say('thread_status_added', { new_status: 'in_progress' })).toBe(
      'Alice set the status to In progress',
    );
    expect(say('thread_status_changed', { previous_status: 'in_progress', new_status: 'review' })).toBe(
      'Alice changed the status from In progress to In review',
    );
    expect(say('thread_status_removed', { previous_status: 'closed' })).toBe('Alice removed the status');
  });

  it('"Unknown statuses and event types render nothing"', () => {
    expect(say('thread_status_added', { new_status: 'archived' as never })).toBeNull();
    expect(say('thread_status_added')).toBeNull();
    expect(say('thread_status_changed', { previous_status: 'review' })).toBeNull();
    expect(say('thread_status_changed', { new_status: 'review' })).toBeNull();
    expect(say('message_exploded')).toBeNull();
  });

  it('due date, written as a calendar day', () => {
    expect(say('due_date_added', { new_due_date: '2026-03-09' })).toBe(
      'Alice set the due date to Mar 9, 2026',
    );
    expect(say('due_date_changed', { previous_due_date: '2026-03-09', new_due_date: '2026-12-25' })).toBe(
      'Alice changed the due date from Mar 9, 2026 to Dec 25, 2026',
    );
    expect(say('due_date_removed', { previous_due_date: '2026-03-09' })).toBe('Alice removed the due date');
    expect(say('due_date_added', { new_due_date: 'someday' })).toBe('Alice set the due date to someday');
    expect(say('due_date_added')).toBeNull();
    expect(say('due_date_changed', { new_due_date: '2026-03-09' })).toBeNull();
  });

  it('shared note (description)', () => {
    expect(say('description_added')).toBe('Alice added a shared note');
    expect(say('description_changed')).toBe('Alice edited the shared note');
    expect(say('description_removed')).toBe('Alice removed the shared note');
  });

  it('assignee', () => {
    expect(say('assignee_added', { target_user_id: 'u-bob' })).toBe('Alice assigned the thread to Bob');
    expect(say('assignee_added', { target_user_id: 'u-me' })).toBe('Alice assigned the thread to you');
    expect(say('assignee_added', { target_user_id: 'u-alice' })).toBe('Alice self-assigned the thread');
    expect(say('assignee_added')).toBeNull();
    expect(say('assignee_changed', { previous_assignee_id: 'u-bob', target_user_id: 'u-carol' })).toBe(
      'Alice reassigned the thread from Bob to Carol',
    );
    expect(say('assignee_changed', { previous_assignee_id: 'u-bob' })).toBeNull();
    expect(say('assignee_removed', { previous_assignee_id: 'u-bob' })).toBe('Alice unassigned Bob');
    expect(say('assignee_removed', { target_user_id: 'u-carol' })).toBe('Alice unassigned Carol');
  });

  it('channels, by name', () => {
    expect(say('channel_added', { channel_id: 'c1' })).toBe('Alice added the thread to Sales');
    expect(say('channel_removed', { channel_id: 'c1' })).toBe('Alice removed the thread from Sales');
    expect(say('channel_added', { channel_id: 'gone' })).toBe('Alice added the thread to a channel');
    expect(say('channel_removed')).toBe('Alice removed the thread from a channel');
  });

  it("reads 'Someone' for a user that cannot be resolved", () => {
    expect(say('description_added', { initiator_id: 'u-ghost' })).toBe('Someone added a shared note');
    expect(say('description_added', { initiator_id: null })).toBe('Someone added a shared note');
  });
});

describe('describeThreadEventGroup', () => {
  const group = (events: ThreadEvent[]) => describeThreadEventGroup({ kind: 'group', events }, ctx);

  it("joins the names of people who joined: 'A & B joined the discussion'", () => {
    expect(
      group([
        ev('self_added_as_participant', { initiator_id: 'u-bob' }),
        ev('self_added_as_participant', { initiator_id: 'u-carol' }),
      ]),
    ).toBe('Bob & Carol joined the discussion');
  });

  it("lists added people: 'Alice added Bob, Carol & Dave', 'A & N others' beyond three", () => {
    expect(
      group([
        ev('recipient_added', { target_user_id: 'u-bob' }),
        ev('recipient_added', { target_user_id: 'u-carol' }),
        ev('recipient_added', { target_user_id: 'u-dave' }),
      ]),
    ).toBe('Alice added Bob, Carol & Dave');
    expect(
      group([
        ev('recipient_added', { target_user_id: 'u-bob', external_users: [{ email: 'a@x.example' }] }),
        ev('recipient_added', { target_user_id: 'u-carol', initiator_id: 'u-me' }),
        ev('recipient_added', { target_user_id: 'u-dave' }),
      ]),
    ).toBe('Alice & You added Bob & 3 others');
  });

  it('renders nothing for an empty group or one that adds nobody', () => {
    expect(group([])).toBeNull();
    expect(group([ev('recipient_added'), ev('recipient_added')])).toBeNull();
  });
});
