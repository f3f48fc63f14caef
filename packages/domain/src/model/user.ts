import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';
import { CategorySchema, FeatureFlagSchema, ThemeNameSchema } from './enums.js';
import { InboxSplitSettingSchema } from './inbox-split.js';

/** The signed-in user (spec doc 1 section 3). */
export const UserSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  email: z.string(),
  picture_url: z.string().nullable(),
  features: z.array(FeatureFlagSchema),
  creation_date: IsoDateTimeSchema,
});
export type User = z.infer<typeof UserSchema>;

/** Onboarding progress (shape not shown by the spec): theme chosen, workspace-name step done. */
export const OnboardingSchema = z.object({
  theme_selected: z.boolean(),
  workspace_name_set: z.boolean(),
});
export type Onboarding = z.infer<typeof OnboardingSchema>;

/**
 * User settings (spec doc 2 section 3). `last_opened_splits` maps a split key (category or split id) to the
 * ISO time it was last opened.
 */
export const UserSettingsSchema = z.object({
  inbox_splits: z.array(InboxSplitSettingSchema),
  notified_splits: z.array(z.string()),
  theme: ThemeNameSchema.default('blue'),
  last_opened_splits: z.record(z.string(), IsoDateTimeSchema),
  onboarding: OnboardingSchema,
  branding_signature_enabled: z.boolean().default(true),
  /** (ours) The user's own signature (HTML), inserted by the composer's button; '' when none. */
  signature: z.string().default(''),
  exclude_from_analytics: z.boolean(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** Unread inbox event counts of an account. */
export const UnreadEventCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  by_category: z.partialRecord(CategorySchema, z.number().int().nonnegative()),
  by_inbox_split: z.record(z.string(), z.number().int().nonnegative()),
});
export type UnreadEventCounts = z.infer<typeof UnreadEventCountsSchema>;

/** The synced mail account (spec doc 1 section 3 "Account"). */
export const AccountSchema = z.object({
  unread_event_counts: UnreadEventCountsSchema,
  number_of_unread_spam_threads: z.number().int().nonnegative(),
  has_email_sync_enabled: z.boolean(),
  is_email_sync_operational: z.boolean(),
  oauth_scopes: z.array(z.string()),
  /**
   * (ours) Which re-auth banner to show: `revoked` when the mail provider refused the grant (revoked or
   * expired), `scopes` when it lacks a needed scope; null when mail access is fine.
   */
  reauth_reason: z.enum(['revoked', 'scopes']).nullable(),
  creation_date: IsoDateTimeSchema,
});
export type Account = z.infer<typeof AccountSchema>;
