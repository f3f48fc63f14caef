// s28-blob
import { type Kysely, sql } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * Attachment bytes behind the files module's store (files/file-store.ts): rows keep the bytes' SHA-256
 * (`content_key`), and `file_blobs` registers each key once (its size; its bytes when the database is the
 * store). The bytes stored so far in `attachments.content` and `staged_attachments.content` move into
 * `file_blobs` (the same file in several rows is kept once). `released_at` marks a key the sweep should look
 * at: the triggers set it when a row naming the key is deleted or names another key (statement-level, over
 * the changed rows; the keys' rows are locked in key order so two deletes never wait on each other in a
 * cycle).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table file_blobs (
      key text primary key,
      size bigint not null,
      content bytea,
      released_at timestamptz default now()
    );
    create index file_blobs_released_idx on file_blobs (released_at) where released_at is not null;
    alter table attachments add column content_key text;
    alter table staged_attachments add column content_key text;
    insert into file_blobs (key, size, content, released_at)
      select encode(sha256(content), 'hex'), octet_length(content), content, null::timestamptz from attachments
        where content is not null
      union all
      select encode(sha256(content), 'hex'), octet_length(content), content, null::timestamptz from staged_attachments
        where content is not null
      on conflict (key) do nothing;
    update attachments set content_key = encode(sha256(content), 'hex') where content is not null;
    update staged_attachments set content_key = encode(sha256(content), 'hex') where content is not null;
    alter table attachments drop column content;
    alter table staged_attachments drop column content;
    create index attachments_content_key_idx on attachments (content_key) where content_key is not null;
    create index staged_attachments_content_key_idx on staged_attachments (content_key)
      where content_key is not null;
    `,
  );
  await sql
    .raw(`
    create function release_deleted_file_keys() returns trigger language plpgsql as $$
    begin
      perform 1 from file_blobs where key in (select content_key from gone where content_key is not null)
        order by key for update;
      update file_blobs set released_at = now()
        where key in (select content_key from gone where content_key is not null);
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`
    create function release_replaced_file_keys() returns trigger language plpgsql as $$
    begin
      perform 1 from file_blobs where key in (select o.content_key from gone o join kept n using (id)
        where o.content_key is not null and o.content_key is distinct from n.content_key)
        order by key for update;
      update file_blobs set released_at = now()
        where key in (select o.content_key from gone o join kept n using (id)
          where o.content_key is not null and o.content_key is distinct from n.content_key);
      return null;
    end $$`)
    .execute(db);
  await runScript(
    db,
    `
    create trigger attachments_release_deleted after delete on attachments
      referencing old table as gone for each statement execute function release_deleted_file_keys();
    create trigger attachments_release_replaced after update on attachments
      referencing old table as gone new table as kept for each statement execute function release_replaced_file_keys();
    create trigger staged_attachments_release_deleted after delete on staged_attachments
      referencing old table as gone for each statement execute function release_deleted_file_keys();
    create trigger staged_attachments_release_replaced after update on staged_attachments
      referencing old table as gone new table as kept for each statement execute function release_replaced_file_keys();
    `,
  );
}

/** Back to the bytes in the rows (only those the database store holds; a folder's files are not read back). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop trigger if exists attachments_release_deleted on attachments;
    drop trigger if exists attachments_release_replaced on attachments;
    drop trigger if exists staged_attachments_release_deleted on staged_attachments;
    drop trigger if exists staged_attachments_release_replaced on staged_attachments;
    drop function if exists release_deleted_file_keys();
    drop function if exists release_replaced_file_keys();
    alter table attachments add column content bytea;
    alter table staged_attachments add column content bytea;
    update attachments a set content = b.content from file_blobs b where b.key = a.content_key;
    update staged_attachments s set content = b.content from file_blobs b where b.key = s.content_key;
    alter table attachments drop column content_key;
    alter table staged_attachments drop column content_key;
    drop table file_blobs;
    `,
  );
}
