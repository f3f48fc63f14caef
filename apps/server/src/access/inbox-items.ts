import type { AuthUser } from '../auth/auth-user.js';
import { NO_WORKSPACE } from '../auth/auth-user.js';
import type { Db } from '../db/database.js';

/**
 * A user's inbox: their inbox items whose threads are in their workspace, not trashed and not their spam,
 * joined with the threads and with their own thread state as `tus`. The inbox list, its counts and the
 * split builds all start here.
 */
export function inboxItemsOf(db: Db, user: Pick<AuthUser, 'id' | 'organization_id'>) {
  // Each item's thread and state looked up by key (lateral, one row at most): the planner walks the
  // user's items in index order and never joins every thread or every state of the user.
  return db
    .selectFrom('inbox_items')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('threads')
          .selectAll('threads')
          .whereRef('threads.id', '=', 'inbox_items.thread_id')
          .where('threads.organization_id', '=', user.organization_id ?? NO_WORKSPACE)
          .where('threads.trashed_at', 'is', null)
          .limit(1)
          .as('threads'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('thread_user_states')
          .selectAll('thread_user_states')
          .whereRef('thread_user_states.thread_id', '=', 'inbox_items.thread_id')
          .where('thread_user_states.user_id', '=', user.id)
          .limit(1)
          .as('tus'),
      (join) => join.onTrue(),
    )
    .where('inbox_items.user_id', '=', user.id)
    .where((eb) => eb.or([eb('tus.is_spam', 'is', null), eb('tus.is_spam', '=', false)]));
}
