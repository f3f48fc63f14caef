import { describe, expect, it } from 'vitest';
import type { ThreadEvent } from '../model/index.js';
import { mergeThreadEvents } from './merge-thread-events.js';
import { testThreadEvent } from './test-thread-event.js';

const base = Date.parse('2026-03-10T10:00:00Z');
let nextId = 0;

/** An event `minutes` after 10:00 by `initiator` (default alice). */
const ev = (
  event_type: ThreadEvent['event_type'],
  minutes: number,
  fields: Partial<ThreadEvent> = {},
): ThreadEvent =>
  testThreadEvent(event_type, {
    id: `e${nextId++}`,
    date: new Date(base + minutes * 60_000).toISOString(),
    ...fields,
  });

/** [type, previous value, new value] of each event, whatever field it is about (null when none). */
const summary = (events: ThreadEvent[]) =>
  events.map((e) => [
    e.event_type,
    e.previous_status ??
      e.previous_due_date ??
      e.previous_description ??
      e.previous_assignee_id ??
      e.previous_title,
    e.new_status ?? e.new_due_date ?? e.new_description ?? e.target_user_id ?? e.new_title,
  ]);

describe('mergeThreadEvents: "same user within 5 minutes (30 for description)"', () => {
  it('"add then change gives add" with the latest value', () => {
    const merged = mergeThreadEvents([
      ev('thread_status_added', 0, { new_status: 'in_progress' }),
      ev('thread_status_changed', 3, { previous_status: 'in_progress', new_status: 'review' }),
    ]);
    expect(summary(merged)).toEqual([['thread_status_added', null, 'review']]);
    expect(merged[0]!.date).toBe('2026-03-10T10:00:00.000Z');
  });

  it('"add then remove cancels" both', () => {
    expect(
      mergeThreadEvents([
        ev('due_date_added', 0, { new_due_date: '2026-03-12' }),
        ev('due_date_removed', 4, { previous_due_date: '2026-03-12' }),
      ]),
    ).toEqual([]);
  });

  it('"change then change keeps earliest previous value"', () => {
    const merged = mergeThreadEvents([
      ev('due_date_changed', 0, { previous_due_date: '2026-03-01', new_due_date: '2026-03-05' }),
      ev('due_date_changed', 2, { previous_due_date: '2026-03-05', new_due_date: '2026-03-09' }),
    ]);
    expect(summary(merged)).toEqual([['due_date_changed', '2026-03-01', '2026-03-09']]);
  });

  it('"change then remove keeps earliest previous value"', () => {
    const merged = mergeThreadEvents([
      ev('assignee_changed', 0, { previous_assignee_id: 'bob', target_user_id: 'carol' }),
      ev('assignee_removed', 2, { previous_assignee_id: 'carol' }),
    ]);
    expect(merged.map((e) => [e.event_type, e.previous_assignee_id, e.target_user_id])).toEqual([
      ['assignee_removed', 'bob', null],
    ]);
  });

  it('"remove then add becomes change"', () => {
    const merged = mergeThreadEvents([
      ev('thread_status_removed', 0, { previous_status: 'review' }),
      ev('thread_status_added', 1, { new_status: 'closed' }),
    ]);
    expect(summary(merged)).toEqual([['thread_status_changed', 'review', 'closed']]);
  });

  it('drops a merge that ends where it started (a no-op)', () => {
    expect(
      mergeThreadEvents([
        ev('title_updated', 0, { previous_title: 'Plan', new_title: 'Plan B' }),
        ev('title_updated', 1, { previous_title: 'Plan B', new_title: 'Plan' }),
      ]),
    ).toEqual([]);
  });

  it('merges title updates keeping the first title', () => {
    const merged = mergeThreadEvents([
      ev('title_updated', 0, { previous_title: null, new_title: 'A' }),
      ev('title_updated', 4, { previous_title: 'A', new_title: 'B' }),
    ]);
    expect(merged.map((e) => [e.previous_title, e.new_title])).toEqual([[null, 'B']]);
  });

  it('chains merges, each event within the window of the last one merged', () => {
    const merged = mergeThreadEvents([
      ev('thread_status_added', 0, { new_status: 'in_progress' }),
      ev('thread_status_changed', 4, { previous_status: 'in_progress', new_status: 'review' }),
      ev('thread_status_changed', 8, { previous_status: 'review', new_status: 'closed' }),
    ]);
    expect(summary(merged)).toEqual([['thread_status_added', null, 'closed']]);
  });

  it('does not merge after 5 minutes', () => {
    const events = [
      ev('thread_status_added', 0, { new_status: 'in_progress' }),
      ev('thread_status_removed', 5.01, { previous_status: 'in_progress' }),
    ];
    expect(mergeThreadEvents(events)).toEqual(events);
  });

  it('merges exactly at 5 minutes', () => {
    expect(
      mergeThreadEvents([
        ev('thread_status_added', 0, { new_status: 'in_progress' }),
        ev('thread_status_removed', 5, { previous_status: 'in_progress' }),
      ]),
    ).toEqual([]);
  });

  it('"30 for description"', () => {
    const merged = mergeThreadEvents([
      ev('description_added', 0, { new_description: '<p>a</p>' }),
      ev('description_changed', 29, { previous_description: '<p>a</p>', new_description: '<p>b</p>' }),
      ev('description_changed', 70, { previous_description: '<p>b</p>', new_description: '<p>c</p>' }),
    ]);
    expect(summary(merged)).toEqual([
      ['description_added', null, '<p>b</p>'],
      ['description_changed', '<p>b</p>', '<p>c</p>'],
    ]);
  });

  it('does not merge events of different users, fields or threads', () => {
    const events = [
      ev('thread_status_added', 0, { new_status: 'in_progress' }),
      ev('thread_status_removed', 1, { previous_status: 'in_progress', initiator_id: 'bob' }),
      ev('due_date_added', 1, { new_due_date: '2026-03-12' }),
      ev('due_date_removed', 2, { previous_due_date: '2026-03-12', thread_id: 't2' }),
    ];
    expect(mergeThreadEvents(events)).toEqual(events);
  });

  it('merges with the latest event of a field again once a later one cancelled out', () => {
    const merged = mergeThreadEvents([
      ev('thread_status_added', 0, { new_status: 'in_progress' }),
      ev('thread_status_changed', 1, {
        previous_status: 'in_progress',
        new_status: 'review',
        initiator_id: 'bob',
      }),
      ev('thread_status_changed', 2, {
        previous_status: 'review',
        new_status: 'in_progress',
        initiator_id: 'bob',
      }),
      ev('thread_status_changed', 3, { previous_status: 'in_progress', new_status: 'closed' }),
    ]);
    expect(summary(merged)).toEqual([['thread_status_added', null, 'closed']]);
  });

  it('reads the previous assignee of a removal from target_user_id when that is where it is', () => {
    const merged = mergeThreadEvents([
      ev('assignee_removed', 0, { target_user_id: 'bob' }),
      ev('assignee_added', 1, { target_user_id: 'carol' }),
    ]);
    expect(merged.map((e) => [e.event_type, e.previous_assignee_id, e.target_user_id])).toEqual([
      ['assignee_changed', 'bob', 'carol'],
    ]);
  });
});

