import {
  type Contact,
  type InboxItem,
  InboxItemSchema,
  type Thread,
  type ThreadListRow,
  ThreadListRowSchema,
} from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import { type AnyEndpoint, encodeListAnswer, endpoints, isListAnswerSchema } from '../src/index.js';
import { contact, label, meta, thread } from './fixtures.js';

/** A whole Thread as lists carry it: the row's fields only, files by name. */
function rowOf(whole: Thread): ThreadListRow {
  const {
    description: _d,
    followers: _f,
    recipients: _r,
    next_message_recipients: _n,
    private_senders: _p,
    attachments,
    ...row
  } = whole;
  return { ...row, attachments: attachments.map(({ id, name }) => ({ id, name })) };
}

const bob = contact('u_bob', 'bob@acme.example');
const alice = contact('u_alice', 'alice@acme.example');
const outsider: Contact = {
  id: 'priya@stark.example',
  type: 'external_user',
  email: 'priya@stark.example',
  display_name: null,
  picture_url: 'https://images.example/priya.png',
};
/** The same person named differently on another thread's messages: sent as its own entry. */
const bobRenamed: Contact = { ...bob, display_name: 'Robert' };

/** Rows that use every field the wire form shortens, and some that hold their usual values. */
const rows: ThreadListRow[] = [
  rowOf(thread('t_1')),
  rowOf(
    thread('t_2', {
      senders: [outsider, bob, alice],
      assignee: alice,
      category: 'updates',
      status: 'in_progress',
      labels: [label('l_1')],
      label_ids: ['l_1'],
      channel_ids: ['c_1'],
      number_of_messages: 4,
      number_of_unread_messages: 2,
      is_starred: true,
      last_activity: {
        date: '2024-05-02T09:30:00.120Z',
        message_id: 'm_9',
        snippet: 'A private note',
        author: alice,
        is_private: true,
      },
      snooze_end_date: '2024-05-03T08:00:00.000Z',
      attachments: [
        {
          id: 'a_1',
          name: 'report.pdf',
          size: 1234,
          mime_type: 'application/pdf',
          server_filename: 'x',
          download_url: '/files/x',
          expiry_date: null,
        },
      ],
    }),
  ),
  rowOf(
    thread('t_3', {
      senders: [bobRenamed],
      inbox_event_id: null,
      // Not in the form a Date writes: sent as the string.
      last_activity: {
        date: '2024-05-01T12:00:00+02:00',
        message_id: 'm_3',
        snippet: '',
        author: outsider,
        is_private: false,
      },
    }),
  ),
];

const items: InboxItem[] = [
  {
    id: 'ie_t_1',
    type: 'message_added',
    thread: rows[0] as ThreadListRow,
    message_reactions: [],
    initial_date: '2024-05-01T10:00:00.000Z',
    snooze_start_date: null,
  },
  {
    id: 'ie_t_2',
    type: 'reactions_added',
    // Its inbox event is another than the item (the wire says so explicitly).
    thread: { ...(rows[1] as ThreadListRow), inbox_event_id: 'ie_other' },
    message_reactions: [
      {
        message_id: 'm_9',
        snippet: 'Hi',
        reactions: [{ code: '1f44d', user_ids: ['u_bob'], update_date: '2024-05-01T09:00:00.000Z' }],
      },
    ],
    initial_date: '2024-04-30T23:59:59.999Z',
    snooze_start_date: '2024-05-01T00:00:00.000Z',
  },
  {
    id: 'ie_t_3',
    type: 'added_to_inbox',
    thread: rows[2] as ThreadListRow,
    message_reactions: [],
    initial_date: '2024-05-01T12:00:00+02:00',
    snooze_start_date: null,
  },
];

/** What crosses the wire: the server's encoding, as JSON text and back. */
const overTheWire = (endpoint: AnyEndpoint, answer: unknown) =>
  JSON.parse(JSON.stringify(encodeListAnswer(endpoint.response, answer)));

type WireRow = Record<string, unknown> & { senders: unknown[]; last_activity: Record<string, unknown> };

