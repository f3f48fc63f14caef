import type { ThreadEvent } from '../model/index.js';

/**
 * A thread event for tests: an `event_type` on thread t1 by alice at 2026-03-10 10:00 UTC, every optional
 * field empty; `fields` override any of it.
 */
export function testThreadEvent(
  event_type: ThreadEvent['event_type'],
  fields: Partial<ThreadEvent> = {},
): ThreadEvent {
  return {
    id: 'e1',
    event_type,
    date: '2026-03-10T10:00:00.000Z',
    thread_id: 't1',
    initiator_id: 'alice',
    target_user_id: null,
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
    ...fields,
  };
}