describe('mergeThreadEvents: "Channel and participant add/remove events within 5 min by the same initiator cancel out"', () => {
  it('cancels a channel added then removed, and removed then added', () => {
    expect(
      mergeThreadEvents([
        ev('channel_added', 0, { channel_id: 'c1' }),
        ev('channel_removed', 2, { channel_id: 'c1' }),
      ]),
    ).toEqual([]);
    expect(
      mergeThreadEvents([
        ev('channel_removed', 0, { channel_id: 'c1' }),
        ev('channel_added', 2, { channel_id: 'c1' }),
      ]),
    ).toEqual([]);
  });

  it('keeps pairs of different channels, initiators, or more than 5 minutes apart', () => {
    const events = [
      ev('channel_added', 0, { channel_id: 'c1' }),
      ev('channel_removed', 1, { channel_id: 'c2' }),
      ev('channel_removed', 2, { channel_id: 'c1', initiator_id: 'bob' }),
      ev('channel_added', 8, { channel_id: 'c1', initiator_id: 'bob' }),
      ev('channel_added', 9, { channel_id: null }),
      ev('channel_removed', 9.5, { channel_id: null }),
    ];
    expect(mergeThreadEvents(events)).toEqual(events);
  });

  it('cancels a participant added then removed', () => {
    expect(
      mergeThreadEvents([
        ev('recipient_added', 0, { target_user_id: 'bob' }),
        ev('discussion_user_removed', 1, { target_user_id: 'bob' }),
      ]),
    ).toEqual([]);
  });

  it('cancels joining then leaving the discussion', () => {
    expect(
      mergeThreadEvents([
        ev('self_added_as_participant', 0, { initiator_id: 'bob' }),
        ev('discussion_user_removed', 3, { initiator_id: 'bob' }),
      ]),
    ).toEqual([]);
  });

  it('keeps added outside addresses (they have no removal) and events without a user', () => {
    const events = [
      ev('recipient_added', 0, { target_user_id: 'bob', external_users: [{ email: 'x@y.example' }] }),
      ev('discussion_user_removed', 1, { target_user_id: 'bob' }),
      ev('recipient_added', 2, { target_user_id: null, external_users: [{ email: 'z@y.example' }] }),
      ev('discussion_user_removed', 2.5, { target_user_id: null, initiator_id: null }),
    ];
    expect(mergeThreadEvents(events)).toEqual(events);
  });

  it('pairs with the latest unpaired opposite event', () => {
    const first = ev('channel_added', 0, { channel_id: 'c1' });
    const merged = mergeThreadEvents([
      first,
      ev('channel_removed', 6, { channel_id: 'c1' }),
      ev('channel_added', 7, { channel_id: 'c1' }),
    ]);
    expect(merged).toEqual([first]);
  });
});

describe('mergeThreadEvents: "input and output in date order"', () => {
  it('sorts its input by date, keeping the order of equal dates', () => {
    const a = ev('title_updated', 10, { previous_title: 'x', new_title: 'y', initiator_id: 'bob' });
    const b = ev('channel_added', 0, { channel_id: 'c1' });
    const c = ev('recipient_added', 0, { target_user_id: 'dave' });
    expect(mergeThreadEvents([a, b, c])).toEqual([b, c, a]);
  });

  it('leaves other events untouched', () => {
    const events = [
      ev('recipient_added', 0, { target_user_id: 'bob' }),
      ev('recipient_added', 1, { target_user_id: 'carol' }),
    ];
    expect(mergeThreadEvents(events)).toEqual(events);
  });
});
