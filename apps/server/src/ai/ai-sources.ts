import { contentWords, FeatureFlagSchema, historyCutoff } from '@switchboard/domain';
import { notSpamFor } from '../access/spam.js';
import { threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { forbidden } from '../http/http-error.js';
import { requireVisibleThread } from '../routes/load.js';
import { compileSearch } from '../search/compile-search.js';
import { parseQueryOrThrow } from '../search/parse.js';
import type { SourceThread } from './ai-provider.js';

/** The AI helpers are behind the AI_CHAT feature flag (of the user or of the workspace). */
export async function requireAiFeature(db: Db, user: AuthUser): Promise<void> {
  const row = await db
    .selectFrom('users')
    .leftJoin('organizations', 'organizations.id', 'users.organization_id')
    .select(['users.features', 'organizations.features as organization_features'])
    .where('users.id', '=', user.id)
    .executeTakeFirst();
  const features = [...(row?.features ?? []), ...(row?.organization_features ?? [])];
  if (!features.some((f) => FeatureFlagSchema.safeParse(f).success && f === 'AI_CHAT'))
    throw forbidden('The AI assistant is not enabled for this workspace');
}

/** Threads' sent messages (no scheduled or private ones), oldest first, with their titles. */
async function loadThreads(db: Db, user: AuthUser, ids: readonly string[]): Promise<SourceThread[]> {
  if (ids.length === 0) return [];
  const [threads, rows] = await Promise.all([
    db.selectFrom('threads').select(['id', 'title']).where('id', 'in', ids).execute(),
    db
      .selectFrom('messages')
      .select(['thread_id', 'sender_user_id', 'sender_name', 'sender_email', 'body_text'])
      .where('thread_id', 'in', ids)
      .where('type', '=', 'main')
      .where('state', '!=', 'scheduled')
      .orderBy('creation_date')
      .orderBy('id')
      .execute(),
  ]);
  const titles = new Map(threads.map((t) => [t.id, t.title]));
  return ids.flatMap((id) =>
    titles.has(id)
      ? [
          {
            id,
            title: titles.get(id) || '(no subject)',
            messages: rows
              .filter((r) => r.thread_id === id)
              .map((r) => ({
                sender: r.sender_name ?? r.sender_email,
                fromSelf: r.sender_user_id === user.id,
                text: r.body_text,
              })),
          },
        ]
      : [],
  );
}

/** One thread the caller can see (not_found otherwise, never forbidden). */
export async function visibleThreadSource(db: Db, user: AuthUser, threadId: string): Promise<SourceThread> {
  await requireVisibleThread(db, user, threadId);
  const [thread] = await loadThreads(db, user, [threadId]);
  if (!thread) throw new Error('unreachable: a visible thread has a row');
  return thread;
}

/** Up to 8 distinct topic words of a question, safe to quote in a search query. */
export function questionTerms(question: string): string[] {
  return [
    ...new Set(contentWords(question).filter((w) => /^[\p{L}\p{N}'-]+$/u.test(w) && w.length > 2)),
  ].slice(0, 8);
}

/**
 * The caller's threads that best match a question, through the server's search: any of the question's topic
 * words (`"a" OR "b"`), visible to the caller, not trashed or spam, within the plan's search history; the
 * 20 most recent matches ranked by how many of the words they hold (title and messages), at most `limit`.
 */
export async function searchThreadSources(
  db: Db,
  user: AuthUser,
  question: string,
  now: Date,
  limit = 3,
): Promise<SourceThread[]> {
  const terms = questionTerms(question);
  if (terms.length === 0) return [];
  const search = parseQueryOrThrow(terms.map((t) => `"${t}"`).join(' OR '), 'question');
  let query = db
    .selectFrom('threads')
    .select('threads.id')
    .where(threadVisibleTo(user))
    .where(compileSearch(search, { user, now }))
    .where('threads.trashed_at', 'is', null)
    .where(notSpamFor(user.id));
  const cutoff = historyCutoff('search', { now, isPaying: !user.free_plan });
  if (cutoff) query = query.where('threads.last_activity_at', '>=', cutoff);
  const rows = await query
    .orderBy('threads.last_activity_at', 'desc')
    .orderBy('threads.id', 'desc')
    .limit(20)
    .execute();
  const threads = await loadThreads(
    db,
    user,
    rows.map((r) => r.id),
  );
  const score = (thread: SourceThread) => {
    const text = `${thread.title}\n${thread.messages.map((m) => m.text).join('\n')}`.toLowerCase();
    return terms.filter((t) => text.includes(t)).length;
  };
  return threads
    .map((thread, order) => ({ thread, order, score: score(thread) }))
    .filter((t) => t.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((t) => t.thread);
}
