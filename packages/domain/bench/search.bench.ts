/**
 * Search throughput: parsing queries and matching them against 10,000 generated threads.
 * Run with `pnpm bench` in packages/domain (vitest bench prints the table: ops/s, mean, p75, p99, ...).
 * The threads come from a seeded generator, so every run measures the same data.
 */
import { bench, describe } from 'vitest';
import {
  matchesSearchQuery,
  parseSearchQuery,
  type SearchableThread,
  type SearchQuery,
} from '../src/search/index.js';

const THREAD_COUNT = 10_000;
const NOW = new Date('2026-03-10T12:00:00Z');
const CTX = { now: NOW, selfEmail: 'alice@acme.example' };

/** mulberry32: a small, fast, seeded PRNG. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PEOPLE = [
  { name: 'Alice Martin', email: 'alice@acme.example' },
  { name: 'Bob Stone', email: 'bob@acme.example' },
  { name: 'Carol Diaz', email: 'carol@acme.example' },
  { name: 'Dave Hill', email: 'dave@acme.example' },
  { name: 'Newsletter', email: 'news@shop.example' },
  { name: 'Erin Park', email: 'erin@globex.example' },
];
const WORDS =
  'invoice budget meeting report plan launch review contract offer party quarterly update hiring design'.split(
    ' ',
  );
const LABELS = ['Finance', 'Legal', 'Q1 plans'];
const CHANNELS = ['Sales', 'Support', 'Engineering', 'Leadership'];
const CATEGORIES = ['primary', 'promotions', 'social', 'updates', 'forums'] as const;
const FILES = [
  { name: 'budget.pdf', mime_type: 'application/pdf' },
  { name: 'photo.jpg', mime_type: 'image/jpeg' },
  {
    name: 'contract.docx',
    mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { name: 'demo.mp4', mime_type: 'video/mp4' },
];
const STATUSES = [null, null, 'in_progress', 'review', 'closed'];

/** `count` deterministic threads spread over the six months before NOW. */
function generateThreads(count: number, seed = 42): SearchableThread[] {
  const random = prng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const some = <T>(items: readonly T[], chance: number): T[] => items.filter(() => random() < chance);
  const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  return Array.from({ length: count }, (): SearchableThread => {
    const ageDays = random() * 180;
    const hasDue = random() < 0.2;
    return {
      from: [pick(PEOPLE)],
      to: some(PEOPLE, 0.3),
      cc: some(PEOPLE, 0.1),
      bcc: [],
      subject: sentence(4),
      text: sentence(60),
      shared_note: random() < 0.1 ? sentence(8) : '',
      labels: some(LABELS, 0.2),
      channels: some(CHANNELS, 0.25),
      category: pick(CATEGORIES),
      attachments: some(FILES, 0.15),
      is_unread: random() < 0.3,
      is_starred: random() < 0.1,
      is_sent: random() < 0.2,
      in_inbox: random() < 0.6,
      is_snoozed: random() < 0.05,
      is_trashed: random() < 0.05,
      is_spam: random() < 0.03,
      is_scheduled: random() < 0.02,
      has_comment: random() < 0.15,
      date: new Date(NOW.getTime() - ageDays * 86_400_000).toISOString(),
      assignee: random() < 0.3 ? pick(PEOPLE) : null,
      status: pick(STATUSES),
      due_date: hasDue
        ? new Date(NOW.getTime() + (random() * 20 - 10) * 86_400_000).toISOString().slice(0, 10)
        : null,
    };
  });
}

const QUERIES = [
  'budget',
  '"quarterly report"',
  'from:bob has:attachment',
  'is:unread in:inbox -category:promotions',
  'label:finance OR channel:sales',
  'filename:pdf newer_than:30d',
  '(invoice OR contract) after:2026/01/01 -is:trash',
  'assignee:me status:in_progress due:week',
  'is:unassigned has:comment older_than:2m',
  'subject:launch to:carol cc:dave before:2026-02-15',
];

const threads = generateThreads(THREAD_COUNT);
const parsed: SearchQuery[] = QUERIES.map((input) => {
  const result = parseSearchQuery(input);
  if (!result.ok) throw new Error(`bench query does not parse: ${input}`);
  return result.query;
});

describe(`search over ${THREAD_COUNT.toLocaleString('en-US')} threads`, () => {
  bench(`parse ${QUERIES.length} queries`, () => {
    for (const input of QUERIES) parseSearchQuery(input);
  });

  parsed.forEach((query, i) => {
    bench(`match "${QUERIES[i]}"`, () => {
      let hits = 0;
      for (const thread of threads) if (matchesSearchQuery(query, thread, CTX)) hits += 1;
      if (hits < 0) throw new Error('unreachable');
    });
  });

  bench(`parse + match all ${QUERIES.length} queries`, () => {
    for (const input of QUERIES) {
      const result = parseSearchQuery(input);
      if (result.ok) for (const thread of threads) matchesSearchQuery(result.query, thread, CTX);
    }
  });
});
