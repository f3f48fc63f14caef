import {
  CategorySchema,
  ExternalRecipientSchema,
  InternalRecipientSchema,
  MessageSchema,
  OFFERED_THREAD_STATUSES,
  ThreadEventSchema,
  ThreadReferenceTypeSchema,
  ThreadSchema,
} from '@switchboard/domain';
import { z } from 'zod';
import {
  ChannelIdsBodySchema,
  DueDateInputSchema,
  EpochSecondsSchema,
  IdListSchema,
  IdSchema,
  IsoDateTimeInputSchema,
  NoContentSchema,
  OrganizationQuerySchema,
  ThreadIdsBodySchema,
  UserIdsBodySchema,
} from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';
import { boundedList, boundedString, INPUT_LIMITS } from '../input-limits.js';
import { PresenceActivitySchema } from '../live.js';
import { ListQuerySchema, pageSchema } from '../page.js';

/** `PUT /threads/{thread_id}`: every field optional (only changed ones sent) and nullable (null clears it). */
export const UpdateThreadBodySchema = z.object({
  title: boundedString(INPUT_LIMITS.name).nullable().optional(),
  description: boundedString(INPUT_LIMITS.text).nullable().optional(),
  /** Only the offered statuses: the legacy `open` and `resolved` are refused (spec doc 1 section 4). */
  status: z.enum(OFFERED_THREAD_STATUSES).nullable().optional(),
  /** `yyyy-MM-dd` or null. */
  due_date: DueDateInputSchema.nullable().optional(),
  assignee_id: IdSchema.nullable().optional(),
});
export type UpdateThreadBody = z.infer<typeof UpdateThreadBodySchema>;

/** An attachment already stored on the server, re-sent with a forward. */
export const CommittedAttachmentInputSchema = z.object({
  download_file_name: boundedString(INPUT_LIMITS.name).pipe(z.string().min(1)),
  mime_type: boundedString(INPUT_LIMITS.name),
  server_filename: boundedString(INPUT_LIMITS.name).pipe(z.string().min(1)),
});
export type CommittedAttachmentInput = z.infer<typeof CommittedAttachmentInputSchema>;

/** `POST /threads/{thread_id}/messages`: a reply in the thread. `id` is chosen by the client (optimistic). */
export const PostMessageBodySchema = z.object({
  id: IdSchema,
  /** The message HTML. */
  message_body: boundedString(INPUT_LIMITS.messageBody),
  internal_recipients: z.array(InternalRecipientSchema).max(INPUT_LIMITS.listItems).default([]),
  external_recipients: z.array(ExternalRecipientSchema).max(INPUT_LIMITS.listItems).default([]),
  staged_attachment_ids: boundedList(IdSchema).default([]),
  /** ISO date-time; null or absent sends now. */
  scheduled_date: IsoDateTimeInputSchema.nullable().optional(),
  committed_attachments: z.array(CommittedAttachmentInputSchema).max(INPUT_LIMITS.listItems).default([]),
});
export type PostMessageBody = z.input<typeof PostMessageBodySchema>;

/** `PUT /threads/{thread_id}/presence`: the tab (an id it chose) and what it does on the thread now. */
export const AnnouncePresenceBodySchema = z.object({
  tab_id: IdSchema,
  activity: PresenceActivitySchema.nullable(),
});
export type AnnouncePresenceBody = z.infer<typeof AnnouncePresenceBodySchema>;

/** `POST /threads`: a new thread with its first message. Ids are chosen by the client (optimistic). */
export const CreateThreadBodySchema = z.object({
  thread_id: IdSchema,
  message_id: IdSchema,
  message_body: boundedString(INPUT_LIMITS.messageBody),
  /** Blank becomes null. */
  thread_title: boundedString(INPUT_LIMITS.name).nullable(),
  channel_ids: boundedList(IdSchema).default([]),
  internal_recipients: z.array(InternalRecipientSchema).max(INPUT_LIMITS.listItems).default([]),
  external_recipients: z.array(ExternalRecipientSchema).max(INPUT_LIMITS.listItems).default([]),
  staged_attachment_ids: boundedList(IdSchema).default([]),
  scheduled_date: IsoDateTimeInputSchema.nullable().optional(),
  committed_attachments: z.array(CommittedAttachmentInputSchema).max(INPUT_LIMITS.listItems).default([]),
  /** A reply or forward branched off another thread's message. */
  origin: z
    .object({ type: ThreadReferenceTypeSchema, referenced_message_id: IdSchema })
    .nullable()
    .optional(),
});
export type CreateThreadBody = z.input<typeof CreateThreadBodySchema>;

/** `POST /threads/{thread_id}/private-messages`: a message of the thread's private discussion. */
export const PostPrivateMessageBodySchema = z.object({
  id: IdSchema,
  message_body: boundedString(INPUT_LIMITS.messageBody).pipe(z.string().min(1)),
});
export type PostPrivateMessageBody = z.infer<typeof PostPrivateMessageBodySchema>;

