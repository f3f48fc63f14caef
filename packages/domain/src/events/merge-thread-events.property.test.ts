import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { EVENT_MERGE_WINDOW_DESCRIPTION_MS, EVENT_MERGE_WINDOW_MS } from '../constants/constants.js';
import type { ThreadEvent, ThreadEventType } from '../model/index.js';
import { mergeThreadEvents } from './merge-thread-events.js';

const base = Date.parse('2026-03-10T10:00:00Z');
const people = ['alice', 'bob', 'carol'] as const;
const statuses = ['in_progress', 'review', 'closed'] as const;

const FAMILY: Partial<Record<ThreadEventType, string>> = {
  title_updated: 'title',
  thread_status_added: 'status',
  thread_status_changed: 'status',
  thread_status_removed: 'status',
  due_date_added: 'due',
  due_date_changed: 'due',
  due_date_removed: 'due',
  description_added: 'description',
  description_changed: 'description',
  description_removed: 'description',
  assignee_added: 'assignee',
  assignee_changed: 'assignee',
  assignee_removed: 'assignee',
};

const eventArbitrary = fc
  .record({
    event_type: fc.constantFrom<ThreadEventType>(
      ...(Object.keys(FAMILY) as ThreadEventType[]),
      'channel_added',
      'channel_removed',
      'recipient_added',
      'self_added_as_participant',
      'discussion_user_removed',
    ),
    minute: fc.integer({ min: 0, max: 90 }),
    initiator_id: fc.constantFrom(...people),
    target_user_id: fc.option(fc.constantFrom(...people), { nil: null }),
    previous_assignee_id: fc.option(fc.constantFrom(...people), { nil: null }),
    channel_id: fc.option(fc.constantFrom('c1', 'c2'), { nil: null }),
    previous_status: fc.option(fc.constantFrom(...statuses), { nil: null }),
    new_status: fc.option(fc.constantFrom(...statuses), { nil: null }),
    previous_title: fc.option(fc.constantFrom('A', 'B'), { nil: null }),
    new_title: fc.option(fc.constantFrom('A', 'B'), { nil: null }),
    due: fc.constantFrom('2026-03-11', '2026-03-12'),
  })
  .map(
    (r): Omit<ThreadEvent, 'id'> => ({
      event_type: r.event_type,
      date: new Date(base + r.minute * 60_000).toISOString(),
      thread_id: 't1',
      initiator_id: r.initiator_id,
      target_user_id: r.target_user_id,
      previous_assignee_id: r.previous_assignee_id,
      channel_id: r.channel_id,
      previous_due_date: r.due,
      new_due_date: r.due,
      previous_status: r.previous_status,
      new_status: r.new_status,
      previous_title: r.previous_title,
      new_title: r.new_title,
      previous_description: null,
      new_description: '<p>x</p>',
      external_users: [],
    }),
  );

/** Events in date order, as the API returns them. */
const eventsArbitrary = fc
  .array(eventArbitrary, { maxLength: 25 })
  .map((events) =>
    events
      .map((event, i): ThreadEvent => ({ ...event, id: `e${i}` }))
      .sort((a, b) => Date.parse(a.date) - Date.parse(b.date)),
  );

const pairKey = (e: ThreadEvent): { key: string; add: boolean } | null => {
  if (e.event_type === 'channel_added' || e.event_type === 'channel_removed') {
    return e.channel_id ? { key: `c:${e.channel_id}`, add: e.event_type === 'channel_added' } : null;
  }
  if (e.event_type === 'recipient_added')
    return e.target_user_id ? { key: `p:${e.target_user_id}`, add: true } : null;
  if (e.event_type === 'self_added_as_participant' || e.event_type === 'discussion_user_removed') {
    const user = e.target_user_id ?? e.initiator_id;
    return { key: `p:${user}`, add: e.event_type === 'self_added_as_participant' };
  }
  return null;
};
const time = (e: ThreadEvent) => Date.parse(e.date);

describe('mergeThreadEvents properties', () => {
  test.prop([eventsArbitrary])('output is in date order and a subsequence of the input ids', (events) => {
    const merged = mergeThreadEvents(events);
    const times = merged.map(time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const inputIds = events.map((e) => e.id);
    const positions = merged.map((e) => inputIds.indexOf(e.id));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  test.prop([eventsArbitrary])('merged events never contain a cancelled pair', (events) => {
    const merged = mergeThreadEvents(events);
    const lastOfKey = new Map<string, ThreadEvent>();
    for (const event of merged) {
      const pair = pairKey(event);
      if (pair) {
        const previous = lastOfKey.get(pair.key);
        if (previous && previous.initiator_id === event.initiator_id) {
          const previousPair = pairKey(previous)!;
          const cancelled =
            previousPair.add !== pair.add && time(event) - time(previous) <= EVENT_MERGE_WINDOW_MS;
          expect(cancelled, `${previous.id} and ${event.id} should have cancelled out`).toBe(false);
        }
        lastOfKey.set(pair.key, event);
      }
    }
  });

  test.prop([eventsArbitrary])(
    'consecutive events of a field by the same user are never within the window',
    (events) => {
      const merged = mergeThreadEvents(events);
      const lastOfFamily = new Map<string, ThreadEvent>();
      for (const event of merged) {
        const family = FAMILY[event.event_type];
        if (!family) continue;
        const previous = lastOfFamily.get(family);
        if (previous && previous.initiator_id === event.initiator_id) {
          const window = family === 'description' ? EVENT_MERGE_WINDOW_DESCRIPTION_MS : EVENT_MERGE_WINDOW_MS;
          expect(time(event) - time(previous)).toBeGreaterThan(window);
        }
        lastOfFamily.set(family, event);
      }
    },
  );

  test.prop([eventsArbitrary])('merging is idempotent', (events) => {
    const once = mergeThreadEvents(events);
    expect(mergeThreadEvents(once)).toEqual(once);
  });
});
