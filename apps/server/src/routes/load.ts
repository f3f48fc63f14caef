import type { Thread } from '@switchboard/domain';
import { threadVisibleTo } from '../access/visibility.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import type { Services } from '../services.js';
import { threadViews } from '../views/thread-view.js';

/** The thread row if the user may see it; not_found otherwise (never forbidden). */
export async function requireVisibleThread(db: Db, user: AuthUser, threadId: string) {
  const row = await db
    .selectFrom('threads')
    // Every column but the search document (`search`, `search_text`), which no caller reads.
    .select([
      'threads.id',
      'threads.organization_id',
      'threads.title',
      'threads.description',
      'threads.status',
      'threads.assignee_id',
      'threads.due_date',
      'threads.trashed_at',
      'threads.origin_type',
      'threads.origin_thread_id',
      'threads.origin_message_id',
      'threads.created_by',
      'threads.created_at',
      'threads.last_activity_at',
    ])
    .where('threads.id', '=', threadId)
    .where(threadVisibleTo(user))
    .executeTakeFirst();
  if (!row) throw notFound('Thread');
  return row;
}

/**
 * The API view of one thread, for the user; not_found when it does not exist, or (`visibleOnly`: the check
 * and the view in the same statements, for a caller that has not checked) when the user may not see it.
 */
export async function threadView(
  services: Services,
  user: AuthUser,
  threadId: string,
  { visibleOnly = false }: { visibleOnly?: boolean } = {},
): Promise<Thread> {
  const [view] = await threadViews(services.db, user, [threadId], services.now(), 'full', { visibleOnly });
  if (!view) throw notFound('Thread');
  return view;
}
