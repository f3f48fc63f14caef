import { notFound } from '../http/http-error.js';
import type { HandlersPart } from '../routes/types.js';

/**
 * `PUT /threads/{thread_id}/presence`: a tab says it is viewing the thread, writing in it, or gone. Only a
 * user who may see the thread can announce on it (else not found, like every thread call); the
 * announcement goes to every server process (NOTIFY), which tells the tabs that may see the thread.
 */
export const presenceHandlers: HandlersPart<'announcePresence'> = {
  async announcePresence({ services, user, params, body }) {
    const live = services.live;
    const visible = live ? await live.visibleThreads(user, [params.thread_id]) : new Set<string>();
    if (!visible.has(params.thread_id)) {
      // Without a live channel nobody could be told; the thread must still exist for the user.
      if (live) throw notFound('Thread');
      return undefined;
    }
    const account = await services.db
      .selectFrom('users')
      .select(['display_name', 'picture_url'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    await live?.publish([
      {
        k: 'presence',
        t: params.thread_id,
        o: user.organization_id,
        p: {
          // The tab's own id, under its user's: one user cannot speak for another's tab.
          s: `${user.id}:${body.tab_id}`,
          v: body.activity
            ? [
                {
                  user_id: user.id,
                  display_name: account?.display_name ?? user.display_name,
                  picture_url: account?.picture_url ?? null,
                  activity: body.activity,
                  tab: body.tab_id,
                },
              ]
            : [],
        },
      },
    ]);
    return undefined;
  },
};
