import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb column: read as T, written as a JSON string (both drivers pass strings through as-is). */
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

export type RecipientRow =
  | { kind: 'user'; user_id: string; type: 'to' | 'cc' | 'bcc' }
  | { kind: 'external'; email: string; name: string | null; type: 'to' | 'cc' | 'bcc' }
  | { kind: 'channel'; channel_id: string; type: 'to' | 'cc' | 'bcc' };

export interface OrganizationsTable {
  id: string;
  name: string;
  plan: ColumnType<'free' | 'premium', 'free' | 'premium' | undefined, 'free' | 'premium'>;
  is_paying: Generated<boolean>;
  features: ColumnType<string[], string[] | undefined, string[]>;
  show_workspace_name_step: Generated<boolean>;
  created_at: TimestampDefault;
  billing_period_months: number | null;
  plan_started_at: Timestamp | null;
  plan_canceling: Generated<boolean>;
  billing_email: string | null;
  /** The subscription's status as the provider reports it; null reads as active. */
  plan_status: 'active' | 'canceled' | 'unpaid' | 'past_due' | null;
  plan_period_end: Timestamp | null;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  payment_method: ColumnType<
    { cardType: string; last4: string; fullName: string | null; expMonth: number; expYear: number } | null,
    string | null | undefined,
    string | null
  >;
}

export interface UsersTable {
  id: string;
  organization_id: string | null;
  email: string;
  display_name: string;
  picture_url: string | null;
  features: ColumnType<string[], string[] | undefined, string[]>;
  settings: JsonDefault<Record<string, unknown>>;
  has_email_sync_enabled: Generated<boolean>;
  created_at: TimestampDefault;
}

export interface ProviderConnectionsTable {
  id: string;
  user_id: string;
  issuer: string;
  subject: string;
  email: string | null;
  provider: ColumnType<'google' | 'local', 'google' | 'local' | undefined, 'google' | 'local'>;
  oauth_scopes: ColumnType<string[], string[] | undefined, string[]>;
  created_at: TimestampDefault;
}

export interface ChannelsTable {
  id: string;
  organization_id: string;
  name: string;
  is_public: boolean;
  color: string;
  icon_set_name: string | null;
  created_by: string | null;
  created_at: TimestampDefault;
}

export type NotificationLevelValue = 'all' | 'new_and_followed' | 'followed';

export interface ChannelMembersTable {
  channel_id: string;
  user_id: string;
  notification_level: ColumnType<
    NotificationLevelValue,
    NotificationLevelValue | undefined,
    NotificationLevelValue
  >;
  rank: string;
  joined_at: TimestampDefault;
}

export interface LabelsTable {
  id: string;
  organization_id: string;
  user_id: string;
  name: string;
  color: string;
  created_at: TimestampDefault;
}

export interface ThreadsTable {
  id: string;
  organization_id: string;
  title: string | null;
  description: string | null;
  status: string | null;
  assignee_id: string | null;
  due_date: string | null;
  trashed_at: Timestamp | null;
  origin_type: 'reply' | 'forward' | null;
  origin_thread_id: string | null;
  origin_message_id: string | null;
  created_by: string | null;
  created_at: TimestampDefault;
  last_activity_at: TimestampDefault;
  search: ColumnType<string | null, never, never>;
  search_text: ColumnType<string, never, never>;
}

export type CategoryValue = 'primary' | 'promotions' | 'social' | 'updates' | 'forums';

export interface ThreadUserStatesTable {
  thread_id: string;
  user_id: string;
  is_starred: Generated<boolean>;
  /** The user marked the thread as spam (their own state; out of their lists, in their Spam). */
  is_spam: Generated<boolean>;
  category: ColumnType<CategoryValue, CategoryValue | undefined, CategoryValue>;
  snooze_start_date: Timestamp | null;
  snooze_end_date: Timestamp | null;
  last_snooze_end_date: Timestamp | null;
  /** The thread's `last_activity_at` while starred, else null (kept by a trigger, migration 0024). */
  starred_activity_at: Generated<Timestamp | null>;
}

/** A piece of long-running work held by one server process until it expires (jobs/lease.ts). */
export interface LeasesTable {
  name: string;
  owner: string;
  expires_at: Timestamp;
}

export interface ThreadChannelsTable {
  thread_id: string;
  channel_id: string;
  added_by: string | null;
  added_at: TimestampDefault;
}

export interface ThreadLabelsTable {
  thread_id: string;
  label_id: string;
  added_at: TimestampDefault;
  /** The thread's `last_activity_at` (kept by a trigger, migration 0024): the label list's order. */
  activity_at: Generated<Timestamp | null>;
}

export interface ThreadFollowersTable {
  thread_id: string;
  user_id: string;
  is_explicit: Generated<boolean>;
  is_removable: Generated<boolean>;
  added_at: TimestampDefault;
}

