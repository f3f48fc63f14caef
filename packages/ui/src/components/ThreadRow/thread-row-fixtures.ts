import type { ThreadRowChannel, ThreadRowData, ThreadRowParticipant } from './thread-row-data';

/** Sample rows for stories and the bench. Not exported from the package. */

export const FIXTURE_NOW = new Date('2026-03-12T15:30:00.000Z');
export const FIXTURE_TIME_ZONE = 'UTC';

export const people = {
  alice: { id: 'u-alice', name: 'Alice Martin' },
  bob: { id: 'u-bob', name: 'Bob Chen' },
  carol: { id: 'u-carol', name: 'Carol Diaz' },
  dave: { id: 'u-dave', name: 'Dave Okafor' },
  erin: { id: 'u-erin', name: 'Erin Walsh' },
} satisfies Record<string, ThreadRowParticipant>;

export const channels = {
  sales: { id: 'c-sales', name: 'Sales', color: '#2f80ed' },
  support: { id: 'c-support', name: 'Support', color: '#27ae60' },
  hiring: { id: 'c-hiring', name: 'Hiring', color: '#9b51e0' },
} satisfies Record<string, ThreadRowChannel>;

export const baseRow: ThreadRowData = {
  id: 't-1',
  participants: [people.alice, people.bob],
  isUnread: false,
  isDraft: false,
  isStarred: false,
  isTrashed: false,
  isInInbox: true,
  channels: [],
  title: 'Quarterly planning',
  snippet: 'Here are the notes from today, with the numbers we discussed for Q2.',
  attachments: [],
  status: null,
  dateSlot: { kind: 'last', date: '2026-03-12T14:05:00.000Z' },
};

export const rows = {
  read: baseRow,
  unread: {
    ...baseRow,
    id: 't-unread',
    isUnread: true,
    participants: [people.carol, people.alice, people.dave],
    title: 'Contract renewal for Globex',
    snippet: 'Could you take a look at the redlines before Friday? Legal flagged two clauses.',
  },
  draft: {
    ...baseRow,
    id: 't-draft',
    isDraft: true,
    participants: [people.alice],
    title: 'Offsite agenda',
    snippet: 'Day one: strategy. Day two: team sessions and the dinner',
  },
  snoozed: {
    ...baseRow,
    id: 't-snoozed',
    isInInbox: false,
    title: 'Follow up with the design agency',
    dateSlot: { kind: 'snoozed', date: '2026-03-16T08:00:00.000Z' },
  },
  scheduled: {
    ...baseRow,
    id: 't-scheduled',
    title: 'Launch announcement',
    snippet: 'Hi everyone, today we are launching the new onboarding flow',
    dateSlot: { kind: 'scheduled', date: '2026-03-13T09:00:00.000Z' },
  },
  trashed: {
    ...baseRow,
    id: 't-trashed',
    isTrashed: true,
    isInInbox: false,
    title: 'Newsletter: March edition',
    dateSlot: { kind: 'last', date: '2026-02-27T10:00:00.000Z' },
  },
  withAttachments: {
    ...baseRow,
    id: 't-attachments',
    title: 'Signed documents',
    snippet: 'Attached are the signed copies and the meeting invite.',
    attachments: ['contract.pdf', 'invite.ics', 'scan.png', 'README', 'budget-2026.xlsx', 'photo.jpg'],
  },
  withChannels: {
    ...baseRow,
    id: 't-channels',
    isStarred: true,
    status: 'in_progress',
    channels: [channels.sales, channels.support],
    participants: [people.bob, people.carol, people.dave, people.erin],
    title: 'Customer escalation: ACME-4411',
    snippet: 'The customer reports the export fails for files over 2 GB.',
  },
  longNames: {
    ...baseRow,
    id: 't-long',
    participants: [
      { id: 'u-long', name: 'Maximilian Alexander von Hohenberg-Castellanos' },
      { id: 'u-long-2', name: 'Priyanka Venkataraghavan-Subramanian' },
      people.dave,
    ],
    channels: [channels.hiring],
    title:
      'A very long thread title that goes on and on about the details of the hiring pipeline for the new office',
    snippet: 'And a snippet that is long enough to be cut off at the end of the row, as it should be.',
  },
  emptyTitle: {
    ...baseRow,
    id: 't-empty-title',
    title: null,
    snippet: 'No subject on this one.',
  },
} satisfies Record<string, ThreadRowData>;

const subjects = [
  'Quarterly planning',
  'Contract renewal',
  'Invoice #4411',
  'Welcome to the team',
  'Design review notes',
  'Customer escalation',
  'Offsite logistics',
  'Weekly metrics',
];
const snippets = [
  'Here are the notes from today, with the numbers we discussed.',
  'Could you take a look before Friday?',
  'Thanks! Looping in the rest of the team.',
  'The export fails for files over 2 GB, see the logs attached.',
];
const everyone = Object.values(people);
const everyChannel = Object.values(channels);

/** `count` deterministic rows, newest first, one minute apart. */
export function manyRows(count: number, now: Date = FIXTURE_NOW): ThreadRowData[] {
  const result: ThreadRowData[] = [];
  for (let i = 0; i < count; i++) {
    const participants = [everyone[i % everyone.length]!, everyone[(i + 2) % everyone.length]!];
    result.push({
      ...baseRow,
      id: `t-${i}`,
      participants,
      isUnread: i % 3 === 0,
      isStarred: i % 7 === 0,
      channels: i % 4 === 0 ? [everyChannel[i % everyChannel.length]!] : [],
      title: `${subjects[i % subjects.length]} (${i + 1})`,
      snippet: snippets[i % snippets.length]!,
      attachments: i % 5 === 0 ? ['report.pdf', 'chart.png'] : [],
      status: i % 6 === 0 ? 'review' : null,
      dateSlot: { kind: 'last', date: new Date(now.getTime() - i * 60_000).toISOString() },
    });
  }
  return result;
}
