import type { InboxItem, MessageReactions } from '@switchboard/domain';
import { sliceGraphemes } from '@switchboard/domain';
import { sql } from 'kysely';
import { inboxItemsOf } from '../access/inbox-items.js';
import { NO_WORKSPACE } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import {
  firstPageAndCount,
  keysetPage,
  LIST_COUNT_CAP,
  pageMeta,
  pageRequest,
  timestampIdKey,
  timestampKeySql,
} from '../http/pagination.js';
import { compileSearch } from '../search/compile-search.js';
import { parseQueryOrThrow } from '../search/parse.js';
import { threadMessagePage, threadMessagesFor } from '../views/message-view.js';
import { threadListRows } from '../views/thread-view.js';
import { userFeatures } from '../views/user-features.js';
import { requireVisibleThread, threadView } from './load.js';
import type { HandlersPart } from './types.js';

/** Page size of a thread's messages (the contract's maximum). */
export const MESSAGES_PAGE_SIZE = 30;

export const skeletonHandlers: HandlersPart<
  'getSelf' | 'listInboxEvents' | 'getThread' | 'listThreadMessages'
> = {
  async getSelf({ user, services }) {
    const row = await services.db
      .selectFrom('users')
      .leftJoin('organizations', 'organizations.id', 'users.organization_id')
      .select([
        'users.id',
        'users.email',
        'users.display_name',
        'users.picture_url',
        'users.features',
        'users.created_at',
        'organizations.features as organization_features',
      ])
      .where('users.id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw notFound('User');
    const features = userFeatures(row.features, row.organization_features, services.config.maintenance);
    return {
      id: row.id,
      email: row.email,
      display_name: row.display_name,
      picture_url: row.picture_url,
      features,
      creation_date: row.created_at.toISOString(),
    };
  },

  async listInboxEvents({ user, services, query }) {
    const { db } = services;
    const page = pageRequest(query);
    let base = inboxItemsOf(db, user);
    if (query.category) {
      const category = query.category;
      // The category as a literal (one of the contract's few values), not a parameter: a generic plan of a
      // parameter estimates a tenth of the items and may then prefer a scan of them for the capped count.
      base =
        category === 'primary'
          ? base.where((eb) =>
              eb.or([eb('tus.category', '=', sql.lit('primary')), eb('tus.category', 'is', null)]),
            )
          : base.where('tus.category', '=', sql.lit(category));
    }
    let searched = false;
    if (query.inbox_split_id) {
      const split = await db
        .selectFrom('inbox_splits')
        .select(['id', 'query'])
        .where('id', '=', query.inbox_split_id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (!split) throw notFound('Inbox split');
      if (split.query.trim() !== '') {
        // As a set of the workspace's threads the items' keys are looked up in: the planner may start from
        // the threads the query's indexes find (a sender's trigrams, a word's tsvector) and probe the user's
        // items by (user_id, thread_id), instead of filtering every item of the inbox.
        const matches = compileSearch(parseQueryOrThrow(split.query, 'inbox_split_id'), {
          user,
          now: services.now(),
        });
        searched = true;
        base = base.where(
          sql<boolean>`inbox_items.thread_id in (select threads.id from threads
            where threads.organization_id = ${user.organization_id ?? NO_WORKSPACE} and ${matches})`,
        );
      }
    }
    // Keyset pagination over inbox_items_user_idx (user_id, last_date desc, id desc): a page reads its own
    // rows whatever its position; the total is counted only up to a cap ('of many' past it), in the page's
    // own statement (one round trip: the count is a subquery of its own over the same index, its cap a
    // literal so that a generic plan knows it). Only a page with no rows counts apart.
    const capped = (cap: number) =>
      base
        .select('inbox_items.id')
        // In the page's order, so that it walks the same index (unordered, the planner may prefer a scan).
        .orderBy('inbox_items.last_date', 'desc')
        .orderBy('inbox_items.id', 'desc')
        .limit(sql.lit(cap + 1));
    let countedWithPage: number | undefined;
    const { rows, meta } = await keysetPage(
      page,
      async ({ key, backward, limit, offset }) => {
        const columns = [
          'inbox_items.id',
          'inbox_items.type',
          'inbox_items.thread_id',
          'inbox_items.initial_date',
          'tus.snooze_start_date',
          sql<string>`${sql.raw(timestampKeySql('inbox_items.last_date'))}`.as('sort_at'),
        ] as const;
        if (searched && !key && !backward && offset === 0 && limit <= LIST_COUNT_CAP + 1) {
          // A split's first page (what every poll asks for) and its count from one search of the split's
          // threads: run apart, each found every match (thread-lists.ts `threadPage` likewise).
          const fetched = await firstPageAndCount(
            db,
            base.select(columns),
            { at: 'inbox_items.last_date', id: 'inbox_items.id' },
            limit,
          );
          countedWithPage = fetched[0] ? Number(fetched[0].capped_count) : undefined;
          return fetched;
        }
        let q = base.select([
          ...columns,
          sql<number | string>`(select count(*) from ${capped(LIST_COUNT_CAP)} as capped)`.as('capped_count'),
        ]);
        if (key) {
          const [at, id] = timestampIdKey(key);
          q = q.where(
            backward
              ? sql<boolean>`(inbox_items.last_date, inbox_items.id) > (${at}::timestamptz, ${id})`
              : sql<boolean>`(inbox_items.last_date, inbox_items.id) < (${at}::timestamptz, ${id})`,
          );
        }
        const direction = backward ? 'asc' : 'desc';
        const fetched = await q
          .orderBy('inbox_items.last_date', direction)
          .orderBy('inbox_items.id', direction)
          .limit(limit)
          .offset(offset)
          .execute();
        countedWithPage = fetched[0] ? Number(fetched[0].capped_count) : undefined;
        return fetched;
      },
      (row) => [row.sort_at, row.id],
      async (cap) => {
        if (cap === LIST_COUNT_CAP && countedWithPage !== undefined) return countedWithPage;
        const counted = await db
          .selectFrom(capped(cap).as('capped'))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(counted.n);
      },
    );
    const threads = await threadListRows(
      db,
      user,
      rows.map((r) => r.thread_id),
      services.now(),
    );
    const byId = new Map(threads.map((t) => [t.id, t]));
    const reactions = await reactionsOnOwnMessages(
      db,
      user.id,
      rows.filter((r) => r.type === 'reactions_added').map((r) => r.thread_id),
    );
    const data: InboxItem[] = rows.flatMap((r) => {
      const thread = byId.get(r.thread_id);
      if (!thread) return [];
      return [
        {
          id: r.id,
          type: r.type,
          thread,
          message_reactions: reactions.get(r.thread_id) ?? [],
          initial_date: r.initial_date.toISOString(),
          snooze_start_date: r.snooze_start_date ? r.snooze_start_date.toISOString() : null,
        },
      ];
    });
    return { data, meta: { ...meta, returned_count: data.length } };
  },

  getThread({ user, services, params }) {
    return threadView(services, user, params.thread_id, { visibleOnly: true });
  },

  async listThreadMessages({ user, services, params, query }) {
    const { db } = services;
    const page = pageRequest(query, MESSAGES_PAGE_SIZE);
    // The page, the thread's count and the thread's visibility in one statement (message-view.ts); a page
    // with no rows says neither, and asks apart.
    const found = await threadMessagePage(db, user, params.thread_id, page, services.config.imageProxyKey);
    if (found) return { data: found.messages, meta: pageMeta(page, found.messages.length, found.total) };
    await requireVisibleThread(db, user, params.thread_id);
    const total =
      page.offset === 0
        ? 0
        : (
            await threadMessagesFor(db, user, params.thread_id)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n;
    return { data: [], meta: pageMeta(page, 0, Number(total)) };
  },
};

/** For reactions_added inbox items: the reactions on the user's own messages of those threads. */
async function reactionsOnOwnMessages(
  db: Db,
  userId: string,
  threadIds: string[],
): Promise<Map<string, MessageReactions[]>> {
  const out = new Map<string, MessageReactions[]>();
  if (threadIds.length === 0) return out;
  const rows = await db
    .selectFrom('message_reactions')
    .innerJoin('messages', 'messages.id', 'message_reactions.message_id')
    .select([
      'messages.thread_id',
      'messages.id as message_id',
      'messages.body_text',
      'message_reactions.code',
      'message_reactions.user_id',
      'message_reactions.update_date',
    ])
    .where('messages.thread_id', 'in', threadIds)
    .where('messages.sender_user_id', '=', userId)
    .where('message_reactions.user_id', '!=', userId)
    .orderBy('message_reactions.update_date')
    .execute();
  for (const row of rows) {
    const list = out.get(row.thread_id) ?? [];
    let entry = list.find((m) => m.message_id === row.message_id);
    if (!entry) {
      const flat = row.body_text.replace(/\s+/g, ' ').trim();
      entry = { message_id: row.message_id, snippet: sliceGraphemes(flat, 100) || null, reactions: [] };
      list.push(entry);
    }
    const reaction = entry.reactions.find((r) => r.code === row.code);
    const at = row.update_date.toISOString();
    if (reaction) {
      reaction.user_ids.push(row.user_id);
      if (at > reaction.update_date) reaction.update_date = at;
    } else {
      entry.reactions.push({ code: row.code, user_ids: [row.user_id], update_date: at });
    }
    out.set(row.thread_id, list);
  }
  return out;
}