export interface MessagesTable {
  id: string;
  thread_id: string;
  organization_id: string;
  type: ColumnType<'main' | 'private', 'main' | 'private' | undefined, 'main' | 'private'>;
  sender_user_id: string | null;
  sender_email: string;
  sender_name: string | null;
  recipients: JsonDefault<RecipientRow[]>;
  subject: string | null;
  body: Generated<string>;
  body_text: Generated<string>;
  signature: string | null;
  state: ColumnType<
    'staged' | 'scheduled' | 'committed',
    'staged' | 'scheduled' | 'committed' | undefined,
    'staged' | 'scheduled' | 'committed'
  >;
  scheduled_date: Timestamp | null;
  is_system_generated: Generated<boolean>;
  message_references: JsonDefault<{ thread_id: string; type: 'forward' | 'reply' }[]>;
  pending_participants: JsonDefault<unknown[]>;
  creation_date: TimestampDefault;
  /** The RFC 5322 Message-ID (with angle brackets) of mail that came in or went out. */
  rfc822_message_id: string | null;
  in_reply_to: string | null;
  /** Set when the relay refused the message for good ('We were unable to send this message'). */
  send_failed_at: Timestamp | null;
  /** List-Id header (RFC 2919) of mail from a mailing list, as received; null otherwise. */
  list_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface MessageUserStatesTable {
  message_id: string;
  user_id: string;
  is_unread: Generated<boolean>;
}

export interface MessageReactionsTable {
  message_id: string;
  user_id: string;
  code: string;
  update_date: TimestampDefault;
}

export interface AttachmentsTable {
  id: string;
  message_id: string;
  name: string;
  size: number;
  mime_type: string;
  server_filename: string;
  /** The bytes' key in the file store (their SHA-256, files/stored-files.ts); null for the seed's demo files. */
  content_key: string | null;
  /** Set for an inline image: the body shows it as `cid:{content_id}`. */
  content_id: Generated<string | null>;
}

/** One stored file per key (files/stored-files.ts): its size, its bytes when the database is the store. */
export interface FileBlobsTable {
  key: string;
  size: number | string;
  content: Uint8Array | null;
  /** Set when the key may have lost its last reference (the sweep looks at it after a grace period). */
  released_at: Generated<Date | null>;
}

export interface StagedAttachmentsTable {
  id: string;
  user_id: string;
  organization_id: string;
  name: string;
  mime_type: string;
  size: number;
  /** The uploaded bytes' key in the file store; null until `PUT /files/staged/{id}`. */
  content_key: Generated<string | null>;
  created_at: TimestampDefault;
  expiry_date: Timestamp;
}

export type InboxItemTypeValue =
  | 'message_added'
  | 'reactions_added'
  | 'added_to_inbox'
  | 'self_added_as_participant'
  | 'channel_added';

export interface InboxItemsTable {
  id: string;
  user_id: string;
  thread_id: string;
  type: InboxItemTypeValue;
  initial_date: Timestamp;
  last_date: Timestamp;
  is_unread: Generated<boolean>;
}

export interface ThreadEventsTable {
  id: string;
  thread_id: string;
  event_type: string;
  date: Timestamp;
  initiator_id: string | null;
  targeted_user_id: string | null;
  previous_assignee_id: string | null;
  related_channel_id: string | null;
  prev_value: string | null;
  new_value: string | null;
  external_users: JsonDefault<{ email: string; name: string | null }[]>;
}

export interface RulesTable {
  id: string;
  organization_id: string;
  user_id: string;
  query: string;
  actions: Json<unknown[]>;
  apply_to_incoming: Generated<boolean>;
  bulk_application: Generated<boolean>;
  bulk_in_progress: Generated<boolean>;
  created_at: TimestampDefault;
}

export interface InboxSplitsTable {
  id: string;
  user_id: string;
  name: string;
  query: Generated<string>;
  show_in_category_split: Generated<boolean>;
  enabled: Generated<boolean>;
  status: string | null;
  created_at: TimestampDefault;
}

export interface InvitesTable {
  id: string;
  organization_id: string;
  email: string;
  invited_by: string | null;
  created_at: TimestampDefault;
  last_sent_at: TimestampDefault;
  accepted_at: Timestamp | null;
}

export interface DevicesTable {
  user_id: string;
  device_id: string;
  device_type: Generated<string>;
  push_subscription: Json<unknown> | null;
  created_at: TimestampDefault;
}

export interface CancelTokensTable {
  token: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  undo: Json<unknown>;
  used_at: Timestamp | null;
}

export interface OutboxTable {
  id: string;
  organization_id: string;
  message_id: string;
  email: string;
  name: string | null;
  type: 'to' | 'cc' | 'bcc';
  created_at: TimestampDefault;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  failed_at: Timestamp | null;
  last_error: string | null;
  /** Claimed by a sending process until then (a lease; null when nobody is sending it). */
  claimed_until: Timestamp | null;
}

/** A read or starred change not yet written to an IMAP account (migration 0021). */
export interface ImapPendingFlagsTable {
  account_id: string;
  thread_id: string;
  created_at: TimestampDefault;
}

export interface MailAccountsTable {
  id: string;
  user_id: string;
  kind: 'imap';
  email: string;
  imap_url: string;
  smtp_url: string | null;
  mailbox: Generated<string>;
  uid_validity: number | null;
  last_uid: Generated<number>;
  created_at: TimestampDefault;
  /** The IMAP password sealed with the server's key (mail/mail-secret.ts); `imap_url` then has none. */
  imap_password_enc: string | null;
  /** The SMTP password, sealed the same way; `smtp_url` then has none. */
  smtp_password_enc: string | null;
  status: Generated<ImapAccountStatus>;
  status_detail: string | null;
  retry_at: Date | null;
  last_synced_at: Date | null;
}

/** What an IMAP account's sync is doing (see mail/imap-watchers.ts). */
export type ImapAccountStatus = 'connecting' | 'connected' | 'reconnecting' | 'failed';

export interface GmailAccountsTable {
  id: string;
  user_id: string;
  email: string;
  refresh_token: string;
  access_token: string | null;
  access_token_expires_at: Date | null;
  oauth_scopes: ColumnType<string[], string[] | undefined, string[]>;
  history_id: string | null;
  watch_expires_at: Date | null;
  last_synced_at: Date | null;
  revoked_at: Date | null;
  last_error: string | null;
  created_at: TimestampDefault;
}

/** A Gmail connection the user started and Google has not sent back yet (migration 0018_gmail_oauth). */
export interface GmailOauthStatesTable {
  state: string;
  user_id: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: TimestampDefault;
  expires_at: Date;
}

/** A user received the inbound mail with this Message-ID and content, as this message (one per user). */
export interface MailReceiptsTable {
  user_id: string;
  rfc822_message_id: string;
  /** md5 of lower(sender email), subject and text, one per line (see `contentDigest` in mail/ingest.ts). */
  content_digest: string;
  message_id: string;
}

export interface GmailMessagesTable {
  account_id: string;
  gmail_id: string;
  gmail_thread_id: string;
  message_id: string;
  thread_id: string;
}

export interface PushQueueTable {
  id: Generated<string>;
  kind: 'message' | 'reaction';
  message_id: string;
  actor_id: string | null;
  /** Message pushes: the users whose inbox received it. */
  inbox_user_ids: ColumnType<string[], string[] | undefined, string[]>;
  created_at: TimestampDefault;
}

export interface OidcSecretsTable {
  id: string;
  value: Json<unknown>;
  created_at: TimestampDefault;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: Generated<number>;
}

export interface RevokedSessionsTable {
  issuer: string;
  subject: string;
  /** The token's session (`sid`, or the embedded provider's grant); '' for every session of the subject. */
  session_key: string;
  /** With session_key '': tokens issued up to this instant (inclusive, whole seconds) are refused. */
  issued_up_to: Timestamp | null;
  revoked_at: Timestamp;
  expires_at: Timestamp;
}

export interface BillingEventsTable {
  id: string;
  provider: 'local' | 'stripe';
  type: string;
  processed_at: TimestampDefault;
}

export interface BillingInvoicesTable {
  id: string;
  organization_id: string;
  number: string;
  created_at: Timestamp;
  amount_cents: number;
  status: string;
  url: string | null;
}

export interface Database {
  organizations: OrganizationsTable;
  billing_events: BillingEventsTable;
  billing_invoices: BillingInvoicesTable;
  users: UsersTable;
  provider_connections: ProviderConnectionsTable;
  channels: ChannelsTable;
  channel_members: ChannelMembersTable;
  labels: LabelsTable;
  threads: ThreadsTable;
  thread_user_states: ThreadUserStatesTable;
  leases: LeasesTable;
  thread_channels: ThreadChannelsTable;
  thread_labels: ThreadLabelsTable;
  thread_followers: ThreadFollowersTable;
  messages: MessagesTable;
  message_user_states: MessageUserStatesTable;
  message_reactions: MessageReactionsTable;
  attachments: AttachmentsTable;
  staged_attachments: StagedAttachmentsTable;
  file_blobs: FileBlobsTable;
  inbox_items: InboxItemsTable;
  thread_events: ThreadEventsTable;
  rules: RulesTable;
  inbox_splits: InboxSplitsTable;
  invites: InvitesTable;
  devices: DevicesTable;
  cancel_tokens: CancelTokensTable;
  outbox: OutboxTable;
  mail_accounts: MailAccountsTable;
  imap_pending_flags: ImapPendingFlagsTable;
  gmail_accounts: GmailAccountsTable;
  gmail_messages: GmailMessagesTable;
  gmail_oauth_states: GmailOauthStatesTable;
  mail_receipts: MailReceiptsTable;
  oidc_secrets: OidcSecretsTable;
  oidc_payloads: OidcPayloadsTable;
  rate_limits: RateLimitsTable;
  revoked_sessions: RevokedSessionsTable;
  push_queue: PushQueueTable;
}

export type UserRow = Selectable<UsersTable>;
export type ThreadRow = Selectable<ThreadsTable>;
export type MessageRow = Selectable<MessagesTable>;
export type ChannelRow = Selectable<ChannelsTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type NewThread = Insertable<ThreadsTable>;
export type ThreadUpdate = Updateable<ThreadsTable>;
