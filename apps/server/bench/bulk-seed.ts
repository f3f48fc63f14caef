import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';
import type { CategoryValue } from '../src/db/schema.js';
import { refreshThreadSearch } from '../src/db/search-vector.js';
import { escapeHtml } from '../src/lib/html.js';
import {
  ACME_USERS,
  ATTACHMENT_NAMES,
  CLOSINGS,
  CUSTOMER_SUBJECTS,
  EXTERNAL_PEOPLE,
  INTERNAL_SUBJECTS,
  NEWSLETTER_SUBJECTS,
  NEWSLETTERS,
  OPENERS,
  SENTENCES,
} from '../src/seed/content.js';
import { Prng } from '../src/seed/prng.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { DAY, HOUR, type Person, pushSeedMessage, type Rows } from '../src/seed/seed-rows.js';

/** Bind parameters per INSERT statement (PostgreSQL allows 65,535). */
const PARAMS_PER_INSERT = 30_000;

export interface BulkOptions {
  now: Date;
  threads: number;
  messages: number;
  /** Threads per transaction. */
  batchSize?: number;
  seed?: number;
  onProgress?: (doneThreads: number) => void;
}

export interface BulkSummary {
  threads: number;
  messages: number;
  inboxItems: number;
  attachments: number;
  insertMs: number;
  searchMs: number;
  /** Rebuilding the secondary indexes after the load. */
  indexMs: number;
}

/** The Acme channels of the demo seed and who belongs to them (public ones are open to every member). */
const CHANNELS = [
  { id: SEED_IDS.channel('general'), members: ['alice', 'bob', 'carol', 'dave'] },
  { id: SEED_IDS.channel('sales'), members: ['alice', 'bob', 'carol'] },
  { id: SEED_IDS.channel('support'), members: ['alice', 'carol', 'dave'] },
  { id: SEED_IDS.channel('leadership'), members: ['alice', 'bob'] },
].map((c) => ({ id: c.id, members: c.members.map((k) => SEED_IDS.user(k)) }));

const LABEL_KEYS = ['customers', 'invoices', 'follow-up'];

type Kind = 'external' | 'newsletter' | 'internal';

/** Message counts per thread summing to exactly `total`: newsletters get one, conversations 1..12. */
function planCounts(rng: Prng, kinds: Kind[], total: number): number[] {
  const counts = kinds.map((k) => (k === 'newsletter' ? 1 : rng.int(2, 9)));
  const conversations = kinds.flatMap((k, i) => (k === 'newsletter' ? [] : [i]));
  if (conversations.length === 0) throw new Error('no conversation threads to hold the messages');
  const newsletters = kinds.length - conversations.length;
  if (total < kinds.length || total > newsletters + conversations.length * 12) {
    throw new Error(`cannot fit ${total} messages in ${kinds.length} threads`);
  }
  let sum = counts.reduce((a, b) => a + b, 0);
  while (sum !== total) {
    const i = conversations[rng.int(0, conversations.length - 1)] as number;
    const c = counts[i] as number;
    if (sum < total && c < 12) {
      counts[i] = c + 1;
      sum++;
    } else if (sum > total && c > 1) {
      counts[i] = c - 1;
      sum--;
    }
  }
  return counts;
}

function emptyRows() {
  return {
    threads: [] as Rows<'threads'>,
    messages: [] as Rows<'messages'>,
    message_user_states: [] as Rows<'message_user_states'>,
    attachments: [] as Rows<'attachments'>,
    thread_user_states: [] as Rows<'thread_user_states'>,
    thread_followers: [] as Rows<'thread_followers'>,
    thread_channels: [] as Rows<'thread_channels'>,
    thread_labels: [] as Rows<'thread_labels'>,
    inbox_items: [] as Rows<'inbox_items'>,
  };
}

type BatchRows = ReturnType<typeof emptyRows>;

/** Milliseconds spent inserting rows and filling the search columns. */
interface Timings {
  insertMs: number;
  searchMs: number;
}

async function insertBatch(db: Db, rows: BatchRows, timings: Timings): Promise<void> {
  await db.transaction().execute(async (tx) => {
    let start = performance.now();
    // Parents before children (foreign keys).
    for (const table of Object.keys(rows) as (keyof BatchRows)[]) {
      const list = rows[table] as Record<string, unknown>[];
      if (list.length === 0) continue;
      const columns = Math.max(1, Object.keys(list[0] ?? {}).length);
      const chunk = Math.max(1, Math.floor(PARAMS_PER_INSERT / columns));
      for (let i = 0; i < list.length; i += chunk) {
        await tx
          .insertInto(table)
          .values(list.slice(i, i + chunk) as never)
          .execute();
      }
    }
    timings.insertMs += performance.now() - start;
    start = performance.now();
    await refreshThreadSearch(
      tx,
      rows.threads.map((t) => t.id),
    );
    timings.searchMs += performance.now() - start;
  });
}

