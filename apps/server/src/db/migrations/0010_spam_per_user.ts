import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Spam becomes each user's own state of a thread (like star and snooze), so a recipient's `MARK_AS_SPAM` rule no
 * longer moves the sender's thread into the sender's Spam.
 *
 * Today's data: a thread marked spam was in the Spam of everyone who could see it and out of their lists. It stays
 * spam for every user it concerned personally: its followers (senders and recipients) and anyone with an inbox item
 * for it. Someone who only saw it through a channel had it hidden from that channel; after this migration it shows
 * again there (spam is nobody's decision for a whole channel), and they can mark it spam for themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table thread_user_states add column is_spam boolean not null default false;

    insert into thread_user_states (thread_id, user_id, is_spam)
    select t.id, p.user_id, true
    from threads t
    join (
      select thread_id, user_id from thread_followers
      union
      select thread_id, user_id from inbox_items
    ) p on p.thread_id = t.id
    where t.is_spam
    on conflict (user_id, thread_id) do update set is_spam = true;

    delete from inbox_items ii using thread_user_states s
    where s.thread_id = ii.thread_id and s.user_id = ii.user_id and s.is_spam;

    create index thread_user_states_spam_idx on thread_user_states (user_id, thread_id) where is_spam;

    alter table threads drop column is_spam;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table threads add column is_spam boolean not null default false;
    update threads t set is_spam = true
    where exists (select 1 from thread_user_states s where s.thread_id = t.id and s.is_spam);
    drop index thread_user_states_spam_idx;
    alter table thread_user_states drop column is_spam;
    `,
  );
}
