import { z } from 'zod';
import { ContactSchema } from './common.js';
import { NotificationLevelSchema } from './enums.js';

/**
 * A channel (spec doc 1 section 3). `rank` is a lexicographic string; `unread_count` is the spec's
 * "unread count"; `icon_set_name` its "icon set". Addition: `organization_id`.
 */
export const ChannelSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  name: z.string(),
  is_public: z.boolean(),
  color: z.string(),
  rank: z.string(),
  notification_level: NotificationLevelSchema,
  unread_count: z.number().int().nonnegative(),
  member_count: z.number().int().nonnegative(),
  participants: z.array(ContactSchema),
  has_bulk_processing_in_progress: z.boolean(),
  icon_set_name: z.string().nullable(),
});
export type Channel = z.infer<typeof ChannelSchema>;

/** One member's rules on a channel. */
export const UserRuleSummarySchema = z.object({
  user_name: z.string(),
  rules_count: z.number().int().nonnegative(),
  is_current_user: z.boolean(),
});
export type UserRuleSummary = z.infer<typeof UserRuleSummarySchema>;

/** `GET /channels/{channel_id}/rules-summary` answer. */
export const ChannelRulesSummarySchema = z.object({
  total_rules_count: z.number().int().nonnegative(),
  has_own_rules: z.boolean(),
  has_team_member_rules: z.boolean(),
  user_rule_summaries: z.array(UserRuleSummarySchema),
});
export type ChannelRulesSummary = z.infer<typeof ChannelRulesSummarySchema>;
