// s27-scale
import { type Kysely, sql } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * The starred and label lists start from their own rows, in activity order (docs/DEPLOYMENT.md "Reads"):
 * a starred state (`thread_user_states.starred_activity_at`, null when not starred) and a label's row
 * (`thread_labels.activity_at`) carry their thread's `last_activity_at`, kept by triggers (set when the row
 * is starred or added, refreshed when the thread's activity moves), and an index per list orders them. A
 * page is then a range scan of the viewer's starred states or the label's rows, however many other threads
 * the workspace holds. The thread's row is locked before its per-user rows on every write path
 * (db/lock-order.ts), and the refresh runs under the thread's row lock, so it keeps that order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table thread_user_states add column starred_activity_at timestamptz;
    alter table thread_labels add column activity_at timestamptz;
    update thread_user_states s set starred_activity_at = t.last_activity_at
      from threads t where t.id = s.thread_id and s.is_starred;
    update thread_labels l set activity_at = t.last_activity_at from threads t where t.id = l.thread_id;
    create index thread_user_states_starred_idx on thread_user_states
      (user_id, starred_activity_at desc, thread_id desc) where is_starred;
    create index thread_labels_label_activity_idx on thread_labels (label_id, activity_at desc, thread_id desc);
    drop index if exists thread_labels_label_idx;
    `,
  );
  await sql
    .raw(
      `create function own_list_starred_activity() returns trigger language plpgsql as $$
      begin
        if not new.is_starred then
          new.starred_activity_at := null;
        elsif tg_op = 'INSERT' or not old.is_starred or new.starred_activity_at is null then
          new.starred_activity_at := (select t.last_activity_at from threads t where t.id = new.thread_id);
        end if;
        return new;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger own_list_starred_activity before insert or update on thread_user_states
      for each row execute function own_list_starred_activity()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function own_list_label_activity() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' or new.thread_id is distinct from old.thread_id or new.activity_at is null then
          new.activity_at := (select t.last_activity_at from threads t where t.id = new.thread_id);
        end if;
        return new;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger own_list_label_activity before insert or update on thread_labels
      for each row execute function own_list_label_activity()`,
    )
    .execute(db);
  await sql
    .raw(
      `create function own_list_thread_activity() returns trigger language plpgsql as $$
      begin
        update thread_user_states set starred_activity_at = new.last_activity_at
          where thread_id = new.id and is_starred;
        update thread_labels set activity_at = new.last_activity_at where thread_id = new.id;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger own_list_thread_activity after update of last_activity_at on threads
      for each row when (old.last_activity_at is distinct from new.last_activity_at)
      execute function own_list_thread_activity()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop trigger if exists own_list_thread_activity on threads;
    drop trigger if exists own_list_label_activity on thread_labels;
    drop trigger if exists own_list_starred_activity on thread_user_states;
    drop function if exists own_list_thread_activity();
    drop function if exists own_list_label_activity();
    drop function if exists own_list_starred_activity();
    create index if not exists thread_labels_label_idx on thread_labels (label_id);
    drop index if exists thread_labels_label_activity_idx;
    drop index if exists thread_user_states_starred_idx;
    alter table thread_labels drop column if exists activity_at;
    alter table thread_user_states drop column if exists starred_activity_at;
    `,
  );
}
