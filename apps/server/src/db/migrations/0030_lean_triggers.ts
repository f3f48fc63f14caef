import { type Kysely, sql } from 'kysely';
import { LIVE_CHANNEL, TRIGGERS } from './0020_live_notices.js';

/**
 * The triggers a reply fires, made cheaper (issue 22: a reply fires about a dozen statement-level triggers,
 * one per table and kind of change, empty or not, and they cost a sixth of its time on PostgreSQL):
 * - each live notice trigger (0020) sends its notice in one statement of its own function, instead of
 *   calling `live_emit` (a second PL/pgSQL function of four steps); the notice is the same, and a statement
 *   that changed no row still sends none;
 * - the thread activity trigger (0024) updates the starred states and label rows of the thread only when it
 *   has some, so a thread without them (most) runs no update, and fires none of their triggers in turn.
 * `down` puts back the functions as 0020 and 0024 made them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceLiveFunctions(
    db,
    (rows, item) =>
      `perform pg_notify('${LIVE_CHANNEL}', case when length(x.p) > 7000 then '[{"k":"resync"}]' else x.p end)
        from (select jsonb_agg(distinct ${item})::text as p from ${rows} r) x where x.p is not null;`,
  );
  await replaceThreadActivity(
    db,
    `if exists (select 1 from thread_user_states where thread_id = new.id and is_starred) then
      update thread_user_states set starred_activity_at = new.last_activity_at
        where thread_id = new.id and is_starred;
    end if;
    if exists (select 1 from thread_labels where thread_id = new.id) then
      update thread_labels set activity_at = new.last_activity_at where thread_id = new.id;
    end if;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceLiveFunctions(
    db,
    (rows, item) => `perform live_emit((select jsonb_agg(distinct ${item}) from ${rows} r));`,
  );
  await replaceThreadActivity(
    db,
    `update thread_user_states set starred_activity_at = new.last_activity_at
      where thread_id = new.id and is_starred;
    update thread_labels set activity_at = new.last_activity_at where thread_id = new.id;`,
  );
}

/** Each table's live notice function, sending what `notify` makes of its changed rows and notice item. */
async function replaceLiveFunctions(
  db: Kysely<unknown>,
  notify: (rows: 'old_rows' | 'new_rows', item: string) => string,
): Promise<void> {
  for (const { table, item } of TRIGGERS) {
    await sql
      .raw(
        `create or replace function live_${table}() returns trigger language plpgsql as $$
        begin
          if TG_OP = 'DELETE' then
            ${notify('old_rows', item)}
          else
            ${notify('new_rows', item)}
          end if;
          return null;
        end $$`,
      )
      .execute(db);
  }
}

/** The function run when a thread's last activity moves (the trigger of 0024), with `body`. */
async function replaceThreadActivity(db: Kysely<unknown>, body: string): Promise<void> {
  await sql
    .raw(
      `create or replace function own_list_thread_activity() returns trigger language plpgsql as $$
      begin
        ${body}
        return null;
      end $$`,
    )
    .execute(db);
}
