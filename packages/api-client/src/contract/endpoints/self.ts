import {
  AccountSchema,
  CategorySchema,
  ChannelSchema,
  ContactSchema,
  InboxSplitSchema,
  LabelSchema,
  OrganizationSchema,
  RuleSchema,
  UserSchema,
} from '@switchboard/domain';
import { z } from 'zod';
import { HexColorSchema, IdSchema, NoContentSchema } from '../common-schemas.js';
import { defineEndpoint } from '../define-endpoint.js';
import { boundedString, INPUT_LIMITS } from '../input-limits.js';
import { InboxItemsPageSchema, ThreadRowsPageSchema, ThreadSearchResultSchema } from '../list-rows.js';
import { ListQuerySchema, pageSchema } from '../page.js';
import { queryInt, queryList } from '../query-params.js';

export const InboxEventsQuerySchema = ListQuerySchema.extend({
  /** Only the inbox events of one category (the Primary split is `primary`). */
  category: CategorySchema.optional(),
  /** Only the inbox events matching one custom split. */
  inbox_split_id: IdSchema.optional(),
});
export type InboxEventsQuery = z.infer<typeof InboxEventsQuerySchema>;

export const FilteredThreadsQuerySchema = ListQuerySchema.extend({
  /** Restrict to these threads. */
  thread_ids: queryList(IdSchema).optional(),
  /** A search query in the domain's search syntax (`from:bob has:attachment invoice`). */
  query: boundedString(INPUT_LIMITS.searchQuery).pipe(z.string().min(1)).optional(),
});
export type FilteredThreadsQuery = z.infer<typeof FilteredThreadsQuerySchema>;

/** The channel wizard's live search: a preview of at most 10 threads per query. */
export const ThreadSearchQuerySchema = z.object({
  query: boundedString(INPUT_LIMITS.searchQuery).pipe(z.string().min(1)),
  limit: queryInt(1, 30).optional(),
});
export type ThreadSearchQuery = z.infer<typeof ThreadSearchQuerySchema>;

export const ContactsQuerySchema = ListQuerySchema.extend({
  /** Text to match against names and addresses. */
  q: boundedString(INPUT_LIMITS.searchQuery).optional(),
});
export type ContactsQuery = z.infer<typeof ContactsQuerySchema>;

export const CreateLabelBodySchema = z.object({
  /** The client may choose the id (optimistic creation); the server generates one when absent. */
  id: IdSchema.optional(),
  name: boundedString(INPUT_LIMITS.name).pipe(z.string().trim().min(1)),
  color: HexColorSchema,
});
export type CreateLabelBody = z.infer<typeof CreateLabelBodySchema>;

const threadList = <TPath extends `/self/${string}_threads`>(path: TPath, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    kind: 'query',
    query: ListQuerySchema,
    response: ThreadRowsPageSchema,
    summary,
  });

export const selfEndpoints = {
  signOut: defineEndpoint({
    method: 'POST',
    path: '/self/sign_out',
    kind: 'mutation',
    response: NoContentSchema,
    summary:
      "(ours) Ends the caller's sign-in: every access token of it is refused from now on, whatever issuer made it.",
  }),
  getSelf: defineEndpoint({
    method: 'GET',
    path: '/self',
    kind: 'query',
    response: UserSchema,
    summary: 'The signed-in user.',
  }),
  getAccount: defineEndpoint({
    method: 'GET',
    path: '/self/account',
    kind: 'query',
    response: AccountSchema,
    summary: 'The mail account: unread counts by category and split, spam count, sync state.',
  }),
  listSelfChannels: defineEndpoint({
    method: 'GET',
    path: '/self/channels',
    kind: 'query',
    response: pageSchema(ChannelSchema),
    summary: "The channels the user is a participant of, by rank (the sidebar's list), whole.",
  }),
  listSelfOrganizations: defineEndpoint({
    method: 'GET',
    path: '/self/organizations',
    kind: 'query',
    response: pageSchema(OrganizationSchema),
    summary: "The user's workspaces, whole.",
  }),
  listContacts: defineEndpoint({
    method: 'GET',
    path: '/self/contacts',
    kind: 'query',
    query: ContactsQuerySchema,
    response: pageSchema(ContactSchema),
    summary: 'Workspace users and outside addresses the user wrote with, for recipient suggestions.',
  }),
  listSelfRules: defineEndpoint({
    method: 'GET',
    path: '/self/rules',
    kind: 'query',
    response: pageSchema(RuleSchema),
    summary: "The user's rules (filters), whole.",
  }),
  listInboxSplits: defineEndpoint({
    method: 'GET',
    path: '/self/inbox_splits',
    kind: 'query',
    response: pageSchema(InboxSplitSchema),
    summary: "The user's custom inbox splits, whole.",
  }),
  listLabels: defineEndpoint({
    method: 'GET',
    path: '/self/labels',
    kind: 'query',
    response: pageSchema(LabelSchema),
    summary: "The user's labels, whole.",
  }),
  createLabel: defineEndpoint({
    method: 'POST',
    path: '/self/labels',
    kind: 'mutation',
    body: CreateLabelBodySchema,
    response: LabelSchema,
    summary: 'Creates a label.',
  }),
  listInboxEvents: defineEndpoint({
    method: 'GET',
    path: '/self/inbox_events',
    kind: 'query',
    query: InboxEventsQuerySchema,
    response: InboxItemsPageSchema,
    summary: 'The inbox: one inbox item per thread, newest activity first, 25 a page by default.',
  }),
  listSentThreads: threadList('/self/sent_threads', 'Threads in which the user sent a message.'),
  listTrashedThreads: threadList('/self/trashed_threads', 'Trashed threads.'),
  listSnoozedThreads: threadList('/self/snoozed_threads', 'Snoozed threads, by snooze end.'),
  listSpamThreads: threadList('/self/spam_threads', 'Spam threads.'),
  listStarredThreads: threadList('/self/starred_threads', 'Starred threads.'),
  listScheduledThreads: threadList('/self/scheduled_threads', 'Threads with scheduled messages.'),
  listAllThreads: threadList('/self/all_threads', 'All threads but spam and trash.'),
  listFilteredThreads: defineEndpoint({
    method: 'GET',
    path: '/self/filtered_threads',
    kind: 'query',
    query: FilteredThreadsQuerySchema,
    response: ThreadRowsPageSchema,
    summary: 'Threads matching a search query and/or a list of thread ids (the Search screen).',
  }),
  searchThreads: defineEndpoint({
    method: 'GET',
    path: '/self/thread_search',
    kind: 'query',
    query: ThreadSearchQuerySchema,
    response: ThreadSearchResultSchema,
    summary: "The channel wizard's live search: the first threads matching a query plus total_count.",
  }),
} as const;
