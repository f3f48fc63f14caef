import { MessageSchema, OriginalMessageSchema } from '@switchboard/domain';
import { z } from 'zod';
import { IdListSchema, IdSchema, NoContentSchema } from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';
import { boundedList } from '../input-limits.js';

/** An emoji as hex code points joined by `-` (`1f44d`, `1f469-200d-1f4bb`). */
export const ReactionBodySchema = z.object({
  reaction_code: z
    .string()
    .max(64)
    .regex(/^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*$/),
});
export type ReactionBody = z.infer<typeof ReactionBodySchema>;

export const MessageIdsBodySchema = z.object({ message_ids: IdListSchema });
export type MessageIdsBody = z.infer<typeof MessageIdsBodySchema>;

/** `PATCH /events:remove_from_inbox`: inbox item ids, and/or their public ids. */
export const InboxItemIdsBodySchema = z
  .object({
    ids: boundedList(IdSchema).default([]),
    inbox_item_public_ids: boundedList(IdSchema).default([]),
  })
  .refine((body) => body.ids.length + body.inbox_item_public_ids.length > 0, {
    message: 'ids or inbox_item_public_ids must name an inbox item',
    path: ['ids'],
  });
export type InboxItemIdsBody = z.input<typeof InboxItemIdsBodySchema>;

export const messageEndpoints = {
  addMessageReaction: defineEndpoint({
    method: 'PATCH',
    path: '/messages/{message_id}/add_reaction',
    kind: 'mutation',
    body: ReactionBodySchema,
    response: MessageSchema,
    summary: "Adds the user's reaction.",
  }),
  removeMessageReaction: defineEndpoint({
    method: 'PATCH',
    path: '/messages/{message_id}/remove_reaction',
    kind: 'mutation',
    body: ReactionBodySchema,
    response: MessageSchema,
    summary: "Removes the user's reaction.",
  }),
  markMessagesAsRead: defineEndpoint({
    method: 'PATCH',
    path: '/messages:mark_as_read',
    kind: 'mutation',
    body: MessageIdsBodySchema,
    response: NoContentSchema,
    cancellable: true,
    summary: 'Marks messages read.',
  }),
  markMessagesAsUnread: defineEndpoint({
    method: 'PATCH',
    path: '/messages:mark_as_unread',
    kind: 'mutation',
    body: MessageIdsBodySchema,
    response: NoContentSchema,
    cancellable: true,
    summary: 'Marks messages unread.',
  }),
  deleteMessage: defineEndpoint({
    method: 'DELETE',
    path: '/messages/{message_id}',
    kind: 'mutation',
    response: NoContentSchema,
    summary: 'Deletes a message (the only message: the whole thread); cancels a scheduled one.',
  }),
  sendMessageNow: defineEndpoint({
    method: 'PATCH',
    path: '/messages/{message_id}/send_now',
    kind: 'mutation',
    response: MessageSchema,
    summary: 'Sends a scheduled (or undo-pending) message now.',
  }),
  resendMessage: defineEndpoint({
    method: 'PATCH',
    path: '/messages/{message_id}/resend',
    kind: 'mutation',
    response: MessageSchema,
    summary: "Tries again to deliver the user's message whose external delivery failed for good.",
  }),
  getOriginalMessage: defineEndpoint({
    method: 'GET',
    path: '/messages/{message_id}/original',
    kind: 'query',
    response: OriginalMessageSchema,
    summary: 'The original message: subject, reply_to, body.',
  }),
} as const;

export const inboxEventEndpoints = {
  markInboxEventAsRead: defineEndpoint({
    method: 'PATCH',
    path: '/events/{inbox_item_id}/mark_as_read',
    kind: 'mutation',
    response: NoContentSchema,
    cancellable: true,
    summary: "Marks the inbox item's thread read.",
  }),
  removeInboxEventFromInbox: defineEndpoint({
    method: 'PATCH',
    path: '/events/{inbox_item_id}/remove_from_inbox',
    kind: 'mutation',
    response: NoContentSchema,
    cancellable: true,
    summary: 'Archives one inbox item.',
  }),
  removeInboxEventsFromInbox: defineEndpoint({
    method: 'PATCH',
    path: '/events:remove_from_inbox',
    kind: 'mutation',
    body: InboxItemIdsBodySchema,
    response: NoContentSchema,
    cancellable: true,
    summary: 'Archives several inbox items.',
  }),
} as const;
