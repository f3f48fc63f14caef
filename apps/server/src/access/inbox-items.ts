import type { AuthUser } from '../auth/auth-user.js';
import { NO_WORKSPACE } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';

/**
 * A user's inbox: their inbox items whose threads are in their workspace, not trashed and not their spam,
 * joined with the threads and with their own thread state as `tus`. The inbox list, its counts and the
 * split builds all start here.
 */
export function inboxItemsOf(db: Db, user: Pick<AuthUser, 'id' | 'organization_id'>) {
  return db
    .selectFrom('inbox_items')
    .innerJoin('threads', 'threads.id', 'inbox_items.thread_id')
    .leftJoin('thread_user_states as tus', (join) =>
      join.onRef('tus.thread_id', '=', 'inbox_items.thread_id').on('tus.user_id', '=', user.id),
    )
    .where('inbox_items.user_id', '=', user.id)
    .where('threads.organization_id', '=', user.organization_id ?? NO_WORKSPACE)
    .where('threads.trashed_at', 'is', null)
    .where((eb) => eb.or([eb('tus.is_spam', 'is', null), eb('tus.is_spam', '=', false)]));
}