/**
 * The GIN indexes of the tables the bulk load fills, with their definitions, so they can be dropped for the
 * load and rebuilt after it unchanged. (B-tree indexes stay: filling the search columns looks messages up
 * by thread.)
 */
async function ginIndexes(db: Db, tables: string[]): Promise<{ name: string; definition: string }[]> {
  const result = await sql<{ name: string; definition: string }>`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_class ic on ic.oid = i.indexrelid
    join pg_am am on am.oid = ic.relam
    where am.amname = 'gin' and n.nspname = current_schema() and t.relname in (${sql.join(tables)})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
    order by 1
  `.execute(db);
  return result.rows;
}

/**
 * Generates and inserts the bulk threads. Requires the demo seed's Acme users, channels and labels.
 * Deterministic for a given `seed` and `now`.
 */
export async function seedBulk(db: Db, options: BulkOptions): Promise<BulkSummary> {
  const now = options.now.getTime();
  const rng = new Prng(options.seed ?? 20_000);
  const batchSize = options.batchSize ?? 1_000;
  const members: Person[] = ACME_USERS.map((u) => ({
    userId: SEED_IDS.user(u.key),
    email: u.email,
    name: u.display_name,
  }));
  const alice = members[0] as Person;

  const kinds: Kind[] = Array.from({ length: options.threads }, () => {
    const roll = rng.next();
    return roll < 0.45 ? 'external' : roll < 0.65 ? 'newsletter' : 'internal';
  });
  const counts = planCounts(rng, kinds, options.messages);

  const fill = (template: string, company: string) =>
    template
      .replaceAll('{name}', '')
      .replaceAll('{company}', company)
      .replaceAll('{n}', String(rng.int(2, 99)))
      .replaceAll('{q}', String(rng.int(1, 4)));
  const firstName = (name: string) => name.split(' ')[0] ?? name;
  const writeBody = (to: Person, from: Person) => {
    const paragraphs = [
      rng.pick(OPENERS).replaceAll('{name}', firstName(to.name)),
      rng.sample(SENTENCES, rng.int(2, 4)).join(' '),
      `${rng.pick(CLOSINGS)}\n${firstName(from.name)}`,
    ];
    return {
      text: paragraphs.join('\n\n'),
      html: paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join(''),
    };
  };
  const iso = (ms: number) => new Date(ms).toISOString();

  // Bulk-load practice: drop the full-text GIN index, load, then rebuild it from its own definition
  // (built once it is far cheaper than updated row by row).
  const indexes = await ginIndexes(db, Object.keys(emptyRows()));
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);

  const summary: BulkSummary = {
    threads: 0,
    messages: 0,
    inboxItems: 0,
    attachments: 0,
    insertMs: 0,
    searchMs: 0,
    indexMs: 0,
  };
  let rows = emptyRows();
  let messageCounter = 0;

  for (let t = 0; t < options.threads; t++) {
    const kind = kinds[t] as Kind;
    const messageCount = counts[t] as number;
    const threadId = `thr_b${String(t).padStart(6, '0')}`;
    const ageMs = rng.next() ** 2 * 180 * DAY + rng.int(5, 90) * 60_000;
    const lastAt = now - ageMs;
    const owner = rng.chance(0.6) ? alice : rng.pick(members);
    const others = members.filter((m) => m !== owner);

    let title: string;
    let category: CategoryValue = 'primary';
    let external: Person | null = null;
    let participants: Person[];
    if (kind === 'newsletter') {
      const n = rng.pick(NEWSLETTERS);
      external = { userId: null, email: n.email, name: n.name };
      category = n.category;
      title = fill(rng.pick(NEWSLETTER_SUBJECTS[n.category] ?? ['News']), n.name);
      participants = [owner];
    } else if (kind === 'external') {
      const p = rng.pick(EXTERNAL_PEOPLE);
      external = { userId: null, email: p.email, name: p.name };
      title = fill(rng.pick(CUSTOMER_SUBJECTS), p.company);
      participants = [owner, ...rng.sample(others, rng.int(0, 2))];
    } else {
      title = fill(rng.pick(INTERNAL_SUBJECTS), rng.pick(EXTERNAL_PEOPLE).company);
      participants = [owner, ...rng.sample(others, rng.int(1, 3))];
    }
    const everyone = external ? [external, ...participants] : participants;

    const gaps = Array.from(
      { length: messageCount - 1 },
      () => rng.int(1, 20) * HOUR + rng.int(0, 59) * 60_000,
    );
    const firstAt = lastAt - gaps.reduce((a, b) => a + b, 0);
    let at = firstAt;
    let previous: Person | null = null;
    const received = new Set<string>();
    const unread = new Set<string>();
    for (let m = 0; m < messageCount; m++) {
      const sender: Person =
        m === 0
          ? (external ?? owner)
          : rng.pick(everyone.length > 1 ? everyone.filter((p) => p !== previous) : everyone);
      const recipients = everyone.filter((p) => p !== sender);
      messageCounter++;
      const messageId = `msg_b${String(messageCounter).padStart(7, '0')}`;
      const body = writeBody(recipients[0] ?? sender, sender);
      pushSeedMessage(
        rows,
        rng,
        {
          id: messageId,
          threadId,
          organizationId: SEED_IDS.acme,
          sender,
          recipients,
          subject: m === 0 ? title : `Re: ${title}`,
          body,
          at,
          now,
        },
        received,
        unread,
      );
      if (rng.chance(kind === 'newsletter' ? 0.05 : 0.15)) {
        for (const a of rng.sample(ATTACHMENT_NAMES, rng.int(1, 2))) {
          rows.attachments.push({
            id: `att_b${messageId.slice(5)}_${a.name}`,
            message_id: messageId,
            name: a.name,
            size: rng.int(8, 4000) * 1024,
            mime_type: a.mime_type,
            server_filename: `${messageId}-${a.name}`,
          });
          summary.attachments++;
        }
      }
      previous = sender;
      at += gaps[m] ?? 0;
    }

    rows.threads.push({
      id: threadId,
      organization_id: SEED_IDS.acme,
      title,
      description: null,
      status: null,
      assignee_id: null,
      due_date: null,
      trashed_at: null,
      created_by: participants[0]?.userId ?? null,
      created_at: iso(firstAt),
      last_activity_at: iso(lastAt),
    });

    if (kind !== 'newsletter') {
      const candidates = CHANNELS.filter((c) =>
        participants.every((p) => c.members.includes(p.userId ?? '')),
      );
      if (candidates.length > 0 && rng.chance(kind === 'internal' ? 0.5 : 0.3)) {
        rows.thread_channels.push({
          thread_id: threadId,
          channel_id: rng.pick(candidates).id,
          added_by: participants[0]?.userId ?? null,
          added_at: iso(firstAt),
        });
      }
    }

    for (const p of participants) {
      const userId = p.userId as string;
      rows.thread_followers.push({
        thread_id: threadId,
        user_id: userId,
        is_explicit: false,
        is_removable: false,
        added_at: iso(firstAt),
      });
      rows.thread_user_states.push({
        thread_id: threadId,
        user_id: userId,
        is_starred: rng.chance(0.05),
        category,
      });
      if (rng.chance(0.1)) {
        rows.thread_labels.push({
          thread_id: threadId,
          label_id: `lbl_${userId.slice(4)}_${rng.pick(LABEL_KEYS)}`,
          added_at: iso(lastAt),
        });
      }
      const archived = rng.chance(ageMs < 7 * DAY ? 0.1 : ageMs < 45 * DAY ? 0.4 : 0.7);
      if (received.has(userId) && !archived) {
        rows.inbox_items.push({
          id: `inb_b${threadId.slice(5)}_${userId.slice(4)}`,
          user_id: userId,
          thread_id: threadId,
          type: 'message_added',
          initial_date: iso(firstAt),
          last_date: iso(lastAt),
          is_unread: unread.has(userId),
        });
        summary.inboxItems++;
      }
    }

    summary.threads++;
    summary.messages += messageCount;
    if (rows.threads.length >= batchSize || t === options.threads - 1) {
      await insertBatch(db, rows, summary);
      rows = emptyRows();
      options.onProgress?.(t + 1);
    }
  }
  const start = performance.now();
  for (const index of indexes) await sql.raw(index.definition).execute(db);
  summary.indexMs = performance.now() - start;
  await sql`analyze`.execute(db);
  return summary;
}
