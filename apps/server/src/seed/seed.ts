import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { CategoryValue } from '../db/schema.js';
import { refreshThreadSearch } from '../db/search-vector.js';
import { fileKeyOf } from '../files/file-store.js';
import { saveFiles } from '../files/stored-files.js';
import { escapeHtml } from '../lib/html.js';
import {
  ACME_USERS,
  ATTACHMENT_NAMES,
  CLOSINGS,
  CUSTOMER_SUBJECTS,
  EXTERNAL_PEOPLE,
  GLOBEX_USERS,
  INTERNAL_SUBJECTS,
  NEWSLETTER_SUBJECTS,
  NEWSLETTERS,
  OPENERS,
  PRIVATE_COMMENTS,
  REACTION_CODES,
  SENTENCES,
  SPAM_SUBJECTS,
  SPAMMERS,
} from './content.js';
import { demoFile } from './demo-files.js';
import { Prng } from './prng.js';
import { DAY, HOUR, type Person, pushSeedMessage, type Rows } from './seed-rows.js';

export interface SeedOptions {
  /** The clock: every seeded date is relative to it. */
  now: Date;
  /** PRNG seed; the same seed and `now` give the same data. */
  seed?: number;
  /** How many Acme threads to create (default 320). */
  acmeThreads?: number;
  /** Messages per thread: [min, max] (default [1, 5]). */
  messagesPerThread?: [number, number];
  /** How many Globex threads (default 12). */
  globexThreads?: number;
}

export interface SeedSummary {
  organizations: { id: string; name: string }[];
  users: { id: string; email: string; display_name: string; organization: string }[];
  threads: number;
  messages: number;
}

/** Ids of the demo data that tests and docs can rely on. */
export const SEED_IDS = {
  acme: 'org_acme',
  globex: 'org_globex',
  user: (key: string) => `usr_${key}`,
  channel: (key: string) => `chn_${key}`,
} as const;

