import { type Kysely, sql } from 'kysely';

/** The channel the triggers notify on and every server process listens to (live/live-hub.ts). */
export const LIVE_CHANNEL = 'switchboard_live';

/**
 * Change notices for the live channel, raised by the database itself: a statement-level trigger on each
 * table the inbox reads sends one `pg_notify` per statement with the distinct changes it made (a JSON array
 * of `{k, t?, m?, c?, u?, o?}`: kind, thread, message, channel, the one user it concerns, workspace). NOTIFY
 * is delivered only when the transaction commits, so every write path (API routes, inbound mail, the
 * scheduler, rules) raises its notices after commit without a line of its own; a rolled back write raises
 * none. A statement too large for one payload (seeding, bulk rules) raises `resync` instead.
 *
 * A notice with `u` concerns that user only (their inbox items, read and star states, their drafts); any
 * other is shown only to users who may see its thread or channel (checked by the listening server).
 */
export const TRIGGERS: { table: string; item: string }[] = [
  { table: 'threads', item: `jsonb_build_object('k','thread','t',r.id,'o',r.organization_id)` },
  { table: 'thread_channels', item: `jsonb_build_object('k','thread','t',r.thread_id)` },
  { table: 'thread_labels', item: `jsonb_build_object('k','thread','t',r.thread_id)` },
  { table: 'thread_followers', item: `jsonb_build_object('k','thread','t',r.thread_id)` },
  { table: 'thread_events', item: `jsonb_build_object('k','thread','t',r.thread_id)` },
  {
    table: 'thread_user_states',
    item: `jsonb_build_object('k','thread','t',r.thread_id,'u',r.user_id)`,
  },
  {
    table: 'inbox_items',
    item: `jsonb_build_object('k',case TG_OP when 'INSERT' then 'inbox_added' when 'DELETE' then 'inbox_removed' else 'counts' end,'t',r.thread_id,'u',r.user_id)`,
  },
  {
    table: 'messages',
    item: `jsonb_strip_nulls(jsonb_build_object('k','message','t',r.thread_id,'m',r.id,'o',r.organization_id,'u',case when r.state = 'staged' then r.sender_user_id end))`,
  },
  { table: 'message_user_states', item: `jsonb_build_object('k','counts','u',r.user_id)` },
  {
    table: 'message_reactions',
    item: `jsonb_build_object('k','message','t',(select x.thread_id from messages x where x.id = r.message_id),'m',r.message_id)`,
  },
  { table: 'channels', item: `jsonb_build_object('k','channel','c',r.id,'o',r.organization_id)` },
  { table: 'channel_members', item: `jsonb_build_object('k','channel','c',r.channel_id,'u',r.user_id)` },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function live_emit(items jsonb) returns void language plpgsql as $$
      declare payload text;
      begin
        if items is null or jsonb_array_length(items) = 0 then return; end if;
        payload := items::text;
        if length(payload) > 7000 then payload := '[{"k":"resync"}]'; end if;
        perform pg_notify('${LIVE_CHANNEL}', payload);
      end $$`,
    )
    .execute(db);
  for (const { table, item } of TRIGGERS) {
    await sql
      .raw(
        `create function live_${table}() returns trigger language plpgsql as $$
        begin
          if TG_OP = 'DELETE' then
            perform live_emit((select jsonb_agg(distinct ${item}) from old_rows r));
          else
            perform live_emit((select jsonb_agg(distinct ${item}) from new_rows r));
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    for (const [op, ref] of [
      ['insert', 'new table as new_rows'],
      ['update', 'new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      await sql
        .raw(
          `create trigger live_${table}_${op} after ${op} on ${table} referencing ${ref} for each statement execute function live_${table}()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of TRIGGERS) {
    await sql.raw(`drop function live_${table}() cascade`).execute(db);
  }
  await sql.raw('drop function live_emit(jsonb)').execute(db);
}