describe('lean list answers', () => {
  it('every list of threads answers in the lean form, and nothing else does', () => {
    const lists = Object.entries(endpoints as Record<string, AnyEndpoint>)
      .filter(([, endpoint]) => isListAnswerSchema(endpoint.response))
      .map(([name]) => name)
      .sort();
    expect(lists).toEqual(
      [
        'listInboxEvents',
        'listSentThreads',
        'listTrashedThreads',
        'listSnoozedThreads',
        'listSpamThreads',
        'listStarredThreads',
        'listScheduledThreads',
        'listAllThreads',
        'listFilteredThreads',
        'searchThreads',
        'listChannelThreads',
        'listLabelThreads',
      ].sort(),
    );
    // No other call answers rows in the whole form (a new list would have to use the lean schemas).
    for (const endpoint of Object.values(endpoints as Record<string, AnyEndpoint>)) {
      const element = (endpoint.response as { shape?: { data?: { element?: unknown } } }).shape?.data
        ?.element;
      expect(element === ThreadListRowSchema || element === InboxItemSchema).toBe(false);
    }
  });

  it('the inbox: parsing the wire form gives back exactly the whole items', () => {
    const answer = { data: items, meta: meta({ returned_count: 3, next_page_token: 'p2' }) };
    const wire = overTheWire(endpoints.listInboxEvents, answer);
    expect(endpoints.listInboxEvents.response.parse(wire)).toEqual(answer);
  });

  it('the thread lists, search and the wizard search: parsing gives back exactly the whole rows', () => {
    for (const endpoint of [
      endpoints.listSentThreads,
      endpoints.listFilteredThreads,
      endpoints.listChannelThreads,
      endpoints.listLabelThreads,
    ]) {
      const answer = { data: rows, meta: meta({ returned_count: 3 }) };
      expect(endpoint.response.parse(overTheWire(endpoint, answer))).toEqual(answer);
    }
    const search = { data: rows, meta: { total_count: 40, returned_count: 3 } };
    expect(endpoints.searchThreads.response.parse(overTheWire(endpoints.searchThreads, search))).toEqual(
      search,
    );
    const empty = { data: [], meta: meta({ total_count: 0, returned_count: 0 }) };
    expect(endpoints.listAllThreads.response.parse(overTheWire(endpoints.listAllThreads, empty))).toEqual(
      empty,
    );
  });

  it('sends each person once per page and rows name them by place; usual values are left out', () => {
    const wire = overTheWire(endpoints.listInboxEvents, { data: items, meta: meta() });
    // bob, alice, the outsider, bob under another name: in order of first use, each once.
    expect(wire.contacts).toEqual([
      { id: 'u_bob', type: 'user', email: 'bob@acme.example', display_name: 'Alice Martin' },
      {
        id: 'priya@stark.example',
        type: 'external_user',
        email: 'priya@stark.example',
        picture_url: 'https://images.example/priya.png',
      },
      { id: 'u_alice', type: 'user', email: 'alice@acme.example', display_name: 'Alice Martin' },
      { id: 'u_bob', type: 'user', email: 'bob@acme.example', display_name: 'Robert' },
    ]);
    const [first, second, third] = wire.data as { id: string; thread: WireRow }[];
    // No contact object inside a row.
    expect(JSON.stringify(wire.data)).not.toContain('"email"');
    expect(first?.thread.senders).toEqual([0]);
    expect(first?.thread.last_activity).toEqual({
      date: Date.parse('2024-05-01T10:00:00.000Z'),
      message_id: 't_1_m1',
      snippet: 'Here are the numbers',
      author: 0,
    });
    // Usual values left out: no flags, counts, empty lists, the primary category, the item's own event.
    expect(Object.keys(first?.thread ?? {}).sort()).toEqual(
      [
        'id',
        'title',
        'senders',
        'last_activity',
        'inbox_event_is_unread',
        'number_of_unread_messages',
      ].sort(),
    );
    expect(Object.keys(first ?? {}).sort()).toEqual(['id', 'thread', 'initial_date'].sort());
    expect(second?.thread).toMatchObject({
      senders: [1, 0, 2],
      assignee: 2,
      category: 'updates',
      inbox_event_id: 'ie_other',
      attachments: [{ id: 'a_1', name: 'report.pdf' }],
    });
    expect(second?.thread.last_activity).toMatchObject({ author: 2, is_private: true });
    // A thread with no inbox event says so; a date a number would change stays a string.
    expect(third?.thread).toMatchObject({ senders: [3], inbox_event_id: null });
    expect(third?.thread.last_activity.date).toBe('2024-05-01T12:00:00+02:00');
  });

  it('a row naming a contact the page does not carry breaks the contract', () => {
    const wire = overTheWire(endpoints.listInboxEvents, { data: items, meta: meta() });
    wire.contacts.pop();
    const parsed = endpoints.listInboxEvents.response.safeParse(wire);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['data.2.thread.senders.0']);

    const rowsWire = overTheWire(endpoints.listAllThreads, { data: rows, meta: meta() });
    rowsWire.data[1].assignee = 99;
    const broken = endpoints.listAllThreads.response.safeParse(rowsWire);
    expect(broken.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['data.1.assignee']);
    // A whole contact where a reference belongs is not the wire form either.
    const whole = overTheWire(endpoints.listAllThreads, { data: rows, meta: meta() });
    whole.data[0].senders = [bob];
    expect(endpoints.listAllThreads.response.safeParse(whole).success).toBe(false);
  });

  it('other answers pass through unchanged', () => {
    const labels = { data: [label()], meta: meta() };
    expect(encodeListAnswer(endpoints.listLabels.response, labels)).toBe(labels);
    expect(encodeListAnswer(endpoints.listAllThreads.response, undefined)).toBeUndefined();
  });
});
