import type { Kysely } from 'kysely';
import { runScript } from '../run-script.js';

/**
 * The initial data model: every row belongs to a workspace (organization) directly or through its
 * parent (see docs/data-model.md). Never edit this migration once shipped: add a new numbered one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table organizations (
      id text primary key,
      name text not null,
      plan text not null default 'free' check (plan in ('free', 'premium')),
      is_paying boolean not null default false,
      features text[] not null default '{}',
      show_workspace_name_step boolean not null default true,
      created_at timestamptz not null default now()
    );

    create table users (
      id text primary key,
      organization_id text references organizations(id) on delete set null,
      email text not null,
      display_name text not null,
      picture_url text,
      features text[] not null default '{}',
      settings jsonb not null default '{}',
      has_email_sync_enabled boolean not null default true,
      created_at timestamptz not null default now()
    );
    create unique index users_email_key on users (lower(email));
    create index users_organization_idx on users (organization_id);

    create table provider_connections (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      issuer text not null,
      subject text not null,
      email text,
      created_at timestamptz not null default now(),
      unique (issuer, subject)
    );

    create table channels (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      name text not null,
      is_public boolean not null default true,
      color text not null,
      icon_set_name text,
      created_by text references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create unique index channels_name_key on channels (organization_id, lower(btrim(name)));

    create table channel_members (
      channel_id text not null references channels(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      notification_level text not null default 'new_and_followed'
        check (notification_level in ('all', 'new_and_followed', 'followed')),
      rank text not null,
      joined_at timestamptz not null default now(),
      primary key (channel_id, user_id)
    );
    create index channel_members_user_idx on channel_members (user_id);

    create table labels (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      name text not null,
      color text not null,
      created_at timestamptz not null default now()
    );
    create unique index labels_name_key on labels (user_id, lower(btrim(name)));

    create table threads (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      title text,
      description text,
      status text check (status in ('open', 'in_progress', 'review', 'resolved', 'closed')),
      assignee_id text references users(id) on delete set null,
      due_date text check (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      is_spam boolean not null default false,
      trashed_at timestamptz,
      origin_type text check (origin_type in ('reply', 'forward')),
      origin_thread_id text,
      origin_message_id text,
      created_by text references users(id) on delete set null,
      created_at timestamptz not null default now(),
      last_activity_at timestamptz not null default now(),
      search tsvector
    );
    create index threads_org_activity_idx on threads (organization_id, last_activity_at desc, id);
    create index threads_search_idx on threads using gin (search);
    create index threads_trashed_idx on threads (trashed_at) where trashed_at is not null;

    create table thread_user_states (
      thread_id text not null references threads(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      is_starred boolean not null default false,
      category text not null default 'primary'
        check (category in ('primary', 'promotions', 'social', 'updates', 'forums')),
      snooze_start_date timestamptz,
      snooze_end_date timestamptz,
      last_snooze_end_date timestamptz,
      primary key (user_id, thread_id)
    );
    create index thread_user_states_snooze_idx on thread_user_states (snooze_end_date)
      where snooze_end_date is not null;

    create table thread_channels (
      thread_id text not null references threads(id) on delete cascade,
      channel_id text not null references channels(id) on delete cascade,
      added_by text references users(id) on delete set null,
      added_at timestamptz not null default now(),
      primary key (thread_id, channel_id)
    );
    create index thread_channels_channel_idx on thread_channels (channel_id);

    create table thread_labels (
      thread_id text not null references threads(id) on delete cascade,
      label_id text not null references labels(id) on delete cascade,
      added_at timestamptz not null default now(),
      primary key (thread_id, label_id)
    );
    create index thread_labels_label_idx on thread_labels (label_id);

    create table thread_followers (
      thread_id text not null references threads(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      is_explicit boolean not null default false,
      is_removable boolean not null default true,
      added_at timestamptz not null default now(),
      primary key (thread_id, user_id)
    );
    create index thread_followers_user_idx on thread_followers (user_id);

    create table messages (
      id text primary key,
      thread_id text not null references threads(id) on delete cascade,
      organization_id text not null references organizations(id) on delete cascade,
      type text not null default 'main' check (type in ('main', 'private')),
      sender_user_id text references users(id) on delete set null,
      sender_email text not null,
      sender_name text,
      recipients jsonb not null default '[]',
      subject text,
      body text not null default '',
      body_text text not null default '',
      signature text,
      state text not null default 'committed' check (state in ('staged', 'scheduled', 'committed')),
      scheduled_date timestamptz,
      is_system_generated boolean not null default false,
      message_references jsonb not null default '[]',
      pending_participants jsonb not null default '[]',
      creation_date timestamptz not null default now()
    );
    create index messages_thread_idx on messages (thread_id, creation_date, id);
    create index messages_sender_idx on messages (sender_user_id, creation_date desc);
    create index messages_scheduled_idx on messages (scheduled_date) where state = 'scheduled';

    create table message_user_states (
      message_id text not null references messages(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      is_unread boolean not null default true,
      primary key (message_id, user_id)
    );
    create index message_user_states_unread_idx on message_user_states (user_id) where is_unread;

    create table message_reactions (
      message_id text not null references messages(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      code text not null,
      update_date timestamptz not null default now(),
      primary key (message_id, code, user_id)
    );

    create table attachments (
      id text primary key,
      message_id text not null references messages(id) on delete cascade,
      name text not null,
      size integer not null,
      mime_type text not null,
      server_filename text not null,
      content bytea
    );
    create index attachments_message_idx on attachments (message_id);

    create table staged_attachments (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      organization_id text not null references organizations(id) on delete cascade,
      name text not null,
      mime_type text not null,
      size integer not null,
      content bytea,
      created_at timestamptz not null default now(),
      expiry_date timestamptz not null
    );

    create table inbox_items (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      thread_id text not null references threads(id) on delete cascade,
      type text not null check (type in ('message_added', 'reactions_added', 'added_to_inbox',
        'self_added_as_participant', 'channel_added')),
      initial_date timestamptz not null,
      last_date timestamptz not null,
      is_unread boolean not null default true,
      unique (user_id, thread_id)
    );
    create index inbox_items_user_idx on inbox_items (user_id, last_date desc, id desc);

    create table thread_events (
      id text primary key,
      thread_id text not null references threads(id) on delete cascade,
      event_type text not null,
      date timestamptz not null,
      initiator_id text references users(id) on delete set null,
      targeted_user_id text references users(id) on delete set null,
      previous_assignee_id text references users(id) on delete set null,
      related_channel_id text,
      prev_value text,
      new_value text,
      external_users jsonb not null default '[]'
    );
    create index thread_events_thread_idx on thread_events (thread_id, date);

    create table rules (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      query text not null,
      actions jsonb not null,
      apply_to_incoming boolean not null default true,
      bulk_application boolean not null default false,
      bulk_in_progress boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index rules_user_idx on rules (user_id);

    create table inbox_splits (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      name text not null,
      query text not null default '',
      show_in_category_split boolean not null default false,
      enabled boolean not null default true,
      status text,
      created_at timestamptz not null default now()
    );
    create unique index inbox_splits_name_key on inbox_splits (user_id, lower(btrim(name)));

    create table invites (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      email text not null,
      invited_by text references users(id) on delete set null,
      created_at timestamptz not null default now(),
      last_sent_at timestamptz not null default now(),
      accepted_at timestamptz
    );
    create unique index invites_email_key on invites (organization_id, lower(email)) where accepted_at is null;

    create table devices (
      user_id text not null references users(id) on delete cascade,
      device_id text not null,
      device_type text not null default 'browser',
      push_subscription jsonb,
      created_at timestamptz not null default now(),
      primary key (user_id, device_id)
    );

    create table cancel_tokens (
      token text primary key,
      user_id text not null references users(id) on delete cascade,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      undo jsonb not null,
      used_at timestamptz
    );

    create table outbox (
      id text primary key,
      organization_id text not null references organizations(id) on delete cascade,
      message_id text not null references messages(id) on delete cascade,
      email text not null,
      name text,
      type text not null check (type in ('to', 'cc', 'bcc')),
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );

    create table oidc_secrets (
      id text primary key,
      value jsonb not null,
      created_at timestamptz not null default now()
    );

    create table oidc_payloads (
      model text not null,
      id text not null,
      payload jsonb not null,
      grant_id text,
      user_code text,
      uid text,
      expires_at timestamptz,
      primary key (model, id)
    );
    create index oidc_payloads_grant_idx on oidc_payloads (grant_id);
    create index oidc_payloads_uid_idx on oidc_payloads (uid);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table if exists oidc_payloads, oidc_secrets, outbox, cancel_tokens, devices, invites, inbox_splits,
      rules, thread_events, inbox_items, staged_attachments, attachments, message_reactions,
      message_user_states, messages, thread_followers, thread_labels, thread_channels, thread_user_states,
      threads, labels, channel_members, channels, provider_connections, users, organizations cascade;
  `,
  );
}
