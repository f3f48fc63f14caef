import { z } from 'zod';
import { CATEGORIES, SETTINGS_SECTIONS, THEME_NAMES } from './enum-values.js';

/**
 * Thread status (spec doc 1 section 4). `open` and `resolved` are legacy: they may arrive from old data but
 * are never offered. "No status" (`status:none` in search) is `null` on the wire.
 */
export const ThreadStatusSchema = z.enum(['open', 'in_progress', 'review', 'resolved', 'closed']);
export type ThreadStatus = z.infer<typeof ThreadStatusSchema>;

/** Thread event types (spec doc 1 section 3 "Thread event"). */
export const ThreadEventTypeSchema = z.enum([
  'title_updated',
  'thread_status_added',
  'thread_status_changed',
  'thread_status_removed',
  'due_date_added',
  'due_date_changed',
  'due_date_removed',
  'description_added',
  'description_changed',
  'description_removed',
  'assignee_added',
  'assignee_changed',
  'assignee_removed',
  'channel_added',
  'channel_removed',
  'recipient_added',
  'self_added_as_participant',
  'discussion_user_removed',
]);
export type ThreadEventType = z.infer<typeof ThreadEventTypeSchema>;

/** Inbox categories, in the spec's order (primary first). */
export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

/** Category slugs used in the inbox route (`personal` is the primary category). */
export const CategorySlugSchema = z.enum(['personal', 'promotions', 'social', 'updates', 'forums']);
export type CategorySlug = z.infer<typeof CategorySlugSchema>;

/** Folder slugs (spec doc 1 section 2). */
export const FolderSlugSchema = z.enum([
  'inbox',
  'starred',
  'snoozed',
  'sent',
  'drafts',
  'scheduled',
  'all',
  'spam',
  'trash',
]);
export type FolderSlug = z.infer<typeof FolderSlugSchema>;

/** Channel notification level; `new_and_followed` is the default. */
export const NotificationLevelSchema = z.enum(['all', 'new_and_followed', 'followed']);
export type NotificationLevel = z.infer<typeof NotificationLevelSchema>;
/** The default notification level of a channel. */
export const DEFAULT_NOTIFICATION_LEVEL: NotificationLevel = 'new_and_followed';

/** Message delivery state: staged (sending) then committed; scheduled then committed on send-now. */
export const MessageStateSchema = z.enum(['staged', 'scheduled', 'committed']);
export type MessageState = z.infer<typeof MessageStateSchema>;

/** The eight theme names; blue is the default. */
export const ThemeNameSchema = z.enum(THEME_NAMES);
export type ThemeName = z.infer<typeof ThemeNameSchema>;

/**
 * Feature flags granted by the organization or the user. `MAINTENANCE` is the maintenance-screen flag,
 * `NO_EMAILS` is the organization feature that hides email features.
 */
export const FeatureFlagSchema = z.enum([
  'BRANDING_SIGNATURE',
  'RULES',
  'AI_CHAT',
  'MAINTENANCE',
  'NO_EMAILS',
]);
export type FeatureFlag = z.infer<typeof FeatureFlagSchema>;

/** Kind of an inbox item. */
export const InboxItemTypeSchema = z.enum([
  'message_added',
  'reactions_added',
  'added_to_inbox',
  'self_added_as_participant',
  'channel_added',
]);
export type InboxItemType = z.infer<typeof InboxItemTypeSchema>;

/** The field a recipient is addressed in. */
export const RecipientTypeSchema = z.enum(['to', 'cc', 'bcc']);
export type RecipientType = z.infer<typeof RecipientTypeSchema>;

/** Where a draft comes from. */
export const DraftOriginSchema = z.enum(['new_thread', 'reply', 'forward', 'channel']);
export type DraftOrigin = z.infer<typeof DraftOriginSchema>;

/** Attachment upload status; cancel returns to not_started. */
export const UploadStatusSchema = z.enum(['not_started', 'in_progress', 'complete', 'error']);
export type UploadStatus = z.infer<typeof UploadStatusSchema>;

/** Billing plan status. */
export const PlanStatusSchema = z.enum(['active', 'canceled', 'unpaid', 'past_due']);
export type PlanStatus = z.infer<typeof PlanStatusSchema>;

/** Plan names. */
export const PlanNameSchema = z.enum(['FREE', 'PREMIUM']);
export type PlanName = z.infer<typeof PlanNameSchema>;

/** Checkout billing frequency (default yearly). */
export const BillingFrequencySchema = z.enum(['monthly', 'yearly']);
export type BillingFrequency = z.infer<typeof BillingFrequencySchema>;

/** Browser notification permission states as the settings screen knows them. */
export const NotificationPermissionStateSchema = z.enum([
  'notsupported',
  'denied',
  'prompt',
  'not-subscribed',
  'granted',
]);
export type NotificationPermissionState = z.infer<typeof NotificationPermissionStateSchema>;

/** Settings overlay section ids, in the order the overlay lists them (opens on my-team by default). */
export const SettingsSectionSchema = z.enum(SETTINGS_SECTIONS);
export type SettingsSection = z.infer<typeof SettingsSectionSchema>;

/** Kinds of composer window. */
export const ComposeWindowTypeSchema = z.enum(['pop_out', 'reply', 'forward', 'new_thread']);
export type ComposeWindowType = z.infer<typeof ComposeWindowTypeSchema>;

/** Composer window size. */
export const ComposeWindowSizeSchema = z.enum(['normal', 'minimized']);
export type ComposeWindowSize = z.infer<typeof ComposeWindowSizeSchema>;

/** Reference/origin kind between threads. */
export const ThreadReferenceTypeSchema = z.enum(['reply', 'forward']);
export type ThreadReferenceType = z.infer<typeof ThreadReferenceTypeSchema>;
