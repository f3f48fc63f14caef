import {
  CHANNEL_NAME_MAX_LENGTH,
  ChannelRulesSummarySchema,
  ChannelSchema,
  graphemeLength,
  messages,
  NotificationLevelSchema,
} from '@switchboard/domain';
import { z } from 'zod';
import { HexColorSchema, IdSchema, NoContentSchema, UserIdsBodySchema } from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';
import { boundedList, INPUT_LIMITS } from '../input-limits.js';
import { ThreadRowsPageSchema } from '../list-rows.js';
import { ListQuerySchema, pageSchema } from '../page.js';

/** Channel names: trimmed, 1 to 100 characters as a person counts them (spec doc 2 section 5; domain rule). */
export const ChannelNameSchema = z
  .string()
  .trim()
  .min(1)
  // A bound in code units against oversized input; the rule counts characters as a person does.
  .max(INPUT_LIMITS.text)
  .refine((name) => graphemeLength(name) <= CHANNEL_NAME_MAX_LENGTH, {
    message: messages.validation.channelNameTooLong,
  });

export const CreateChannelBodySchema = z.object({
  name: ChannelNameSchema,
  is_public: z.boolean().default(true),
  color: HexColorSchema,
});
export type CreateChannelBody = z.input<typeof CreateChannelBodySchema>;

/** `PUT /channels/{channel_id}`: only changed fields need be sent. */
export const UpdateChannelBodySchema = z.object({
  name: ChannelNameSchema.optional(),
  is_public: z.boolean().optional(),
  color: HexColorSchema.optional(),
});
export type UpdateChannelBody = z.infer<typeof UpdateChannelBodySchema>;

export const NotificationLevelBodySchema = z.object({ notification_level: NotificationLevelSchema });
export type NotificationLevelBody = z.infer<typeof NotificationLevelBodySchema>;

/** A lexicographic rank placed between the neighbours' ranks. */
export const SetRankBodySchema = z.object({ rank: z.string().min(1).max(64) });
export type SetRankBody = z.infer<typeof SetRankBodySchema>;

/** `PATCH /channels/{channel_id}/join`: the user joins; `user_ids` may add teammates at the same time. */
export const JoinChannelBodySchema = z.object({ user_ids: boundedList(IdSchema).default([]) });
export type JoinChannelBody = z.input<typeof JoinChannelBodySchema>;

export const channelEndpoints = {
  getChannel: defineEndpoint({
    method: 'GET',
    path: '/channels/{channel_id}',
    kind: 'query',
    response: ChannelSchema,
    summary: 'One channel; not_found for a private channel the user is not in.',
  }),
  updateChannel: defineEndpoint({
    method: 'PUT',
    path: '/channels/{channel_id}',
    kind: 'mutation',
    body: UpdateChannelBodySchema,
    response: ChannelSchema,
    summary: "Edits name, visibility or colour ('This channel name is already taken': conflict).",
  }),
  deleteChannel: defineEndpoint({
    method: 'DELETE',
    path: '/channels/{channel_id}',
    kind: 'mutation',
    response: NoContentSchema,
    summary: "Deletes the channel and its members' filters.",
  }),
  listChannelThreads: defineEndpoint({
    method: 'GET',
    path: '/channels/{channel_id}/threads',
    kind: 'query',
    query: ListQuerySchema,
    response: ThreadRowsPageSchema,
    summary: "The channel's threads, newest activity first.",
  }),
  addChannelParticipants: defineEndpoint({
    method: 'PATCH',
    path: '/channels/{channel_id}/participants:add',
    kind: 'mutation',
    body: UserIdsBodySchema,
    response: ChannelSchema,
    summary: 'Adds participants.',
  }),
  removeChannelParticipants: defineEndpoint({
    method: 'PATCH',
    path: '/channels/{channel_id}/participants:remove',
    kind: 'mutation',
    body: UserIdsBodySchema,
    response: ChannelSchema,
    summary: 'Removes participants.',
  }),
  setChannelNotificationLevel: defineEndpoint({
    method: 'PATCH',
    path: '/channels/{channel_id}/notification_level',
    kind: 'mutation',
    body: NotificationLevelBodySchema,
    response: ChannelSchema,
    summary: "Sets the user's notification level (all, new_and_followed, followed).",
  }),
  setChannelRank: defineEndpoint({
    method: 'PATCH',
    path: '/channels/{channel_id}/set_rank',
    kind: 'mutation',
    body: SetRankBodySchema,
    response: ChannelSchema,
    summary: "Moves the channel in the user's sidebar (premium).",
  }),
  getChannelRulesSummary: defineEndpoint({
    method: 'GET',
    path: '/channels/{channel_id}/rules-summary',
    kind: 'query',
    response: ChannelRulesSummarySchema,
    summary: 'How many rules route mail to the channel, by member.',
  }),
  joinChannel: defineEndpoint({
    method: 'PATCH',
    path: '/channels/{channel_id}/join',
    kind: 'mutation',
    body: JoinChannelBodySchema,
    response: ChannelSchema,
    summary: 'The user joins a public channel (optionally with teammates).',
  }),
  leaveChannel: defineEndpoint({
    method: 'PATCH',
    path: '/channels/{channel_id}/leave',
    kind: 'mutation',
    response: NoContentSchema,
    summary: 'The user leaves the channel.',
  }),
  listOrganizationChannels: defineEndpoint({
    method: 'GET',
    path: '/organizations/{organization_id}/channels',
    kind: 'query',
    response: pageSchema(ChannelSchema),
    summary: "The workspace's channels the user may see (public ones and private ones they are in), whole.",
  }),
  createOrganizationChannel: defineEndpoint({
    method: 'POST',
    path: '/organizations/{organization_id}/channels',
    kind: 'mutation',
    body: CreateChannelBodySchema,
    response: ChannelSchema,
    summary: 'Creates a channel with the user as its participant (private is premium: forbidden).',
  }),
} as const;
