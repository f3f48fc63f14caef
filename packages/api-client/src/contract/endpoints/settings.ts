import {
  InboxSplitSchema,
  InboxSplitSettingSchema,
  IsoDateTimeSchema,
  OnboardingSchema,
  RuleActionSchema,
  RuleSchema,
  ThemeNameSchema,
  UserSchema,
  UserSettingsSchema,
} from '@switchboard/domain';
import { z } from 'zod';
import {
  EpochMillisecondsSchema,
  IdSchema,
  IsoDateTimeInputSchema,
  NoContentSchema,
} from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';
import { boundedList, boundedString, INPUT_LIMITS } from '../input-limits.js';

export const CreateInboxSplitBodySchema = z.object({
  name: boundedString(INPUT_LIMITS.name).pipe(z.string().trim().min(1)),
  /** May be empty; otherwise it must parse as a search query. */
  query: boundedString(INPUT_LIMITS.searchQuery),
  show_in_category_split: z.boolean().default(false),
});
export type CreateInboxSplitBody = z.input<typeof CreateInboxSplitBodySchema>;

/** Only changed fields are sent. */
export const UpdateInboxSplitBodySchema = z.object({
  name: boundedString(INPUT_LIMITS.name).pipe(z.string().trim().min(1)).optional(),
  query: boundedString(INPUT_LIMITS.searchQuery).optional(),
  show_in_category_split: z.boolean().optional(),
});
export type UpdateInboxSplitBody = z.infer<typeof UpdateInboxSplitBodySchema>;

export const CreateRuleBodySchema = z.object({
  /** A public id; generated when none is given. */
  id: IdSchema.optional(),
  query: boundedString(INPUT_LIMITS.searchQuery).pipe(z.string().trim().min(1)),
  actions: z.array(RuleActionSchema).min(1).max(20),
  apply_to_incoming: z.boolean(),
  bulk_application: z.boolean(),
  // No initiator field: a rule's owner, whose visibility its jobs run with, is always the signed-in user
  // (the spec's "initiator user on create from filters" is the caller; a body never names who acts).
});
export type CreateRuleBody = z.infer<typeof CreateRuleBodySchema>;

export const UpdateRuleBodySchema = z.object({
  query: boundedString(INPUT_LIMITS.searchQuery).pipe(z.string().trim().min(1)).optional(),
  actions: z.array(RuleActionSchema).min(1).max(20).optional(),
  apply_to_incoming: z.boolean().optional(),
  bulk_application: z.boolean().optional(),
});
export type UpdateRuleBody = z.infer<typeof UpdateRuleBodySchema>;

/** `PATCH /users/{user_id}/settings`: only changed fields are sent. */
export const UpdateUserSettingsBodySchema = z.object({
  theme: ThemeNameSchema.optional(),
  branding_signature_enabled: z.boolean().optional(),
  /** (ours) The user's signature HTML; a whitespace-only one is stored as ''. */
  signature: boundedString(INPUT_LIMITS.text).optional(),
  inbox_splits: z.array(InboxSplitSettingSchema).max(INPUT_LIMITS.listItems).optional(),
  notified_splits: boundedList(boundedString(INPUT_LIMITS.id)).optional(),
  /** Merged into the stored map; a time only ever moves forward. */
  last_opened_splits: z
    .record(boundedString(INPUT_LIMITS.id), IsoDateTimeInputSchema)
    .refine((map) => Object.keys(map).length <= INPUT_LIMITS.listItems, 'Too many entries')
    .optional(),
  onboarding: OnboardingSchema.partial().optional(),
  exclude_from_analytics: z.boolean().optional(),
});
export type UpdateUserSettingsBody = z.infer<typeof UpdateUserSettingsBodySchema>;

/** `POST /users`: the account of the signed-in identity (from the access token), created on first sign-in. */
export const CreateUserBodySchema = z.object({
  display_name: boundedString(INPUT_LIMITS.name).pipe(z.string().trim().min(1)).optional(),
  picture_url: z.url().max(2_000).nullable().optional(),
});
export type CreateUserBody = z.infer<typeof CreateUserBodySchema>;

