import {
  FREE_HISTORY_LIMIT_DAYS,
  historyCutoff,
  type PageMeta,
  type ThreadListRow,
} from '@switchboard/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import { isSpamFor, notSpamFor } from '../access/spam.js';
import { threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import { NO_WORKSPACE } from '../auth/auth-user.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../http/http-error.js';
import {
  firstPageAndCount,
  keysetPage,
  LIST_COUNT_CAP,
  manyMeta,
  type PageRequest,
  pageMeta,
  pageRequest,
  timestampIdKey,
  timestampKeySql,
} from '../http/pagination.js';
import { compileSearch } from '../search/compile-search.js';
import { mentionsTrashOrSpam, parseQueryOrThrow } from '../search/parse.js';
import type { Services } from '../services.js';
import { threadListRows } from '../views/thread-view.js';
import type { HandlersPart } from './types.js';

type ThreadQuery = SelectQueryBuilder<Database, 'threads', object>;

/** The free plan's history window a list keeps to (the domain's `historyCutoff`: 90 days of search, 30 of channel lists). */
export type HistoryWindow = { kind: 'search' | 'channel'; now: Date };

/**
 * A list that starts from rows of its own joined as `own` (the viewer's starred states, a label's rows),
 * which carry their thread's activity time in `at` (kept by triggers, migration 0024) and its id in `id`:
 * the page walks their index in that order instead of the workspace's threads.
 */
export type OwnOrder = { at: string; id: string };

/**
 * A page of the threads the user can see that `restrict` keeps, in the given order. With a history window
 * on the free plan, older threads are left out; the last page says how many (`meta.history_limit`).
 */
export async function threadPage(
  services: Services,
  user: AuthUser,
  page: PageRequest,
  restrict: (q: ThreadQuery) => ThreadQuery,
  order: 'activity' | 'snooze' | 'trashed' | OwnOrder = 'activity',
  history?: HistoryWindow,
): Promise<{ data: ThreadListRow[]; meta: PageMeta }> {
  const { db } = services;
  const cutoff = history
    ? historyCutoff(history.kind, { now: history.now, isPaying: !user.free_plan })
    : null;
  const searched = history?.kind === 'search';
  const kept = restrict(db.selectFrom('threads').where(threadVisibleTo(user)));
  const base = cutoff ? kept.where('threads.last_activity_at', '>=', cutoff) : kept;
  // The capped count: a subquery of the page's own statement (one round trip; its cap a literal, so that a
  // generic plan knows it), or, for a page with no rows, a statement of its own.
  // In the list's order when it has a key (activity or its own rows'), so that the count walks the same
  // index as the page (unordered, the planner may prefer a scan of the table at small sizes).
  const keyOrder = order === 'activity' ? { at: 'threads.last_activity_at', id: 'threads.id' } : order;
  const capped = (cap: number) => {
    const q = base.select('threads.id');
    return (
      typeof keyOrder === 'object'
        ? q.orderBy(sql.ref(keyOrder.at), 'desc').orderBy(sql.ref(keyOrder.id), 'desc')
        : q
    ).limit(sql.lit(cap + 1));
  };
  const cappedCountSql = (cap: number) =>
    sql<number | string>`(select count(*) from ${capped(cap)} as capped)`.as('capped_count');
  let countedWithPage: { cap: number; n: number } | undefined;
  const countCapped = async (cap: number) => {
    if (countedWithPage?.cap === cap) return countedWithPage.n;
    const counted = await db
      .selectFrom(capped(cap).as('capped'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(counted.n);
  };
  const keepCount = (cap: number, rows: { capped_count: number | string }[]) => {
    countedWithPage = rows[0] ? { cap, n: Number(rows[0].capped_count) } : undefined;
  };
  let rows: { id: string }[];
  let meta: PageMeta;
  if (order === 'activity' || typeof order === 'object') {
    // Keyset pagination in activity order, over threads_org_activity_id_idx (organization_id,
    // last_activity_at desc, id desc), or over the list's own rows' index (OwnOrder): a page reads its own
    // rows whatever its position. Both keys hold the thread's activity time and id, so tokens are alike.
    const at = typeof order === 'object' ? order.at : 'threads.last_activity_at';
    const id = typeof order === 'object' ? order.id : 'threads.id';
    ({ rows, meta } = await keysetPage(
      page,
      async ({ key, backward, limit, offset }) => {
        // A search's first page finds every match and sorts them, and its count did the same again: both
        // read the matches once instead. (A list walked in index order reads a page's rows and the count's
        // 101 by the index; there the count's limit would steer the page off its own index, so it keeps
        // its two parts.)
        if (searched && !key && !backward && offset === 0 && limit <= LIST_COUNT_CAP + 1) {
          const fetched = await firstPageAndCount(
            db,
            base.select(['threads.id', sql<string>`${sql.raw(timestampKeySql(at))}`.as('sort_at')]),
            { at, id },
            limit,
          );
          keepCount(LIST_COUNT_CAP, fetched);
          return fetched;
        }
        let q = base.select([
          'threads.id',
          sql<string>`${sql.raw(timestampKeySql(at))}`.as('sort_at'),
          cappedCountSql(LIST_COUNT_CAP),
        ]);
        if (key) {
          const [keyAt, keyId] = timestampIdKey(key);
          q = q.where(
            backward
              ? sql<boolean>`(${sql.ref(at)}, ${sql.ref(id)}) > (${keyAt}::timestamptz, ${keyId})`
              : sql<boolean>`(${sql.ref(at)}, ${sql.ref(id)}) < (${keyAt}::timestamptz, ${keyId})`,
          );
        }
        const direction = backward ? 'asc' : 'desc';
        const fetched = await q
          .orderBy(sql.ref(at), direction)
          .orderBy(sql.ref(id), direction)
          .limit(limit)
          .offset(offset)
          .execute();
        keepCount(LIST_COUNT_CAP, fetched);
        return fetched;
      },
      (row) => [row.sort_at, row.id],
      countCapped,
    ));
  } else {
    // The snoozed and trashed lists are short (a user's own snoozes, 30 days of trash): offset pages.
    const cap = page.offset + LIST_COUNT_CAP;
    let ordered = base.select(['threads.id', cappedCountSql(cap)]);
    if (order === 'snooze') {
      ordered = ordered.orderBy(
        sql`(select s.snooze_end_date from thread_user_states s where s.thread_id = threads.id and s.user_id = ${user.id})`,
        'asc',
      );
    } else {
      ordered = ordered.orderBy('threads.trashed_at', 'desc');
    }
    ordered = ordered.orderBy('threads.last_activity_at', 'desc').orderBy('threads.id', 'desc');
    const fetched = await ordered.limit(page.limit).offset(page.offset).execute();
    keepCount(cap, fetched);
    rows = fetched;
    let total: number | null;
    if (rows.length < page.limit && (rows.length > 0 || page.offset === 0)) total = page.offset + rows.length;
    else {
      const counted = await countCapped(cap);
      total = counted > cap ? null : counted;
    }
    meta = total === null ? manyMeta(page, rows.length) : pageMeta(page, rows.length, total);
  }
  const data = await threadListRows(
    db,
    user,
    rows.map((r) => r.id),
    services.now(),
  );
  meta.returned_count = data.length;
  if (cutoff && history && meta.next_page_token === null) {
    const hidden = await kept
      .where('threads.last_activity_at', '<', cutoff)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const count = Number(hidden.n);
    if (count > 0) meta.history_limit = { days: FREE_HISTORY_LIMIT_DAYS[history.kind], hidden_count: count };
  }
  return { data, meta };
}

const notTrashed = (q: ThreadQuery) => q.where('threads.trashed_at', 'is', null);
const notSpam = (q: ThreadQuery, user: AuthUser) => q.where(notSpamFor(user.id));
const userState = (user: AuthUser, column: string) =>
  sql`(select s.${sql.ref(column)} from thread_user_states s where s.thread_id = threads.id and s.user_id = ${user.id})`;

export const threadListHandlers: HandlersPart<
  | 'listSentThreads'
  | 'listTrashedThreads'
  | 'listSnoozedThreads'
  | 'listSpamThreads'
  | 'listStarredThreads'
  | 'listScheduledThreads'
  | 'listAllThreads'
  | 'listFilteredThreads'
  | 'searchThreads'
  | 'listChannelThreads'
  | 'listLabelThreads'
> = {
  listSentThreads: ({ services, user, query }) =>
    threadPage(services, user, pageRequest(query), (q) =>
      notSpam(notTrashed(q), user).where(
        sql<boolean>`exists (select 1 from messages m where m.thread_id = threads.id and m.type = 'main' and m.state <> 'scheduled' and m.sender_user_id = ${user.id} offset 0)`,
      ),
    ),
  listTrashedThreads: ({ services, user, query }) =>
    threadPage(
      services,
      user,
      pageRequest(query),
      (q) => q.where('threads.trashed_at', 'is not', null),
      'trashed',
    ),
  listSnoozedThreads: ({ services, user, query }) =>
    threadPage(
      services,
      user,
      pageRequest(query),
      (q) =>
        notSpam(notTrashed(q), user)
          // The user's snoozed threads first (their states by key), then each thread by key.
          .where('threads.id', 'in', (eb) =>
            eb
              .selectFrom('thread_user_states')
              .select('thread_user_states.thread_id')
              .where('thread_user_states.user_id', '=', user.id)
              .where('thread_user_states.snooze_end_date', 'is not', null),
          )
          .where(sql<boolean>`${userState(user, 'snooze_end_date')} is not null`),
      'snooze',
    ),
  listSpamThreads: ({ services, user, query }) =>
    threadPage(services, user, pageRequest(query), (q) => notTrashed(q).where(isSpamFor(user.id))),
  listStarredThreads: ({ services, user, query }) =>
    threadPage(
      services,
      user,
      pageRequest(query),
      (q) =>
        notTrashed(q).innerJoin('thread_user_states as own', (join) =>
          join
            .onRef('own.thread_id', '=', 'threads.id')
            .on('own.user_id', '=', user.id)
            // A literal, not a parameter: a generic plan then knows the partial index of starred states
            // (thread_user_states_starred_idx, `where is_starred`) applies.
            .on(sql<boolean>`own.is_starred`),
        ) as unknown as ThreadQuery,
      { at: 'own.starred_activity_at', id: 'own.thread_id' },
    ),
  listScheduledThreads: ({ services, user, query }) =>
    threadPage(services, user, pageRequest(query), (q) =>
      notTrashed(q).where(
        sql<boolean>`exists (select 1 from messages m where m.thread_id = threads.id and m.state = 'scheduled' and m.sender_user_id = ${user.id} offset 0)`,
      ),
    ),
  listAllThreads: ({ services, user, query }) =>
    threadPage(services, user, pageRequest(query), (q) => notSpam(notTrashed(q), user)),

  async listFilteredThreads({ services, user, query }) {
    const search = query.query !== undefined ? parseQueryOrThrow(query.query) : null;
    const now = services.now();
    return threadPage(
      services,
      user,
      pageRequest(query),
      (q) => {
        let out = q;
        if (query.thread_ids && query.thread_ids.length > 0)
          out = out.where('threads.id', 'in', query.thread_ids);
        if (search) {
          out = out.where(compileSearch(search, { user, now }));
          if (!mentionsTrashOrSpam(query.query ?? '')) out = notSpam(notTrashed(out), user);
        }
        return out;
      },
      'activity',
      search ? { kind: 'search', now } : undefined,
    );
  },

  async searchThreads({ services, user, query }) {
    const search = parseQueryOrThrow(query.query);
    const now = services.now();
    const restrict = (q: ThreadQuery) => {
      const out = q.where(compileSearch(search, { user, now }));
      return mentionsTrashOrSpam(query.query) ? out : notSpam(notTrashed(out), user);
    };
    const history: HistoryWindow = { kind: 'search', now };
    const result = await threadPage(
      services,
      user,
      { offset: 0, limit: query.limit ?? 10 },
      restrict,
      'activity',
      history,
    );
    // The channel wizard shows how many threads a query brings: this answer counts them all.
    let total = result.meta.total_count;
    if (total === null) {
      const cutoff = historyCutoff('search', { now, isPaying: !user.free_plan });
      const kept = restrict(services.db.selectFrom('threads').where(threadVisibleTo(user)));
      const counted = await (cutoff ? kept.where('threads.last_activity_at', '>=', cutoff) : kept)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      total = Number(counted.n);
    }
    return { data: result.data, meta: { total_count: total, returned_count: result.meta.returned_count } };
  },

  async listChannelThreads({ services, user, params, query }) {
    const channel = await services.db
      .selectFrom('channels')
      .select('id')
      .where('id', '=', params.channel_id)
      .where('organization_id', '=', user.organization_id ?? NO_WORKSPACE)
      .where((eb) =>
        eb.or([
          eb('is_public', '=', true),
          eb.exists(
            eb
              .selectFrom('channel_members')
              .select('user_id')
              .whereRef('channel_members.channel_id', '=', 'channels.id')
              .where('channel_members.user_id', '=', user.id),
          ),
        ]),
      )
      .executeTakeFirst();
    if (!channel) throw notFound('Channel');
    const now = services.now();
    return threadPage(
      services,
      user,
      pageRequest(query),
      (q) =>
        notSpam(notTrashed(q), user).where(
          sql<boolean>`exists (select 1 from thread_channels tc where tc.thread_id = threads.id and tc.channel_id = ${channel.id} offset 0)`,
        ),
      'activity',
      { kind: 'channel', now },
    );
  },

  async listLabelThreads({ services, user, params, query }) {
    const label = await services.db
      .selectFrom('labels')
      .select('id')
      .where('id', '=', params.label_id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!label) throw notFound('Label');
    return threadPage(
      services,
      user,
      pageRequest(query),
      (q) =>
        notTrashed(q).innerJoin('thread_labels as own', (join) =>
          join.onRef('own.thread_id', '=', 'threads.id').on('own.label_id', '=', label.id),
        ) as unknown as ThreadQuery,
      { at: 'own.activity_at', id: 'own.thread_id' },
    );
  },
};