/** `PATCH /threads/{thread_id}/snooze`: epoch seconds; null un-snoozes (back to the inbox). */
export const SnoozeBodySchema = z.object({
  /** Epoch seconds (the spec's unit), up to the end of year 9999 (the last date the database keeps). */
  snooze_end_date: EpochSecondsSchema.nullable(),
});
export type SnoozeBody = z.infer<typeof SnoozeBodySchema>;

export const ThreadSummarySchema = z.object({
  /** Markdown; rendered without raw HTML. */
  summary: z.string(),
});
export type ThreadSummary = z.infer<typeof ThreadSummarySchema>;

export const UpdateChannelsBodySchema = z
  .object({
    thread_ids: IdListSchema,
    add_channel_ids: boundedList(IdSchema).default([]),
    remove_channel_ids: boundedList(IdSchema).default([]),
  })
  .refine((body) => body.add_channel_ids.length + body.remove_channel_ids.length > 0, {
    message: 'add_channel_ids or remove_channel_ids must name a channel',
    path: ['add_channel_ids'],
  });
export type UpdateChannelsBody = z.input<typeof UpdateChannelsBodySchema>;

export const ThreadLabelsBodySchema = z.object({ label_ids: IdListSchema, thread_ids: IdListSchema });
export type ThreadLabelsBody = z.infer<typeof ThreadLabelsBodySchema>;

/** `PATCH /threads:move_to_category`, field names as the spec gives them. */
export const MoveToCategoryBodySchema = z.object({
  threadPublicIds: IdListSchema,
  fromCategory: CategorySchema,
  targetCategory: CategorySchema,
});
export type MoveToCategoryBody = z.infer<typeof MoveToCategoryBodySchema>;

const threadAction = <TPath extends `/threads/{thread_id}/${string}`>(path: TPath, summary: string) =>
  defineEndpoint({
    method: 'PATCH',
    path,
    kind: 'mutation',
    response: ThreadSchema,
    cancellable: true,
    summary,
  });

const bulkAction = <TPath extends `/threads:${string}`>(path: TPath, summary: string) =>
  defineEndpoint({
    method: 'PATCH',
    path,
    kind: 'mutation',
    body: ThreadIdsBodySchema,
    response: NoContentSchema,
    cancellable: true,
    summary,
  });

