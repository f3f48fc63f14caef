import { normalizeSubject } from '@switchboard/domain';
import { sql } from 'kysely';
import { threadVisibleTo } from '../access/visibility.js';
import type { Db } from '../db/database.js';

/** How long a subject keeps threading by itself (no References), for the same participants. */
export const SUBJECT_THREADING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export interface ThreadLookup {
  organizationId: string;
  /** Message-IDs from In-Reply-To and References, the direct parent first. */
  references: string[];
  subject: string | null;
  /** The sender's address (lower case). */
  participant: string;
  /** The workspace user receiving the message: only a thread they can already see is theirs to join. */
  userId: string;
  at: Date;
}

/**
 * The thread an incoming message belongs to, for one recipient: the thread of a message it names in
 * In-Reply-To or References (the nearest one first) among the threads that recipient can already see;
 * otherwise a thread the recipient follows, active within the last 7 days, with the same normalised
 * subject, in which the sender already took part (as sender or recipient); otherwise none. A Message-ID
 * is no key to a thread: whoever knows one (any recipient of that mail) reaches only threads the
 * recipient already sees, never pulls them into another.
 */
export async function findThreadFor(db: Db, lookup: ThreadLookup): Promise<string | null> {
  if (lookup.references.length > 0) {
    const rows = await db
      .selectFrom('messages')
      .innerJoin('threads', 'threads.id', 'messages.thread_id')
      .select(['messages.thread_id', 'messages.rfc822_message_id'])
      .where('messages.organization_id', '=', lookup.organizationId)
      .where('messages.rfc822_message_id', 'in', lookup.references)
      .where(threadVisibleTo({ id: lookup.userId, organization_id: lookup.organizationId }))
      .orderBy('messages.creation_date', 'desc')
      .execute();
    for (const ref of lookup.references) {
      const hit = rows.find((r) => r.rfc822_message_id === ref);
      if (hit) return hit.thread_id;
    }
  }
  const subject = normalizeSubject(lookup.subject);
  if (subject === '') return null;
  // A cheap filter in SQL first: the title must contain each plain ASCII word of the normalised subject.
  // Non-ASCII words are left to normalizeSubject below (lower() of non-ASCII text differs between
  // JavaScript and a C-locale database), and so are words with a "k", which JavaScript also gets from the
  // Kelvin sign. Without it every thread of the last 7 days is read back for each new message.
  const words = [...new Set(subject.split(' ').filter((w) => /^[a-jl-z0-9]+$/.test(w)))].slice(0, 8);
  const candidates = await db
    .selectFrom('threads')
    .innerJoin('thread_followers', 'thread_followers.thread_id', 'threads.id')
    .select(['threads.id', 'threads.title'])
    .distinct()
    .where('threads.organization_id', '=', lookup.organizationId)
    .where('thread_followers.user_id', '=', lookup.userId)
    .where('threads.trashed_at', 'is', null)
    .where('threads.last_activity_at', '>=', new Date(lookup.at.getTime() - SUBJECT_THREADING_WINDOW_MS))
    .where((eb) => eb.and(words.map((w) => sql<boolean>`strpos(lower(threads.title), ${w}) > 0`)))
    .orderBy('threads.id')
    .execute();
  const sameSubject = candidates.filter((t) => normalizeSubject(t.title) === subject).map((t) => t.id);
  if (sameSubject.length === 0) return null;
  const hit = await db
    .selectFrom('messages')
    .innerJoin('threads', 'threads.id', 'messages.thread_id')
    .select('messages.thread_id')
    .where('messages.thread_id', 'in', sameSubject)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['messages.sender_email']), '=', lookup.participant),
        sql<boolean>`exists (select 1 from jsonb_array_elements(messages.recipients) r where lower(r->>'email') = ${lookup.participant})`,
      ]),
    )
    .orderBy('threads.last_activity_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return hit?.thread_id ?? null;
}
