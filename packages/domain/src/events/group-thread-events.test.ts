import { describe, expect, it } from 'vitest';
import type { ThreadEvent } from '../model/index.js';
import { groupThreadEvents } from './group-thread-events.js';

let n = 0;
const ev = (event_type: ThreadEvent['event_type'], target_user_id: string | null = null): ThreadEvent => ({
  id: `e${n++}`,
  event_type,
  date: '2026-03-10T10:00:00.000Z',
  thread_id: 't1',
  initiator_id: 'alice',
  target_user_id,
  previous_assignee_id: null,
  channel_id: null,
  previous_due_date: null,
  new_due_date: null,
  previous_status: null,
  new_status: null,
  previous_title: null,
  new_title: null,
  previous_description: null,
  new_description: null,
  external_users: [],
});

describe('groupThreadEvents: "Consecutive recipient_added/self_added_as_participant events are grouped"', () => {
  it('groups a run of recipient_added events', () => {
    const a = ev('recipient_added', 'bob');
    const b = ev('recipient_added', 'carol');
    const other = ev('channel_added');
    expect(groupThreadEvents([other, a, b])).toEqual([other, { kind: 'group', events: [a, b] }]);
  });

  it('groups a run of self_added_as_participant events', () => {
    const a = ev('self_added_as_participant');
    const b = ev('self_added_as_participant');
    const c = ev('self_added_as_participant');
    expect(groupThreadEvents([a, b, c])).toEqual([{ kind: 'group', events: [a, b, c] }]);
  });

  it('keeps a run of one as a plain event and splits runs of different types or interrupted runs', () => {
    const a = ev('recipient_added', 'bob');
    const b = ev('self_added_as_participant');
    const c = ev('self_added_as_participant');
    const d = ev('title_updated');
    const e = ev('recipient_added', 'dave');
    expect(groupThreadEvents([a, b, c, d, e])).toEqual([a, { kind: 'group', events: [b, c] }, d, e]);
  });

  it('gives nothing for nothing', () => {
    expect(groupThreadEvents([])).toEqual([]);
  });
});