export const threadEndpoints = {
  getThread: defineEndpoint({
    method: 'GET',
    path: '/threads/{thread_id}',
    kind: 'query',
    response: ThreadSchema,
    summary: 'One thread; not_found when the user cannot see it.',
  }),
  updateThread: defineEndpoint({
    method: 'PUT',
    path: '/threads/{thread_id}',
    kind: 'mutation',
    body: UpdateThreadBodySchema,
    response: ThreadSchema,
    summary: 'Sets title, description, status, due date or assignee (records thread events).',
  }),
  listThreadMessages: defineEndpoint({
    method: 'GET',
    path: '/threads/{thread_id}/messages',
    kind: 'query',
    query: ListQuerySchema,
    response: pageSchema(MessageSchema),
    summary: 'The messages of a thread, oldest first (newest at the bottom), 25 a page by default.',
  }),
  postThreadMessage: defineEndpoint({
    method: 'POST',
    path: '/threads/{thread_id}/messages',
    kind: 'mutation',
    body: PostMessageBodySchema,
    response: MessageSchema,
    cancellable: true,
    summary: 'Sends (or schedules) a reply in the thread; undo deletes the message.',
  }),
  announcePresence: defineEndpoint({
    method: 'PUT',
    path: '/threads/{thread_id}/presence',
    kind: 'mutation',
    body: AnnouncePresenceBodySchema,
    response: NoContentSchema,
    summary:
      'Says this tab is viewing the thread or writing in it (again every few seconds; it lapses without), or has left it (activity null). Teammates who can see the thread get it on their live stream.',
  }),
  listThreadEvents: defineEndpoint({
    method: 'GET',
    path: '/threads/{thread_id}/events',
    kind: 'query',
    response: pageSchema(ThreadEventSchema),
    summary: "The thread's events (title, status, assignee... changes), oldest first, whole.",
  }),
  listReferencedMessages: defineEndpoint({
    method: 'GET',
    path: '/threads/{thread_id}/referenced-messages',
    kind: 'query',
    response: pageSchema(MessageSchema),
    summary: 'Messages of other threads this thread forwards or replies to (the origin card), whole.',
  }),
  listPrivateMessages: defineEndpoint({
    method: 'GET',
    path: '/threads/{thread_id}/private-messages',
    kind: 'query',
    query: OrganizationQuerySchema,
    response: pageSchema(MessageSchema),
    summary: "The thread's private discussion in one workspace, oldest first, whole.",
  }),
  postPrivateMessage: defineEndpoint({
    method: 'POST',
    path: '/threads/{thread_id}/private-messages',
    kind: 'mutation',
    query: OrganizationQuerySchema,
    body: PostPrivateMessageBodySchema,
    response: MessageSchema,
    summary: "Posts to the thread's private discussion.",
  }),
  addThreadFollowers: defineEndpoint({
    method: 'PATCH',
    path: '/threads/{thread_id}/add_followers',
    kind: 'mutation',
    body: UserIdsBodySchema,
    response: ThreadSchema,
    summary: 'Adds followers.',
  }),
  removeThreadFollowers: defineEndpoint({
    method: 'PATCH',
    path: '/threads/{thread_id}/remove_followers',
    kind: 'mutation',
    body: UserIdsBodySchema,
    response: ThreadSchema,
    summary: 'Removes followers (recipients are not removable: bad_request).',
  }),
  addThreadToInbox: threadAction('/threads/{thread_id}/add_to_inbox', 'Moves the thread back to the inbox.'),
  snoozeThread: defineEndpoint({
    method: 'PATCH',
    path: '/threads/{thread_id}/snooze',
    kind: 'mutation',
    body: SnoozeBodySchema,
    response: ThreadSchema,
    cancellable: true,
    summary: 'Snoozes until snooze_end_date (epoch seconds); null returns it to the inbox.',
  }),
  markAllThreadMessagesAsRead: threadAction(
    '/threads/{thread_id}/mark_all_messages_as_read',
    'Marks every message read (unread counts to zero).',
  ),
  markThreadAsSpam: threadAction(
    '/threads/{thread_id}/mark_as_spam',
    'Moves to spam (out of inbox and snoozed).',
  ),
  markThreadAsNotSpam: threadAction(
    '/threads/{thread_id}/mark_as_not_spam',
    'Out of spam, back to the inbox.',
  ),
  trashThread: threadAction('/threads/{thread_id}/trash', 'Moves to trash (out of every other folder).'),
  untrashThread: threadAction('/threads/{thread_id}/untrash', 'Out of trash, back to inbox and channels.'),
  addThreadChannels: defineEndpoint({
    method: 'PATCH',
    path: '/threads/{thread_id}/add_channels',
    kind: 'mutation',
    body: ChannelIdsBodySchema,
    response: ThreadSchema,
    cancellable: true,
    summary: 'Shares the thread into channels.',
  }),
  removeThreadChannels: defineEndpoint({
    method: 'PATCH',
    path: '/threads/{thread_id}/remove_channels',
    kind: 'mutation',
    body: ChannelIdsBodySchema,
    response: ThreadSchema,
    cancellable: true,
    summary: 'Removes the thread from channels.',
  }),
  sendThreadNow: defineEndpoint({
    method: 'PATCH',
    path: '/threads/{thread_id}/send_now',
    kind: 'mutation',
    response: ThreadSchema,
    summary: "Sends the thread's scheduled messages now.",
  }),
  getThreadSummary: defineEndpoint({
    method: 'GET',
    path: '/threads/{thread_id}/summary',
    kind: 'query',
    response: ThreadSummarySchema,
    summary: 'A summary of the thread in Markdown (premium).',
  }),
  createThread: defineEndpoint({
    method: 'POST',
    path: '/threads',
    kind: 'mutation',
    body: CreateThreadBodySchema,
    response: ThreadSchema,
    cancellable: true,
    summary:
      'Creates a thread with its first message (new, reply-as-new-thread or forward); undo deletes it.',
  }),
  addThreadsToInbox: bulkAction('/threads:add_to_inbox', 'Moves threads back to the inbox.'),
  deleteThreads: defineEndpoint({
    method: 'PATCH',
    path: '/threads:delete',
    kind: 'mutation',
    body: ThreadIdsBodySchema,
    response: NoContentSchema,
    summary: 'Deletes threads permanently (for the user); cannot be undone.',
  }),
  starThreads: bulkAction('/threads:star', 'Stars threads.'),
  unstarThreads: bulkAction('/threads:unstar', 'Unstars threads.'),
  updateThreadsChannels: defineEndpoint({
    method: 'PATCH',
    path: '/threads:update_channels',
    kind: 'mutation',
    body: UpdateChannelsBodySchema,
    response: NoContentSchema,
    cancellable: true,
    summary: 'Adds and removes channels on several threads.',
  }),
  addThreadsLabels: defineEndpoint({
    method: 'PATCH',
    path: '/threads:add_labels',
    kind: 'mutation',
    body: ThreadLabelsBodySchema,
    response: NoContentSchema,
    cancellable: true,
    summary: 'Adds labels to threads.',
  }),
  removeThreadsLabels: defineEndpoint({
    method: 'PATCH',
    path: '/threads:remove_labels',
    kind: 'mutation',
    body: ThreadLabelsBodySchema,
    response: NoContentSchema,
    cancellable: true,
    summary: 'Removes labels from threads.',
  }),
  moveThreadsToCategory: defineEndpoint({
    method: 'PATCH',
    path: '/threads:move_to_category',
    kind: 'mutation',
    body: MoveToCategoryBodySchema,
    response: NoContentSchema,
    cancellable: true,
    summary: 'Moves threads from one inbox category to another.',
  }),
} as const;