/** True when nothing has been seeded yet (no organization exists). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('organizations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/**
 * Fills an empty database with the demo workspaces: "Acme" (alice, bob, carol, dave; 4 channels, one private;
 * 3 labels each; hundreds of threads over the last 6 months) and "Globex" (erin, frank; a few threads).
 * Deterministic for a given `seed` and `now`. Everything is written in one transaction.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now.getTime();
  const rng = new Prng(options.seed ?? 42);
  const [minMessages, maxMessages] = options.messagesPerThread ?? [1, 5];

  const rows = {
    organizations: [] as Rows<'organizations'>,
    users: [] as Rows<'users'>,
    channels: [] as Rows<'channels'>,
    channel_members: [] as Rows<'channel_members'>,
    labels: [] as Rows<'labels'>,
    threads: [] as Rows<'threads'>,
    thread_user_states: [] as Rows<'thread_user_states'>,
    thread_channels: [] as Rows<'thread_channels'>,
    thread_labels: [] as Rows<'thread_labels'>,
    thread_followers: [] as Rows<'thread_followers'>,
    messages: [] as Rows<'messages'>,
    message_user_states: [] as Rows<'message_user_states'>,
    message_reactions: [] as Rows<'message_reactions'>,
    attachments: [] as Rows<'attachments'>,
    inbox_items: [] as Rows<'inbox_items'>,
    thread_events: [] as Rows<'thread_events'>,
    rules: [] as Rows<'rules'>,
    inbox_splits: [] as Rows<'inbox_splits'>,
    invites: [] as Rows<'invites'>,
  };

  const seededFiles: Uint8Array[] = [];
  const iso = (ms: number) => new Date(ms).toISOString();
  const summary: SeedSummary = { organizations: [], users: [], threads: 0, messages: 0 };

  // Organizations and users.
  rows.organizations.push(
    {
      id: SEED_IDS.acme,
      name: 'Acme',
      plan: 'premium',
      is_paying: true,
      features: ['RULES', 'BRANDING_SIGNATURE', 'AI_CHAT'],
      show_workspace_name_step: false,
      created_at: iso(now - 200 * DAY),
    },
    {
      id: SEED_IDS.globex,
      name: 'Globex',
      plan: 'free',
      features: ['RULES'],
      show_workspace_name_step: false,
      created_at: iso(now - 120 * DAY),
    },
  );
  summary.organizations.push({ id: SEED_IDS.acme, name: 'Acme' }, { id: SEED_IDS.globex, name: 'Globex' });
  const settings = JSON.stringify({
    onboarding: { theme_selected: true, workspace_name_set: true },
  });
  for (const [org, orgName, list] of [
    [SEED_IDS.acme, 'Acme', ACME_USERS],
    [SEED_IDS.globex, 'Globex', GLOBEX_USERS],
  ] as const) {
    list.forEach((u, i) => {
      rows.users.push({
        id: SEED_IDS.user(u.key),
        organization_id: org,
        email: u.email,
        display_name: u.display_name,
        picture_url: null,
        settings,
        created_at: iso(now - (190 - i * 10) * DAY),
      });
      summary.users.push({
        id: SEED_IDS.user(u.key),
        email: u.email,
        display_name: u.display_name,
        organization: orgName,
      });
    });
  }
  const acmeIds = ACME_USERS.map((u) => SEED_IDS.user(u.key));
  const globexIds = GLOBEX_USERS.map((u) => SEED_IDS.user(u.key));
  const userById = new Map(rows.users.map((u) => [u.id, u]));
  const personOf = (userId: string): Person => {
    const u = userById.get(userId);
    if (!u) throw new Error(`unknown seed user ${userId}`);
    return { userId, email: u.email, name: u.display_name };
  };

  // Channels: Acme has general, sales, support (public) and leadership (private: alice and bob).
  const channelDefs = [
    {
      key: 'general',
      org: SEED_IDS.acme,
      name: 'General',
      is_public: true,
      color: '#4f46e5',
      members: acmeIds,
    },
    {
      key: 'sales',
      org: SEED_IDS.acme,
      name: 'Sales',
      is_public: true,
      color: '#059669',
      members: acmeIds.slice(0, 3),
    },
    {
      key: 'support',
      org: SEED_IDS.acme,
      name: 'Support',
      is_public: true,
      color: '#d97706',
      members: [acmeIds[0], acmeIds[2], acmeIds[3]] as string[],
    },
    {
      key: 'leadership',
      org: SEED_IDS.acme,
      name: 'Leadership',
      is_public: false,
      color: '#dc2626',
      members: acmeIds.slice(0, 2),
    },
    {
      key: 'globex-general',
      org: SEED_IDS.globex,
      name: 'General',
      is_public: true,
      color: '#0891b2',
      members: globexIds,
    },
  ];
  channelDefs.forEach((c, i) => {
    rows.channels.push({
      id: SEED_IDS.channel(c.key),
      organization_id: c.org,
      name: c.name,
      is_public: c.is_public,
      color: c.color,
      icon_set_name: null,
      created_by: c.members[0] ?? null,
      created_at: iso(now - 180 * DAY),
    });
    c.members.forEach((userId) => {
      rows.channel_members.push({
        channel_id: SEED_IDS.channel(c.key),
        user_id: userId,
        notification_level: userId === acmeIds[0] && c.key === 'support' ? 'all' : 'new_and_followed',
        rank: `m${String.fromCharCode(97 + i)}`,
        joined_at: iso(now - 180 * DAY),
      });
    });
  });
  const channelsOf = (org: string) => channelDefs.filter((c) => c.org === org);

  // Labels: three per user.
  const labelDefs = [
    { key: 'customers', name: 'Customers', color: '#2563eb' },
    { key: 'invoices', name: 'Invoices', color: '#16a34a' },
    { key: 'follow-up', name: 'Follow up', color: '#708090' },
  ];
  const labelsOf = new Map<string, string[]>();
  for (const userId of [...acmeIds, ...globexIds]) {
    const ids: string[] = [];
    for (const l of labelDefs) {
      const id = `lbl_${userId.slice(4)}_${l.key}`;
      ids.push(id);
      rows.labels.push({
        id,
        organization_id: acmeIds.includes(userId) ? SEED_IDS.acme : SEED_IDS.globex,
        user_id: userId,
        name: l.name,
        color: l.color,
        created_at: iso(now - 170 * DAY),
      });
    }
    labelsOf.set(userId, ids);
  }

  // Alice's rule and custom split; a pending invite in each workspace.
  rows.rules.push({
    id: 'rul_alice_invoices',
    organization_id: SEED_IDS.acme,
    user_id: acmeIds[0] as string,
    query: 'from:billing@paperclip.example',
    actions: JSON.stringify([{ type: 'ADD_LABEL', label_id: 'lbl_alice_invoices' }]),
    apply_to_incoming: true,
    bulk_application: false,
    created_at: iso(now - 60 * DAY),
  });
  rows.inbox_splits.push({
    id: 'spl_alice_customers',
    user_id: acmeIds[0] as string,
    name: 'Customers',
    query: 'label:Customers',
    show_in_category_split: false,
    enabled: true,
    status: null,
    created_at: iso(now - 50 * DAY),
  });
  rows.users[0] = {
    ...rows.users[0],
    settings: JSON.stringify({
      onboarding: { theme_selected: true, workspace_name_set: true },
      inbox_splits: [
        { type: 'category', category: 'promotions', enabled: true },
        { type: 'category', category: 'social', enabled: true },
        { type: 'category', category: 'updates', enabled: true },
        { type: 'category', category: 'forums', enabled: false },
        { type: 'custom', inbox_split_id: 'spl_alice_customers', enabled: true },
      ],
    }),
  } as (typeof rows.users)[number];
  rows.invites.push(
    {
      id: 'inv_acme_grace',
      organization_id: SEED_IDS.acme,
      email: 'grace@acme.example',
      invited_by: acmeIds[0] as string,
      created_at: iso(now - 3 * DAY),
      last_sent_at: iso(now - 3 * DAY),
    },
    {
      id: 'inv_globex_hank',
      organization_id: SEED_IDS.globex,
      email: 'hank@globex.example',
      invited_by: globexIds[0] as string,
      created_at: iso(now - 5 * DAY),
      last_sent_at: iso(now - 5 * DAY),
    },
  );

  // Threads.
  const fill = (template: string, name: string, company: string) =>
    template
      .replaceAll('{name}', name)
      .replaceAll('{company}', company)
      .replaceAll('{n}', String(rng.int(2, 99)))
      .replaceAll('{q}', String(rng.int(1, 4)));
  const firstName = (name: string) => name.split(' ')[0] ?? name;
  const writeBody = (to: Person, from: Person, company: string) => {
    const paragraphs = [
      fill(rng.pick(OPENERS), firstName(to.name), company),
      rng.sample(SENTENCES, rng.int(1, 3)).join(' '),
      `${rng.pick(CLOSINGS)}\n${firstName(from.name)}`,
    ];
    return {
      text: paragraphs.join('\n\n'),
      html: paragraphs.map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`).join(''),
    };
  };

  let threadCounter = 0;
  let messageCounter = 0;
  const makeThreads = (org: string, memberIds: string[], count: number, special: boolean) => {
    const primary = memberIds[0] as string;
    const specialQuota = { snoozed: 4, trashed: 4, spam: 5, scheduled: 3 };
    for (let t = 0; t < count; t++) {
      threadCounter++;
      const threadId = `thr_${String(threadCounter).padStart(5, '0')}_${rng.id('x').slice(2, 8)}`;
      // Skewed toward recent: half of the threads are from the last ~6 weeks.
      const ageMs = rng.next() ** 2 * 180 * DAY + rng.int(5, 90) * 60_000;
      const lastAt = now - ageMs;
      const roll = rng.next();
      const isSpam = special && specialQuota.spam > 0 && t % 37 === 5;
      const kind: 'external' | 'newsletter' | 'internal' | 'spam' = isSpam
        ? 'spam'
        : roll < 0.45
          ? 'external'
          : roll < 0.65
            ? 'newsletter'
            : 'internal';
      if (isSpam) specialQuota.spam--;
      const owner = rng.chance(0.6) ? primary : rng.pick(memberIds);
      const others = memberIds.filter((id) => id !== owner);

      let title: string;
      let category: CategoryValue = 'primary';
      let company = 'Acme';
      let participants: Person[] = [];
      let external: Person | null = null;
      let messageCount = rng.int(minMessages, maxMessages);
      let listId: string | null = null;

      if (kind === 'spam') {
        const s = rng.pick(SPAMMERS);
        external = { userId: null, email: s.email, name: s.name };
        title = rng.pick(SPAM_SUBJECTS);
        participants = [personOf(owner)];
        messageCount = 1;
      } else if (kind === 'newsletter') {
        const n = rng.pick(NEWSLETTERS);
        external = { userId: null, email: n.email, name: n.name };
        category = n.category;
        listId = n.listId ?? null;
        title = fill(rng.pick(NEWSLETTER_SUBJECTS[n.category] ?? ['News']), '', n.name);
        participants = [personOf(owner)];
        messageCount = 1;
      } else if (kind === 'external') {
        const p = rng.pick(EXTERNAL_PEOPLE);
        external = { userId: null, email: p.email, name: p.name };
        company = p.company;
        title = fill(rng.pick(CUSTOMER_SUBJECTS), '', p.company);
        participants = [personOf(owner), ...rng.sample(others, rng.int(0, 2)).map(personOf)];
      } else {
        company = rng.pick(EXTERNAL_PEOPLE).company;
        title = fill(rng.pick(INTERNAL_SUBJECTS), '', company);
        participants = [
          personOf(owner),
          ...rng.sample(others, rng.int(1, Math.min(3, others.length))).map(personOf),
        ];
      }

      // Messages, oldest first.
      const gaps = Array.from(
        { length: messageCount - 1 },
        () => rng.int(1, 20) * HOUR + rng.int(0, 59) * 60_000,
      );
      let at = lastAt - gaps.reduce((a, b) => a + b, 0);
      const everyone: Person[] = external ? [external, ...participants] : participants;
      let previousSender: Person | null = null;
      const messageIds: string[] = [];
      const lastRecipientsByUser = new Set<string>();
      const unreadUsers = new Set<string>();
      for (let m = 0; m < messageCount; m++) {
        let sender: Person;
        if (m === 0) sender = external ?? (participants[0] as Person);
        else if (external && previousSender?.userId) sender = external;
        else sender = rng.pick(everyone.filter((p) => p !== previousSender && p.userId !== undefined));
        if (!sender.userId && !external) sender = participants[0] as Person;
        const recipients = everyone.filter((p) => p !== sender);
        messageCounter++;
        const messageId = `msg_${String(messageCounter).padStart(6, '0')}`;
        messageIds.push(messageId);
        const firstTo = recipients[0] ?? sender;
        const body = writeBody(firstTo, sender, company);
        pushSeedMessage(
          rows,
          rng,
          {
            id: messageId,
            threadId,
            organizationId: org,
            sender,
            recipients,
            subject: m === 0 ? title : `Re: ${title}`,
            body,
            at,
            now,
          },
          lastRecipientsByUser,
          unreadUsers,
        );
        if (listId) rows.messages.at(-1)!.list_id = listId;
        if (rng.chance(kind === 'newsletter' ? 0.05 : 0.18)) {
          for (const a of rng.sample(ATTACHMENT_NAMES, rng.int(1, 3))) {
            const size = rng.int(8, 4000) * 1024;
            const content = demoFile(a.mime_type, title);
            rows.attachments.push({
              id: `att_${messageId.slice(4)}_${rows.attachments.length}`,
              message_id: messageId,
              name: a.name,
              size: content ? content.byteLength : size,
              mime_type: a.mime_type,
              server_filename: `${messageId}-${a.name}`,
              content_key: content ? fileKeyOf(content) : null,
            });
            if (content) seededFiles.push(content);
          }
        }
        if (kind !== 'newsletter' && kind !== 'spam' && rng.chance(0.12)) {
          const reactor = rng.pick(participants);
          if (reactor.userId && reactor !== sender) {
            rows.message_reactions.push({
              message_id: messageId,
              user_id: reactor.userId,
              code: rng.pick(REACTION_CODES),
              update_date: iso(at + 30 * 60_000),
            });
          }
        }
        previousSender = sender;
        at += gaps[m] ?? 0;
      }
      const firstAt = lastAt - gaps.reduce((a, b) => a + b, 0);

      // Private discussion comments.
      if ((kind === 'external' || kind === 'internal') && participants.length > 1 && rng.chance(0.15)) {
        const author = rng.pick(participants);
        messageCounter++;
        const text = rng.pick(PRIVATE_COMMENTS);
        rows.messages.push({
          id: `msg_${String(messageCounter).padStart(6, '0')}`,
          thread_id: threadId,
          organization_id: org,
          type: 'private',
          sender_user_id: author.userId,
          sender_email: author.email,
          sender_name: author.name,
          recipients: '[]',
          body: `<p>${escapeHtml(text)}</p>`,
          body_text: text,
          state: 'committed',
          creation_date: iso(lastAt - 10 * 60_000),
          signature: null,
          subject: null,
        });
      }

      // Thread-level state.
      const trashed =
        special && specialQuota.trashed > 0 && kind === 'external' && ageMs < 20 * DAY && t % 5 === 1;
      if (trashed) specialQuota.trashed--;
      const teamwork = kind !== 'newsletter' && kind !== 'spam' && rng.chance(0.18);
      const status = teamwork ? rng.pick(['in_progress', 'review', 'closed', null] as const) : null;
      const assignee = teamwork && rng.chance(0.8) ? rng.pick(participants).userId : null;
      const dueDate =
        teamwork && rng.chance(0.6)
          ? new Date(now + rng.int(-10, 21) * DAY).toISOString().slice(0, 10)
          : null;
      rows.threads.push({
        id: threadId,
        organization_id: org,
        title,
        description: teamwork && rng.chance(0.4) ? '<p>Shared note: owner replies by Friday.</p>' : null,
        status,
        assignee_id: assignee,
        due_date: dueDate,
        trashed_at: trashed ? iso(now - rng.int(1, 20) * DAY) : null,
        created_by: participants[0]?.userId ?? null,
        created_at: iso(firstAt),
        last_activity_at: iso(lastAt),
      });
      if (teamwork) {
        const by = participants[0]?.userId ?? null;
        const eventAt = Math.min(lastAt + 15 * 60_000, now - 60_000);
        if (status)
          rows.thread_events.push(
            threadEvent(threadId, 'thread_status_added', eventAt, by, { new_value: status }),
          );
        if (assignee)
          rows.thread_events.push(
            threadEvent(threadId, 'assignee_added', eventAt, by, { targeted_user_id: assignee }),
          );
        if (dueDate)
          rows.thread_events.push(
            threadEvent(threadId, 'due_date_added', eventAt, by, { new_value: dueDate }),
          );
      }

      // Channels: internal threads often, customer threads sometimes; never spam or newsletters.
      if (kind === 'internal' || kind === 'external') {
        const candidates = channelsOf(org).filter((c) =>
          participants.every((p) => c.members.includes(p.userId ?? '')),
        );
        if (candidates.length > 0 && rng.chance(kind === 'internal' ? 0.5 : 0.3)) {
          const c = rng.pick(candidates);
          rows.thread_channels.push({
            thread_id: threadId,
            channel_id: SEED_IDS.channel(c.key),
            added_by: participants[0]?.userId ?? null,
            added_at: iso(firstAt),
          });
        }
      }

      // Per participant: follower, state, labels, inbox item.
      const snoozeThis =
        special && specialQuota.snoozed > 0 && !trashed && kind === 'external' && ageMs < 10 * DAY;
      if (snoozeThis) specialQuota.snoozed--;
      for (const p of participants) {
        const userId = p.userId as string;
        rows.thread_followers.push({
          thread_id: threadId,
          user_id: userId,
          is_explicit: false,
          is_removable: false,
          added_at: iso(firstAt),
        });
        const snoozed = snoozeThis && userId === primary;
        rows.thread_user_states.push({
          thread_id: threadId,
          user_id: userId,
          is_starred: kind !== 'spam' && rng.chance(0.08),
          // Spam is each recipient's own state: every recipient of a seeded spam thread marked it.
          is_spam: kind === 'spam',
          category,
          snooze_start_date: snoozed ? iso(now - rng.int(1, 3) * DAY) : null,
          snooze_end_date: snoozed ? iso(now + rng.int(1, 6) * DAY + 8 * HOUR) : null,
        });
        const labels = labelsOf.get(userId) ?? [];
        if (kind !== 'spam' && rng.chance(0.15)) {
          rows.thread_labels.push({ thread_id: threadId, label_id: rng.pick(labels), added_at: iso(lastAt) });
        }
        const received = lastRecipientsByUser.has(userId);
        const archived = rng.chance(ageMs < 7 * DAY ? 0.1 : ageMs < 45 * DAY ? 0.4 : 0.7);
        if (received && !archived && !trashed && kind !== 'spam' && !snoozed) {
          const unread = unreadUsers.has(userId);
          rows.inbox_items.push({
            id: `inb_${threadId.slice(4)}_${userId.slice(4)}`,
            user_id: userId,
            thread_id: threadId,
            type: 'message_added',
            initial_date: iso(firstAt),
            last_date: iso(lastAt),
            is_unread: unread,
          });
        }
      }

      // A scheduled message from the primary user on a few recent internal threads.
      if (
        special &&
        specialQuota.scheduled > 0 &&
        kind === 'internal' &&
        participants[0]?.userId === primary &&
        ageMs < 15 * DAY &&
        !trashed
      ) {
        specialQuota.scheduled--;
        messageCounter++;
        const author = personOf(primary);
        const recipients = participants.filter((p) => p.userId !== primary);
        const text = 'Following up on this: any update before our meeting?';
        rows.messages.push({
          id: `msg_${String(messageCounter).padStart(6, '0')}`,
          thread_id: threadId,
          organization_id: org,
          type: 'main',
          sender_user_id: primary,
          sender_email: author.email,
          sender_name: author.name,
          recipients: JSON.stringify(
            recipients.map((p, i) => ({ kind: 'user', user_id: p.userId, type: i === 0 ? 'to' : 'cc' })),
          ),
          subject: `Re: ${title}`,
          body: `<p>${text}</p>`,
          body_text: text,
          signature: null,
          state: 'scheduled',
          scheduled_date: iso(now + rng.int(1, 4) * DAY + 9 * HOUR),
          creation_date: iso(now - rng.int(5, 50) * 60_000),
        });
        rows.message_user_states.push({
          message_id: `msg_${String(messageCounter).padStart(6, '0')}`,
          user_id: primary,
          is_unread: false,
        });
      }
    }
  };

  makeThreads(SEED_IDS.acme, acmeIds, options.acmeThreads ?? 320, true);
  makeThreads(SEED_IDS.globex, globexIds, options.globexThreads ?? 12, false);
  summary.threads = rows.threads.length;
  summary.messages = rows.messages.length;

  await db.transaction().execute(async (tx) => {
    // The demo files' bytes into the file store; the rows name them by key.
    await saveFiles(tx, seededFiles);
    for (const table of Object.keys(rows) as (keyof typeof rows)[]) {
      const list = rows[table] as Record<string, unknown>[];
      const columns = Math.max(1, Object.keys(list[0] ?? {}).length);
      const chunk = Math.max(1, Math.floor(30_000 / columns));
      for (let i = 0; i < list.length; i += chunk) {
        await tx
          .insertInto(table)
          .values(list.slice(i, i + chunk) as never)
          .execute();
      }
    }
    await refreshThreadSearch(tx);
    await sql`analyze`.execute(tx);
  });
  return summary;
}

function threadEvent(
  threadId: string,
  type: string,
  at: number,
  initiator: string | null,
  extra: { new_value?: string; targeted_user_id?: string },
) {
  return {
    id: `evt_${threadId.slice(4)}_${type}`,
    thread_id: threadId,
    event_type: type,
    date: new Date(at).toISOString(),
    initiator_id: initiator,
    targeted_user_id: extra.targeted_user_id ?? null,
    previous_assignee_id: null,
    related_channel_id: null,
    prev_value: null,
    new_value: extra.new_value ?? null,
  };
}
