import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AuthUser } from '../auth/auth-user.js';
import { NO_WORKSPACE } from '../auth/auth-user.js';
import type { Database } from '../db/schema.js';

/**
 * The one visibility rule for threads: same workspace, and the user follows it (participants are
 * followers) or it is in a public channel of the workspace or a private channel the user is a member of.
 * Anything else is not found, never forbidden, so ids cannot be probed.
 */
export function threadVisibleTo(
  user: Pick<AuthUser, 'id' | 'organization_id'>,
): (eb: ExpressionBuilder<Database, 'threads'>) => Expression<SqlBool> {
  return (eb) =>
    eb.and([
      eb('threads.organization_id', '=', user.organization_id ?? NO_WORKSPACE),
      eb.or([
        eb.exists(
          eb
            .selectFrom('thread_followers as vf')
            .select(sql`1`.as('one'))
            .whereRef('vf.thread_id', '=', 'threads.id')
            .where('vf.user_id', '=', user.id)
            // A probe of this thread's rows by key for each thread, never a hash of every row of the
            // table (PostgreSQL cannot turn an EXISTS with an OFFSET into a join): see docs/DEPLOYMENT.md.
            .modifyEnd(sql`offset 0`),
        ),
        eb.exists(
          eb
            .selectFrom('thread_channels as vtc')
            .innerJoin('channels as vc', 'vc.id', 'vtc.channel_id')
            .select(sql`1`.as('one'))
            .whereRef('vtc.thread_id', '=', 'threads.id')
            .where((e) =>
              e.or([
                e('vc.is_public', '=', true),
                e.exists(
                  e
                    .selectFrom('channel_members as vcm')
                    .select(sql`1`.as('one'))
                    .whereRef('vcm.channel_id', '=', 'vc.id')
                    .where('vcm.user_id', '=', user.id),
                ),
              ]),
            )
            .modifyEnd(sql`offset 0`),
        ),
      ]),
    ]);
}

/** Channels the user may see: their workspace's public channels and private ones they are a member of. */
export function channelVisibleTo(user: AuthUser) {
  return (eb: ExpressionBuilder<Database, 'channels'>): Expression<SqlBool> =>
    eb.and([
      eb('channels.organization_id', '=', user.organization_id ?? NO_WORKSPACE),
      eb.or([
        eb('channels.is_public', '=', true),
        eb.exists(
          eb
            .selectFrom('channel_members as vcm')
            .select(sql`1`.as('one'))
            .whereRef('vcm.channel_id', '=', 'channels.id')
            .where('vcm.user_id', '=', user.id),
        ),
      ]),
    ]);
}
