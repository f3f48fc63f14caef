import { describe, expect, it } from 'vitest';
import {
  AddressSchema,
  ChannelSchema,
  RecipientSchema,
  ThreadEventSchema,
  ThreadSchema,
  UserSettingsSchema,
} from './index.js';

const alice = {
  id: 'u1',
  type: 'user' as const,
  email: 'alice@acme.example',
  display_name: 'Alice',
  picture_url: null,
};

const thread = {
  id: 't1',
  title: null,
  description: null,
  status: 'in_progress',
  assignee: alice,
  dueDate: '2024-05-03',
  category: 'primary',
  channel_ids: [],
  labels: [],
  label_ids: [],
  senders: [alice],
  private_senders: [],
  recipients: [],
  followers: [{ contact: alice, is_removable: false, is_explicit: true }],
  next_message_recipients: { to: [alice], cc: [], bcc: [] },
  last_activity: {
    date: '2024-05-01T10:00:00.000Z',
    message_id: 'm1',
    snippet: 'Hello',
    author: alice,
    is_private: false,
  },
  inbox_event_id: 'e1',
  inbox_event_is_unread: true,
  number_of_messages: 1,
  number_of_unread_messages: 1,
  number_of_unread_private_messages: 0,
  is_starred: false,
  isSpam: false,
  trashed_date: null,
  snooze_start_date: null,
  snooze_end_date: null,
  last_snooze_end_date: null,
  scheduled_messages_creation_dates: [],
  attachments: [],
  origin: null,
};

describe('entity schemas', () => {
  it('accepts a thread with the spec field names (isSpam, dueDate camelCase)', () => {
    expect(ThreadSchema.parse(thread).dueDate).toBe('2024-05-03');
  });

  it('accepts the legacy statuses open and resolved on the wire', () => {
    expect(ThreadSchema.safeParse({ ...thread, status: 'resolved' }).success).toBe(true);
    expect(ThreadSchema.safeParse({ ...thread, status: null }).success).toBe(true);
    expect(ThreadSchema.safeParse({ ...thread, status: 'done' }).success).toBe(false);
  });

  it('sends due dates as yyyy-MM-dd', () => {
    expect(ThreadSchema.safeParse({ ...thread, dueDate: '2024-05-03T00:00:00Z' }).success).toBe(false);
  });

  it('accepts dates with an offset', () => {
    const parsed = ThreadSchema.safeParse({
      ...thread,
      last_activity: { ...thread.last_activity, date: '2024-05-01T10:00:00+02:00' },
    });
    expect(parsed.success).toBe(true);
  });

  it('models recipients as user, external_user or channel', () => {
    expect(RecipientSchema.parse({ kind: 'external_user', email: 'x@y.z' })).toEqual({
      kind: 'external_user',
      email: 'x@y.z',
    });
    expect(RecipientSchema.safeParse({ kind: 'group', id: 'g' }).success).toBe(false);
  });

  it('defaults the theme to blue and the branding signature to enabled', () => {
    const settings = UserSettingsSchema.parse({
      inbox_splits: [{ type: 'category', category: 'promotions', enabled: true }],
      notified_splits: [],
      last_opened_splits: {},
      onboarding: { theme_selected: false, workspace_name_set: false },
      exclude_from_analytics: false,
    });
    expect(settings.theme).toBe('blue');
    expect(settings.branding_signature_enabled).toBe(true);
  });

  it('carries the thread event fields', () => {
    const event = ThreadEventSchema.parse({
      id: 'ev1',
      event_type: 'assignee_changed',
      date: '2024-05-01T10:00:00Z',
      thread_id: 't1',
      initiator_id: 'u1',
      target_user_id: 'u2',
      previous_assignee_id: 'u3',
      channel_id: null,
      previous_due_date: null,
      new_due_date: null,
      previous_status: null,
      new_status: null,
      previous_title: null,
      new_title: null,
      previous_description: null,
      new_description: null,
      external_users: [{ email: 'ext@example.com' }],
    });
    expect(event.previous_assignee_id).toBe('u3');
  });

  it('defaults channel notification level values to the spec list', () => {
    const base = {
      id: 'c1',
      organization_id: 'o1',
      name: 'Support',
      is_public: true,
      color: '#112233',
      rank: 'a',
      unread_count: 0,
      member_count: 2,
      participants: [alice],
      has_bulk_processing_in_progress: false,
      icon_set_name: null,
    };
    expect(ChannelSchema.safeParse({ ...base, notification_level: 'new_and_followed' }).success).toBe(true);
    expect(ChannelSchema.safeParse({ ...base, notification_level: 'none' }).success).toBe(false);
  });

  it('keeps an address name optional', () => {
    expect(AddressSchema.parse({ email: 'a@b.c' })).toEqual({ email: 'a@b.c' });
  });
});