/** `POST /users/{user_id}/provider_connections`: the mail provider access granted at sign-in. */
export const CreateProviderConnectionBodySchema = z.object({
  provider: z.enum(['google', 'local']),
  oauth_scopes: boundedList(boundedString(INPUT_LIMITS.name), 50).default([]),
  /**
   * (ours) For `google`: the OAuth grant for the user's Gmail (from Google's token endpoint), kept by the
   * server to sync and send. Without it the connection only records the scopes.
   */
  oauth_grant: z
    .object({
      refresh_token: boundedString(INPUT_LIMITS.text).min(1),
      access_token: boundedString(INPUT_LIMITS.text).min(1).optional(),
      /** When the access token expires, in ms since the epoch (Google's `expiry_date`), up to the end of year 9999. */
      expiry_date: EpochMillisecondsSchema.optional(),
    })
    .optional(),
});
export type CreateProviderConnectionBody = z.input<typeof CreateProviderConnectionBodySchema>;

export const ProviderConnectionSchema = z.object({
  id: z.string(),
  provider: z.enum(['google', 'local']),
  oauth_scopes: z.array(z.string()),
  /** (ours) The re-auth banner this connection calls for (see the account's `reauth_reason`). */
  reauth_reason: z.enum(['revoked', 'scopes']).nullable(),
  creation_date: IsoDateTimeSchema,
});
export type ProviderConnection = z.infer<typeof ProviderConnectionSchema>;

export const inboxSplitEndpoints = {
  createInboxSplit: defineEndpoint({
    method: 'POST',
    path: '/inbox_splits',
    kind: 'mutation',
    body: CreateInboxSplitBodySchema,
    response: InboxSplitSchema,
    summary: "Creates a custom split (status 'reindexing' while its results are built).",
  }),
  updateInboxSplit: defineEndpoint({
    method: 'PATCH',
    path: '/inbox_splits/{inbox_split_id}',
    kind: 'mutation',
    body: UpdateInboxSplitBodySchema,
    response: InboxSplitSchema,
    summary: 'Edits a split.',
  }),
  deleteInboxSplit: defineEndpoint({
    method: 'DELETE',
    path: '/inbox_splits/{inbox_split_id}',
    kind: 'mutation',
    response: NoContentSchema,
    summary: 'Deletes a split.',
  }),
} as const;

export const ruleEndpoints = {
  createRule: defineEndpoint({
    method: 'POST',
    path: '/rules',
    kind: 'mutation',
    body: CreateRuleBodySchema,
    response: RuleSchema,
    summary: 'Creates a rule; bulk_application applies it to existing threads in the background.',
  }),
  updateRule: defineEndpoint({
    method: 'PATCH',
    path: '/rules/{rule_id}',
    kind: 'mutation',
    body: UpdateRuleBodySchema,
    response: RuleSchema,
    summary: 'Edits a rule.',
  }),
  deleteRule: defineEndpoint({
    method: 'DELETE',
    path: '/rules/{rule_id}',
    kind: 'mutation',
    response: NoContentSchema,
    summary: 'Deletes a rule.',
  }),
} as const;

export const userEndpoints = {
  createUser: defineEndpoint({
    method: 'POST',
    path: '/users',
    kind: 'mutation',
    body: CreateUserBodySchema,
    response: UserSchema,
    summary: 'Creates the account of the signed-in identity; answers the existing one if it exists.',
  }),
  createProviderConnection: defineEndpoint({
    method: 'POST',
    path: '/users/{user_id}/provider_connections',
    kind: 'mutation',
    body: CreateProviderConnectionBodySchema,
    response: ProviderConnectionSchema,
    summary: 'Records the mail provider access granted at sign-in (scopes).',
  }),
  getUserSettings: defineEndpoint({
    method: 'GET',
    path: '/users/{user_id}/settings',
    kind: 'query',
    response: UserSettingsSchema,
    summary: "The user's settings.",
  }),
  updateUserSettings: defineEndpoint({
    method: 'PATCH',
    path: '/users/{user_id}/settings',
    kind: 'mutation',
    body: UpdateUserSettingsBodySchema,
    response: UserSettingsSchema,
    summary: 'Changes settings; answers the whole settings.',
  }),
} as const;
