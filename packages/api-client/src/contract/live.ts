import { z } from 'zod';

/* The live channel's notices (the stream itself: live-stream.ts). */

const Id = z.string().min(1);

/** Who is on a thread now: viewing it, or writing a reply or a private message in it. */
export const PresenceActivitySchema = z.enum(['viewing', 'replying']);
export type PresenceActivity = z.infer<typeof PresenceActivitySchema>;

export const PresenceViewerSchema = z.object({
  user_id: Id,
  display_name: z.string(),
  picture_url: z.string().nullable(),
  activity: PresenceActivitySchema,
});
export type PresenceViewer = z.infer<typeof PresenceViewerSchema>;

export const LiveNoticeSchema = z.discriminatedUnion('type', [
  /** The stream is open; its id is where a reconnect resumes from. */
  z.object({ type: z.literal('ready') }),
  /** Notices may have been missed (a gap older than the server keeps, or another server): refetch everything. */
  z.object({ type: z.literal('resync') }),
  /** A thread's fields, channels, labels, followers, events or the user's own state of it changed. */
  z.object({ type: z.literal('thread_changed'), thread_id: Id }),
  /** A thread came into (or went out of) the user's inbox. */
  z.object({ type: z.literal('inbox_item_added'), thread_id: Id }),
  z.object({ type: z.literal('inbox_item_removed'), thread_id: Id }),
  /** The user's unread counts changed. */
  z.object({ type: z.literal('counts_changed') }),
  /** A channel, or its members, changed. */
  z.object({ type: z.literal('channel_changed'), channel_id: Id }),
  /** A message was added, changed (state, body, reactions) or removed. */
  z.object({ type: z.literal('message_changed'), thread_id: Id, message_id: Id }),
  /** Who else is on a thread now (the user themself left out); an empty list when nobody is. */
  z.object({ type: z.literal('presence'), thread_id: Id, viewers: z.array(PresenceViewerSchema) }),
]);
export type LiveNotice = z.infer<typeof LiveNoticeSchema>;
