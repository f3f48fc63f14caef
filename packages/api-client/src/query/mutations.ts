import {
  type Channel,
  type Contact,
  type Follower,
  htmlToPlainText,
  type InboxSplit,
  type Invite,
  type Label,
  type Message,
  type Organization,
  REFETCH_DELAY_ACCOUNT_UNREAD_MS,
  REFETCH_DELAY_CHANNEL_COUNTS_MS,
  REFETCH_DELAY_CHANNEL_THREAD_CHANGE_MS,
  REFETCH_DELAY_THREAD_MS,
  type Rule,
  sliceGraphemes,
  type Thread,
  UNDO_REGISTRY_CLEANUP_AT,
  UNDO_REGISTRY_MAX_AGE_MS,
  type User,
  type UserSettings,
} from '@switchboard/domain';
import {
  type MutationOptions,
  mutationOptions,
  partialMatchKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiError } from '../client/api-error.js';
import type { ApiClient } from '../client/create-api-client.js';
import type { EndpointInput, EndpointResult } from '../client/endpoint-types.js';
import type { EndpointName, Endpoints } from '../contract/endpoints.js';
import { mutationTracker } from './mutation-tracker.js';
import {
  cachedContacts,
  channelAdapter,
  type EntityAdapter,
  inboxItemAdapter,
  inboxSplitAdapter,
  insertIntoList,
  inviteAdapter,
  labelAdapter,
  messageAdapter,
  organizationAdapter,
  patchEntities,
  type Rollback,
  removeFromLists,
  replaceEntity,
  replaceTemporary,
  rollbackAll,
  ruleAdapter,
  startsWith,
  temporaryId,
  threadAdapter,
} from './optimistic.js';
import { queryKeys, type ThreadFolder } from './query-keys.js';

/** The endpoints that write. */
export type MutationName = {
  [K in EndpointName]: Endpoints[K]['kind'] extends 'mutation' ? K : never;
}[EndpointName];

type Vars<N extends MutationName> = EndpointInput<Endpoints[N]>;
type Result<N extends MutationName> = EndpointResult<Endpoints[N]>;

/** What `onMutate` hands on: the per-item rollbacks and the tracker's "settled" mark. */
export interface MutationContext {
  rollbacks: Rollback[];
  settle: () => void;
}

interface MutationSpec<N extends MutationName> {
  /** Query-key prefixes whose data the mutation changes: in-flight fetches there are cancelled and results fetched meanwhile discarded. */
  touches: (vars: Vars<N>) => QueryKey[];
  /** The optimistic change, as per-item rollbacks. */
  apply?: (vars: Vars<N>) => Rollback[];
  /** A send: its optimistic change is never rolled back; `onSendFailure` marks it failed instead. */
  send?: boolean;
  onSendFailure?: (vars: Vars<N>) => void;
  onSuccess?: (result: Result<N>, vars: Vars<N>) => void;
  /** Refetches after success: each prefix is invalidated after its delay (0: at once). */
  refetch: (vars: Vars<N>) => Refetch[];
}

type Specs = { [N in MutationName]: MutationSpec<N> };

export type MutationDefinitions = {
  [N in MutationName]: () => MutationOptions<Result<N>, ApiError, Vars<N>, MutationContext>;
};

export interface CreateMutationsOptions {
  /** Timer for the delayed refetches (tests use fake timers). */
  schedule?: (callback: () => void, delayMs: number) => void;
  /** The clock, for optimistic dates (trash, snooze start). */
  now?: () => Date;
}

interface UndoEntry {
  rollbacks: Rollback[];
  at: number;
}

const undoRegistries = new WeakMap<QueryClient, Map<string, UndoEntry>>();

/** The rollbacks of cancellable mutations, by cancel token, for `cancelCommand` (cleaned at 100 entries). */
function undoRegistry(queryClient: QueryClient): Map<string, UndoEntry> {
  let registry = undoRegistries.get(queryClient);
  if (!registry) {
    registry = new Map();
    undoRegistries.set(queryClient, registry);
  }
  return registry;
}

/** A refetch after success: the prefix, the delay (0: at once) and optionally which keys under it. */
export type Refetch = [queryKey: QueryKey, delayMs: number, only?: (queryKey: QueryKey) => boolean];

const threadLists = queryKeys.threads.lists();
const channelThreadLists: QueryKey = [...threadLists, 'channel'];
const inboxLists: QueryKey = [...threadLists, 'inbox_events'];
const folderLists = (folder: ThreadFolder): QueryKey => [...threadLists, folder];
const inAnyOf =
  (...prefixes: QueryKey[]) =>
  (key: QueryKey) =>
    prefixes.some((prefix) => startsWith(key, prefix));

/** The refetches a change to threads needs: the threads at 10 s, the account's unread counts at 5 s. */
function threadRefetches(
  threadIds: readonly string[],
  options: { counts?: boolean; channels?: boolean } = {},
) {
  const refetches: Refetch[] = [
    options.channels
      ? [threadLists, REFETCH_DELAY_THREAD_MS, (key) => !startsWith(key, channelThreadLists)]
      : [threadLists, REFETCH_DELAY_THREAD_MS],
  ];
  for (const id of threadIds) refetches.push([queryKeys.threads.detail(id), REFETCH_DELAY_THREAD_MS]);
  if (options.counts) {
    refetches.push([queryKeys.account(), REFETCH_DELAY_ACCOUNT_UNREAD_MS]);
    refetches.push([queryKeys.channels.all(), REFETCH_DELAY_CHANNEL_COUNTS_MS]);
  }
  if (options.channels) refetches.push([channelThreadLists, REFETCH_DELAY_CHANNEL_THREAD_CHANGE_MS]);
  return refetches;
}

function selfContact(queryClient: QueryClient): Contact | null {
  const self = queryClient.getQueryData<User>(queryKeys.self());
  if (!self) return null;
  return {
    id: self.id,
    type: 'user',
    email: self.email,
    display_name: self.display_name,
    picture_url: self.picture_url,
  };
}

/** Thread ids of cached inbox items. */
function threadIdsOfInboxItems(queryClient: QueryClient, inboxItemIds: readonly string[]): string[] {
  const wanted = new Set(inboxItemIds);
  const ids = new Set<string>();
  for (const [, data] of queryClient.getQueriesData({ queryKey: inboxLists })) {
    const pages = (data as { pages?: unknown[] } | undefined)?.pages ?? [data];
    for (const page of pages) {
      for (const item of (page as { data?: unknown[] } | undefined)?.data ?? []) {
        const inboxItem = inboxItemAdapter.extract(item);
        if (inboxItem && wanted.has(inboxItem.id)) ids.add(inboxItem.thread.id);
      }
    }
  }
  return [...ids];
}

/** Ids of the cached messages of a thread. */
function messageIdsOfThread(queryClient: QueryClient, threadIdValue: string): string[] {
  const ids = new Set<string>();
  for (const [, data] of queryClient.getQueriesData({ queryKey: queryKeys.threads.detail(threadIdValue) })) {
    const pages = (data as { pages?: unknown[] } | undefined)?.pages ?? [data];
    for (const page of pages) {
      for (const item of (page as { data?: unknown[] } | undefined)?.data ?? []) {
        const message = messageAdapter.extract(item);
        if (message) ids.add(message.id);
      }
    }
  }
  return [...ids];
}

/**
 * Thread ids of cached threads holding these messages: from the threads' cached messages, and from the
 * list rows whose latest message it is (marking a row unread from a list, where no message is cached).
 */
function threadIdsOfMessages(queryClient: QueryClient, messageIds: readonly string[]): string[] {
  const wanted = new Set(messageIds);
  const ids = new Set<string>();
  for (const [, data] of queryClient.getQueriesData({ queryKey: queryKeys.threads.all() })) {
    const pages = (data as { pages?: unknown[] } | undefined)?.pages ?? [data];
    for (const page of pages) {
      const items = (page as { data?: unknown } | undefined)?.data;
      for (const item of Array.isArray(items) ? items : [page]) {
        const thread = threadAdapter.extract(item);
        const latest = thread?.last_activity?.message_id;
        if (thread && latest && wanted.has(latest)) ids.add(thread.id);
      }
    }
  }
  for (const [, data] of queryClient.getQueriesData({ queryKey: queryKeys.threads.details() })) {
    const pages = (data as { pages?: unknown[] } | undefined)?.pages ?? [data];
    for (const page of pages) {
      for (const item of (page as { data?: unknown[] } | undefined)?.data ?? []) {
        const message = messageAdapter.extract(item);
        if (message && wanted.has(message.id)) ids.add(message.thread_id);
      }
    }
  }
  return [...ids];
}

/** The contacts with these ids known to the cache (the signed-in user, contacts, organization members). */
function knownContacts(queryClient: QueryClient, ids: readonly string[]): Map<string, Contact> {
  const found = cachedContacts(queryClient, ids);
  const self = selfContact(queryClient);
  if (self && ids.includes(self.id) && !found.has(self.id)) found.set(self.id, self);
  return found;
}

/** A rough text of a message's HTML, for the optimistic row snippet (the server's answer replaces it). */
function snippetOf(html: string): string {
  return sliceGraphemes(htmlToPlainText(html), 200);
}

function cachedLabels(queryClient: QueryClient, labelIds: readonly string[]): Label[] {
  const page = queryClient.getQueryData<{ data: Label[] }>(queryKeys.labels());
  return (page?.data ?? []).filter((label) => labelIds.includes(label.id));
}

/**
 * Mutation definitions for every write of the contract, for `useMutation(mutations.starThreads())`.
 * Each applies its optimistic change to the cached data at once, rolls it back per item when the call
 * fails (sends excepted: a failed send stays, marked failed), records itself so query results fetched
 * meanwhile are discarded, and refetches after success with the spec's delays (thread 10 s, account unread
 * counts 5 s, channel counts 5 s, channel thread change 20 s). The result of a cancellable mutation holds
 * its `cancelToken`; `mutations.cancelCommand()` with that token undoes it, rolling back the same items.
 */
export function createMutations(
  api: ApiClient,
  queryClient: QueryClient,
  options: CreateMutationsOptions = {},
): MutationDefinitions {
  const schedule = options.schedule ?? ((callback, delayMs) => setTimeout(callback, delayMs));
  const now = options.now ?? (() => new Date());
  const qc = queryClient;

  const patchThreads = (ids: readonly string[], patch: (thread: Thread) => Partial<Thread>) =>
    patchEntities(qc, threadAdapter, ids, patch);
  const dropThreads = (ids: readonly string[], ...lists: QueryKey[]) =>
    removeFromLists(qc, threadAdapter, ids, inAnyOf(...lists));
  const dropEverywhereBut = (ids: readonly string[], keep: QueryKey) =>
    removeFromLists(qc, threadAdapter, ids, (key) => startsWith(key, threadLists) && !startsWith(key, keep));
  const drop = <T>(adapter: EntityAdapter<T>, ids: readonly string[]) =>
    removeFromLists(qc, adapter, ids, () => true);

  const threadId = (vars: { params: { thread_id: string } }) => vars.params.thread_id;
  const threadTouch = (ids: readonly string[]): QueryKey[] => [
    threadLists,
    ...ids.map((id) => queryKeys.threads.detail(id)),
  ];

  const readState = (ids: readonly string[], read: boolean): Rollback[] => [
    patchThreads(ids, (thread) =>
      read
        ? { inbox_event_is_unread: false, number_of_unread_messages: 0 }
        : {
            inbox_event_is_unread: true,
            number_of_unread_messages: Math.max(1, thread.number_of_unread_messages),
          },
    ),
  ];

  const optimisticMessage = (
    id: string,
    threadIdValue: string,
    body: string,
    scheduledDate: string | null | undefined,
    type: 'main' | 'private',
  ): Message | null => {
    const sender = selfContact(qc);
    if (!sender) return null;
    return {
      id,
      thread_id: threadIdValue,
      sender,
      recipients: { to: [], cc: [], bcc: [] },
      body,
      signature: null,
      creation_date: now().toISOString(),
      scheduled_date: scheduledDate ?? null,
      is_unread: false,
      reactions: [],
      attachments: [],
      state: scheduledDate ? 'scheduled' : 'staged',
      references: [],
      is_system_generated: false,
      pending_participants: [],
      isSending: true,
      type,
    };
  };

  /** A failed message sent again (same id): sending again, 'Sending...' at once (its resendCount stays). */
  const markResending = (messageId: string) =>
    patchEntities(qc, messageAdapter, [messageId], (message) =>
      message.isSending === false ? { isSending: true } : {},
    );

  const markSendFailed = (messageId: string) =>
    patchEntities(qc, messageAdapter, [messageId], (message) => ({
      isSending: false,
      resendCount: (message.resendCount ?? 0) + 1,
    }));

  const reaction = (messageId: string, code: string, add: boolean): Rollback[] => {
    const self = selfContact(qc);
    if (!self) return [];
    return [
      patchEntities(qc, messageAdapter, [messageId], (message) => {
        const existing = message.reactions.find((r) => r.code === code);
        const others = message.reactions.filter((r) => r.code !== code);
        const userIds = (existing?.user_ids ?? []).filter((userId) => userId !== self.id);
        if (add) userIds.push(self.id);
        const reactions =
          userIds.length === 0
            ? others
            : [...others, { code, user_ids: userIds, update_date: now().toISOString() }];
        return { reactions };
      }),
    ];
  };

  /** The placeholder ids an optimistic create put in the cache, by the mutation's variables. */
  const placeholders = new WeakMap<object, string[]>();

  /** Lists a created entity under a placeholder id at once; the rollback takes it out again. */
  const insertPlaceholder = <T>(
    adapter: EntityAdapter<T>,
    listKey: QueryKey,
    vars: object,
    entity: T,
  ): Rollback => {
    placeholders.set(vars, [...(placeholders.get(vars) ?? []), adapter.id(entity)]);
    return insertIntoList(qc, adapter, listKey, entity, 'end');
  };

  /** Puts the server's entity where the placeholder was (or at the end of the list if it is gone). */
  const settlePlaceholder = <T>(adapter: EntityAdapter<T>, listKey: QueryKey, vars: object, entity: T) => {
    for (const id of placeholders.get(vars) ?? []) replaceTemporary(qc, adapter, id, entity);
    placeholders.delete(vars);
    insertIntoList(qc, adapter, listKey, entity, 'end');
  };

  /**
   * Adds the cached contacts among `userIds` to a channel's participants. The rollback takes out only the
   * participants this change added, where they are still listed, so a concurrent change is kept.
   */
  const addParticipants = (channelId: string, userIds: readonly string[]): Rollback[] => {
    const contacts = knownContacts(qc, userIds);
    const added = new Set<string>();
    patchEntities(qc, channelAdapter, [channelId], (channel) => {
      const fresh = [...contacts.values()].filter(
        (contact) => !channel.participants.some((p) => p.id === contact.id),
      );
      if (fresh.length === 0) return {};
      for (const contact of fresh) added.add(contact.id);
      return {
        participants: [...channel.participants, ...fresh],
        member_count: channel.member_count + fresh.length,
      };
    });
    if (added.size === 0) return [];
    return [
      () =>
        patchEntities(qc, channelAdapter, [channelId], (channel: Channel) => {
          const participants = channel.participants.filter((p) => !added.has(p.id));
          const removed = channel.participants.length - participants.length;
          return removed === 0
            ? {}
            : { participants, member_count: Math.max(0, channel.member_count - removed) };
        }),
    ];
  };

  /**
   * Adds the cached contacts among `userIds` to a thread's followers (explicit, removable). The rollback
   * takes out only the followers this change added, where they are still listed.
   */
  const addFollowers = (threadIdValue: string, userIds: readonly string[]): Rollback[] => {
    const contacts = knownContacts(qc, userIds);
    const added = new Set<string>();
    patchThreads([threadIdValue], (thread) => {
      // List rows carry no followers (ThreadListRow): only the open thread's copy changes.
      if (!('followers' in thread)) return {};
      const fresh: Follower[] = [...contacts.values()]
        .filter((contact) => !thread.followers.some((f) => f.contact.id === contact.id))
        .map((contact) => ({ contact, is_removable: true, is_explicit: true }));
      if (fresh.length === 0) return {};
      for (const follower of fresh) added.add(follower.contact.id);
      return { followers: [...thread.followers, ...fresh] };
    });
    if (added.size === 0) return [];
    return [
      () =>
        patchThreads([threadIdValue], (thread) => {
          if (!('followers' in thread)) return {};
          const followers = thread.followers.filter(
            (follower) => !(added.has(follower.contact.id) && follower.is_explicit),
          );
          return followers.length === thread.followers.length ? {} : { followers };
        }),
    ];
  };

  /**
   * The new thread as the sender sees it until the server answers: the client-chosen thread id, the
   * signed-in user as sender, the recipients the cache knows. Null without a cached self user.
   */
  const optimisticThread = (body: Vars<'createThread'>['body']): Thread | null => {
    const self = selfContact(qc);
    if (!self) return null;
    const internal = body.internal_recipients ?? [];
    const external = body.external_recipients ?? [];
    const contacts = knownContacts(
      qc,
      internal.map((recipient) => recipient.user_id),
    );
    const next: Thread['next_message_recipients'] = { to: [], cc: [], bcc: [] };
    for (const recipient of internal) {
      const contact = contacts.get(recipient.user_id);
      if (contact) next[recipient.type].push(contact);
    }
    for (const recipient of external) {
      next[recipient.type].push({
        id: recipient.email,
        type: 'external_user',
        email: recipient.email,
        display_name: recipient.name ?? null,
        picture_url: null,
      });
    }
    const date = now().toISOString();
    const originThreadId = body.origin
      ? threadIdsOfMessages(qc, [body.origin.referenced_message_id])[0]
      : undefined;
    return {
      id: body.thread_id,
      title: body.thread_title?.trim() ? body.thread_title : null,
      description: null,
      status: null,
      assignee: null,
      dueDate: null,
      category: 'primary',
      channel_ids: [...(body.channel_ids ?? [])],
      labels: [],
      label_ids: [],
      senders: [self],
      private_senders: [],
      recipients: [...next.to, ...next.cc, ...next.bcc],
      followers: [],
      next_message_recipients: next,
      last_activity: {
        date,
        message_id: body.message_id,
        snippet: snippetOf(body.message_body),
        author: self,
        is_private: false,
      },
      inbox_event_id: null,
      inbox_event_is_unread: false,
      number_of_messages: 1,
      number_of_unread_messages: 0,
      number_of_unread_private_messages: 0,
      is_starred: false,
      isSpam: false,
      trashed_date: null,
      snooze_start_date: null,
      snooze_end_date: null,
      last_snooze_end_date: null,
      scheduled_messages_creation_dates: body.scheduled_date
        ? [{ message_id: body.message_id, scheduled_date: body.scheduled_date }]
        : [],
      attachments: [],
      origin: body.origin && originThreadId ? { type: body.origin.type, thread_id: originThreadId } : null,
    };
  };

  const specs: Specs = {
    // Attachments: the upload helper drives these; nothing cached to change.
    createStagedAttachment: { touches: () => [], refetch: () => [] },
    refreshStagedAttachment: { touches: () => [], refetch: () => [] },
    deleteStagedAttachment: { touches: () => [], refetch: () => [] },
    // Presence changes no cached data: teammates hear of it on their live stream.
    announcePresence: { touches: () => [], refetch: () => [] },

    // Channels
    updateChannel: {
      touches: () => [queryKeys.channels.all()],
      apply: (vars) => [
        patchEntities(qc, channelAdapter, [vars.params.channel_id], () => ({ ...vars.body })),
      ],
      onSuccess: (channel) => replaceEntity(qc, channelAdapter, channel),
      refetch: () => [[queryKeys.channels.all(), 0]],
    },
    deleteChannel: {
      touches: () => [queryKeys.channels.all()],
      apply: (vars) => [drop(channelAdapter, [vars.params.channel_id])],
      refetch: () => [
        [queryKeys.channels.all(), 0],
        [threadLists, REFETCH_DELAY_CHANNEL_THREAD_CHANGE_MS],
      ],
    },
    addChannelParticipants: {
      touches: () => [queryKeys.channels.all()],
      apply: (vars) => addParticipants(vars.params.channel_id, vars.body.user_ids),
      onSuccess: (channel) => replaceEntity(qc, channelAdapter, channel),
      refetch: () => [[queryKeys.channels.all(), 0]],
    },
    removeChannelParticipants: {
      touches: () => [queryKeys.channels.all()],
      apply: (vars) => [
        patchEntities(qc, channelAdapter, [vars.params.channel_id], (channel) => {
          const participants = channel.participants.filter((p) => !vars.body.user_ids.includes(p.id));
          return {
            participants,
            member_count: Math.max(
              0,
              channel.member_count - (channel.participants.length - participants.length),
            ),
          };
        }),
      ],
      onSuccess: (channel) => replaceEntity(qc, channelAdapter, channel),
      refetch: () => [[queryKeys.channels.all(), 0]],
    },
    setChannelNotificationLevel: {
      touches: () => [queryKeys.channels.all()],
      apply: (vars) => [
        patchEntities(qc, channelAdapter, [vars.params.channel_id], () => ({
          notification_level: vars.body.notification_level,
        })),
      ],
      onSuccess: (channel) => replaceEntity(qc, channelAdapter, channel),
      refetch: () => [],
    },
    setChannelRank: {
      touches: () => [queryKeys.channels.all()],
      apply: (vars) => [
        patchEntities(qc, channelAdapter, [vars.params.channel_id], () => ({ rank: vars.body.rank })),
      ],
      onSuccess: (channel) => replaceEntity(qc, channelAdapter, channel),
      refetch: () => [[queryKeys.channels.self(), 0]],
    },
    joinChannel: {
      touches: () => [queryKeys.channels.all()],
      apply: (vars) => {
        const found = qc
          .getQueriesData({ queryKey: queryKeys.channels.all() })
          .flatMap(([, data]) => (data as { data?: unknown[] } | undefined)?.data ?? [data])
          .map((item) => channelAdapter.extract(item))
          .find((channel) => channel?.id === vars.params.channel_id);
        return found ? [insertIntoList(qc, channelAdapter, queryKeys.channels.self(), found, 'end')] : [];
      },
      onSuccess: (channel) => replaceEntity(qc, channelAdapter, channel),
      refetch: () => [
        [queryKeys.channels.all(), 0],
        [threadLists, REFETCH_DELAY_CHANNEL_THREAD_CHANGE_MS],
      ],
    },
    leaveChannel: {
      touches: () => [queryKeys.channels.self()],
      apply: (vars) => [
        removeFromLists(qc, channelAdapter, [vars.params.channel_id], inAnyOf(queryKeys.channels.self())),
      ],
      refetch: () => [
        [queryKeys.channels.all(), 0],
        [threadLists, REFETCH_DELAY_CHANNEL_THREAD_CHANGE_MS],
      ],
    },
    createOrganizationChannel: {
      touches: () => [queryKeys.channels.all()],
      onSuccess: (channel) => {
        insertIntoList(qc, channelAdapter, queryKeys.channels.self(), channel, 'end');
        insertIntoList(
          qc,
          channelAdapter,
          queryKeys.channels.organization(channel.organization_id),
          channel,
          'end',
        );
      },
      refetch: () => [[queryKeys.channels.all(), 0]],
    },

    // Inbox events
    markInboxEventAsRead: {
      touches: () => [threadLists, queryKeys.account()],
      apply: (vars) => readState(threadIdsOfInboxItems(qc, [vars.params.inbox_item_id]), true),
      refetch: (vars) =>
        threadRefetches(threadIdsOfInboxItems(qc, [vars.params.inbox_item_id]), { counts: true }),
    },
    removeInboxEventFromInbox: {
      touches: () => [inboxLists, queryKeys.account()],
      apply: (vars) => [drop(inboxItemAdapter, [vars.params.inbox_item_id])],
      refetch: () => threadRefetches([], { counts: true }),
    },
    removeInboxEventsFromInbox: {
      touches: () => [inboxLists, queryKeys.account()],
      apply: (vars) => [
        drop(inboxItemAdapter, [...(vars.body?.ids ?? []), ...(vars.body?.inbox_item_public_ids ?? [])]),
      ],
      refetch: () => threadRefetches([], { counts: true }),
    },

    // Inbox splits
    createInboxSplit: {
      touches: () => [queryKeys.inboxSplits()],
      apply: (vars) => {
        const split: InboxSplit = {
          id: temporaryId('inbox_split'),
          name: vars.body.name.trim(),
          query: vars.body.query,
          show_in_category_split: vars.body.show_in_category_split ?? false,
          enabled: true,
          type: 'custom',
          status: 'reindexing',
        };
        return [insertPlaceholder(inboxSplitAdapter, queryKeys.inboxSplits(), vars, split)];
      },
      onSuccess: (split, vars) => settlePlaceholder(inboxSplitAdapter, queryKeys.inboxSplits(), vars, split),
      refetch: () => [
        [queryKeys.inboxSplits(), 0],
        [queryKeys.account(), REFETCH_DELAY_ACCOUNT_UNREAD_MS],
      ],
    },
    updateInboxSplit: {
      touches: () => [queryKeys.inboxSplits()],
      apply: (vars) => [
        patchEntities(qc, inboxSplitAdapter, [vars.params.inbox_split_id], () => ({ ...vars.body })),
      ],
      onSuccess: (split) => replaceEntity(qc, inboxSplitAdapter, split),
      refetch: () => [
        [inboxLists, 0],
        [queryKeys.account(), REFETCH_DELAY_ACCOUNT_UNREAD_MS],
      ],
    },
    deleteInboxSplit: {
      touches: () => [queryKeys.inboxSplits()],
      apply: (vars) => [drop(inboxSplitAdapter, [vars.params.inbox_split_id])],
      refetch: () => [[queryKeys.account(), REFETCH_DELAY_ACCOUNT_UNREAD_MS]],
    },

    // Rules
    createRule: {
      touches: () => [queryKeys.rules()],
      apply: (vars) => {
        const rule: Rule = {
          id: vars.body.id ?? temporaryId('rule'),
          query: vars.body.query.trim(),
          actions: vars.body.actions,
          apply_to_incoming: vars.body.apply_to_incoming,
          bulk_application: vars.body.bulk_application,
          created_at: now().toISOString(),
        };
        return [insertPlaceholder(ruleAdapter, queryKeys.rules(), vars, rule)];
      },
      onSuccess: (rule, vars) => settlePlaceholder(ruleAdapter, queryKeys.rules(), vars, rule),
      refetch: () => [
        [queryKeys.channels.all(), REFETCH_DELAY_CHANNEL_COUNTS_MS],
        [threadLists, REFETCH_DELAY_CHANNEL_THREAD_CHANGE_MS],
      ],
    },
    updateRule: {
      touches: () => [queryKeys.rules()],
      apply: (vars) => [patchEntities(qc, ruleAdapter, [vars.params.rule_id], () => ({ ...vars.body }))],
      onSuccess: (rule) => replaceEntity(qc, ruleAdapter, rule),
      refetch: () => [[queryKeys.channels.all(), REFETCH_DELAY_CHANNEL_COUNTS_MS]],
    },
    deleteRule: {
      touches: () => [queryKeys.rules()],
      apply: (vars) => [drop(ruleAdapter, [vars.params.rule_id])],
      refetch: () => [[queryKeys.channels.all(), REFETCH_DELAY_CHANNEL_COUNTS_MS]],
    },

    // Messages
    addMessageReaction: {
      touches: () => [queryKeys.threads.details()],
      apply: (vars) => reaction(vars.params.message_id, vars.body.reaction_code, true),
      onSuccess: (message) => replaceEntity(qc, messageAdapter, message),
      refetch: () => [],
    },
    removeMessageReaction: {
      touches: () => [queryKeys.threads.details()],
      apply: (vars) => reaction(vars.params.message_id, vars.body.reaction_code, false),
      onSuccess: (message) => replaceEntity(qc, messageAdapter, message),
      refetch: () => [],
    },
    markMessagesAsRead: {
      touches: () => [queryKeys.threads.all(), queryKeys.account()],
      apply: (vars) => [
        patchEntities(qc, messageAdapter, vars.body.message_ids, () => ({ is_unread: false })),
      ],
      refetch: (vars) => threadRefetches(threadIdsOfMessages(qc, vars.body.message_ids), { counts: true }),
    },
    markMessagesAsUnread: {
      touches: () => [queryKeys.threads.all(), queryKeys.account()],
      apply: (vars) => [
        patchEntities(qc, messageAdapter, vars.body.message_ids, () => ({ is_unread: true })),
        ...readState(threadIdsOfMessages(qc, vars.body.message_ids), false),
      ],
      refetch: (vars) => threadRefetches(threadIdsOfMessages(qc, vars.body.message_ids), { counts: true }),
    },
    deleteMessage: {
      touches: () => [queryKeys.threads.all()],
      apply: (vars) => [drop(messageAdapter, [vars.params.message_id])],
      refetch: (vars) => threadRefetches(threadIdsOfMessages(qc, [vars.params.message_id])),
    },
    sendMessageNow: {
      touches: () => [queryKeys.threads.all()],
      apply: (vars) => [
        patchEntities(qc, messageAdapter, [vars.params.message_id], () => ({
          state: 'committed' as const,
          scheduled_date: null,
        })),
      ],
      onSuccess: (message) => replaceEntity(qc, messageAdapter, message),
      refetch: (vars) => threadRefetches(threadIdsOfMessages(qc, [vars.params.message_id])),
    },

    resendMessage: {
      touches: () => [queryKeys.threads.all()],
      apply: (vars) => [
        patchEntities(qc, messageAdapter, [vars.params.message_id], () => ({ send_failed_date: null })),
      ],
      onSuccess: (message) => replaceEntity(qc, messageAdapter, message),
      refetch: (vars) => threadRefetches(threadIdsOfMessages(qc, [vars.params.message_id])),
    },

    // Devices, organizations, users, invites, billing, webhooks: the server's answer is what counts.
    registerDevice: { touches: () => [], refetch: () => [] },
    removeDevice: { touches: () => [], refetch: () => [] },
    // The backup page: its list is refetched after each change.
    createBackup: { touches: () => [], refetch: () => [[queryKeys.backups(), 0]] },
    deleteBackup: { touches: () => [], refetch: () => [[queryKeys.backups(), 0]] },
    scheduleRestore: { touches: () => [], refetch: () => [[queryKeys.backups(), 0]] },
    cancelRestore: { touches: () => [], refetch: () => [[queryKeys.backups(), 0]] },
    connectImapAccount: { touches: () => [], refetch: () => [[queryKeys.imapAccounts(), 0]] },
    disconnectImapAccount: { touches: () => [], refetch: () => [[queryKeys.imapAccounts(), 0]] },
    createOrganization: {
      touches: () => [queryKeys.organizations.all()],
      apply: (vars) => {
        const self = selfContact(qc);
        const organization: Organization = {
          id: temporaryId('organization'),
          name: vars.body.name.trim(),
          members: self ? [self] : [],
          invites: [],
          features: [],
          isPaying: false,
        };
        return [insertPlaceholder(organizationAdapter, queryKeys.organizations.list(), vars, organization)];
      },
      onSuccess: (organization, vars) =>
        settlePlaceholder(organizationAdapter, queryKeys.organizations.list(), vars, organization),
      refetch: () => [[queryKeys.organizations.all(), 0]],
    },
    renameOrganization: {
      touches: () => [queryKeys.organizations.all()],
      apply: (vars) => [
        patchEntities(qc, organizationAdapter, [vars.params.organization_id], () => ({
          name: vars.body.name.trim(),
        })),
      ],
      onSuccess: (organization) => replaceEntity(qc, organizationAdapter, organization),
      refetch: () => [],
    },
    // Signing out clears the whole cache afterwards (the app does): nothing to refetch.
    signOut: { touches: () => [], refetch: () => [] },
    createUser: { touches: () => [], refetch: () => [[queryKeys.self(), 0]] },
    createProviderConnection: { touches: () => [], refetch: () => [[queryKeys.account(), 0]] },
    updateUserSettings: {
      touches: (vars) => [queryKeys.userSettings(vars.params.user_id)],
      apply: (vars) => {
        const key = queryKeys.userSettings(vars.params.user_id);
        const settingsAdapter: EntityAdapter<UserSettings> = {
          prefixes: [key],
          extract: (item) => (typeof item === 'object' && item !== null ? (item as UserSettings) : undefined),
          replace: (_item, entity) => entity,
          id: () => vars.params.user_id,
        };
        return [
          patchEntities(qc, settingsAdapter, [vars.params.user_id], (settings) => {
            const { onboarding, last_opened_splits, ...rest } = vars.body ?? {};
            return {
              ...rest,
              ...(onboarding ? { onboarding: { ...settings.onboarding, ...onboarding } } : {}),
              ...(last_opened_splits
                ? { last_opened_splits: { ...settings.last_opened_splits, ...last_opened_splits } }
                : {}),
            } as Partial<UserSettings>;
          }),
        ];
      },
      onSuccess: (settings, vars) => qc.setQueryData(queryKeys.userSettings(vars.params.user_id), settings),
      refetch: () => [],
    },
    createInvites: {
      touches: (vars) => [queryKeys.organizations.invites(vars.body.organization_id)],
      apply: (vars) => {
        const listKey = queryKeys.organizations.invites(vars.body.organization_id);
        const creationDate = now().toISOString();
        return vars.body.emails.map((email) => {
          const invite: Invite = { id: temporaryId('invite'), email, creation_date: creationDate };
          return insertPlaceholder(inviteAdapter, listKey, vars, invite);
        });
      },
      onSuccess: (result, vars) => {
        // Placeholders were listed in the order of `emails`; each takes its address's invite.
        const listKey = queryKeys.organizations.invites(vars.body.organization_id);
        const ids = placeholders.get(vars) ?? [];
        placeholders.delete(vars);
        const byEmail = new Map(result.data.map((invite) => [invite.email.toLowerCase(), invite]));
        vars.body.emails.forEach((email, index) => {
          const id = ids[index];
          if (id === undefined) return;
          const invite = byEmail.get(email.toLowerCase());
          if (invite) replaceTemporary(qc, inviteAdapter, id, invite);
          else removeFromLists(qc, inviteAdapter, [id], (key) => startsWith(key, listKey));
        });
        for (const invite of result.data) insertIntoList(qc, inviteAdapter, listKey, invite, 'end');
      },
      refetch: (vars) => [
        [queryKeys.organizations.invites(vars.body.organization_id), 0],
        [queryKeys.organizations.teamLimits(vars.body.organization_id), 0],
      ],
    },
    deleteInvite: {
      touches: () => [queryKeys.organizations.all()],
      apply: (vars) => [drop(inviteAdapter, [vars.params.invite_id])],
      refetch: () => [],
    },
    resendInvite: {
      touches: () => [queryKeys.organizations.all()],
      onSuccess: (invite) => replaceEntity(qc, inviteAdapter, invite),
      refetch: () => [],
    },
    acceptInvite: {
      touches: () => [],
      refetch: () => [
        [queryKeys.self(), 0],
        [queryKeys.organizations.all(), 0],
        [queryKeys.channels.all(), 0],
      ],
    },
    createCheckout: { touches: () => [], refetch: () => [] },
    createCustomerPortal: { touches: () => [], refetch: () => [] },
    billingWebhook: { touches: () => [], refetch: () => [] },
    gmailWatchNotification: { touches: () => [], refetch: () => [] },
    // Gmail connection (settings): the account's re-auth state and the connection are refetched after each.
    startGmailAuthorization: { touches: () => [], refetch: () => [] },
    completeGmailAuthorization: { touches: () => [], refetch: () => [[queryKeys.account(), 0]] },
    deleteGmailConnection: { touches: () => [], refetch: () => [[queryKeys.account(), 0]] },

    // Labels
    createLabel: {
      touches: () => [queryKeys.labels()],
      apply: (vars) =>
        vars.body.id
          ? [
              insertIntoList(
                qc,
                labelAdapter,
                queryKeys.labels(),
                { id: vars.body.id, name: vars.body.name.trim(), color: vars.body.color },
                'end',
              ),
            ]
          : [],
      onSuccess: (label) => {
        replaceEntity(qc, labelAdapter, label);
        insertIntoList(qc, labelAdapter, queryKeys.labels(), label, 'end');
      },
      refetch: () => [],
    },
    updateLabel: {
      touches: () => [queryKeys.labels(), threadLists],
      apply: (vars) => [patchEntities(qc, labelAdapter, [vars.params.label_id], () => ({ ...vars.body }))],
      onSuccess: (label) => replaceEntity(qc, labelAdapter, label),
      refetch: () => [[threadLists, REFETCH_DELAY_THREAD_MS]],
    },
    deleteLabel: {
      touches: () => [queryKeys.labels()],
      apply: (vars) => [drop(labelAdapter, [vars.params.label_id])],
      refetch: () => [[threadLists, REFETCH_DELAY_THREAD_MS]],
    },

    // Threads
    updateThread: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        patchThreads([threadId(vars)], () => {
          const body = vars.body ?? {};
          const patch: Partial<Thread> = {};
          if (body.title !== undefined) patch.title = body.title?.trim() ? body.title : null;
          if (body.description !== undefined) patch.description = body.description;
          if (body.status !== undefined) patch.status = body.status;
          if (body.due_date !== undefined) patch.dueDate = body.due_date;
          if (body.assignee_id === null) patch.assignee = null;
          // Setting an assignee needs their contact: taken from cached data (self, contacts,
          // organization members) when there; otherwise the assignee stays as is until the server answers.
          if (body.assignee_id) {
            const assignee = knownContacts(qc, [body.assignee_id]).get(body.assignee_id);
            if (assignee) patch.assignee = assignee;
          }
          return patch;
        }),
      ],
      onSuccess: (thread) => replaceEntity(qc, threadAdapter, thread),
      refetch: (vars) => [
        [queryKeys.threads.events(threadId(vars)), 0],
        [queryKeys.threads.detail(threadId(vars)), REFETCH_DELAY_THREAD_MS],
      ],
    },
    postThreadMessage: {
      send: true,
      touches: (vars) => [queryKeys.threads.detail(threadId(vars))],
      apply: (vars) => {
        const message = optimisticMessage(
          vars.body.id,
          threadId(vars),
          vars.body.message_body,
          vars.body.scheduled_date,
          'main',
        );
        return message
          ? [
              markResending(vars.body.id),
              insertIntoList(
                qc,
                messageAdapter,
                [...queryKeys.threads.detail(threadId(vars)), 'messages'],
                message,
                'end',
              ),
            ]
          : [];
      },
      onSendFailure: (vars) => markSendFailed(vars.body.id),
      onSuccess: (result) => replaceEntity(qc, messageAdapter, result.data),
      refetch: (vars) => [
        ...threadRefetches([threadId(vars)]),
        [folderLists('sent'), 0],
        [folderLists('scheduled'), 0],
      ],
    },
    postPrivateMessage: {
      send: true,
      touches: (vars) => [queryKeys.threads.privateMessages(threadId(vars), vars.query.organization_id)],
      apply: (vars) => {
        const message = optimisticMessage(
          vars.body.id,
          threadId(vars),
          vars.body.message_body,
          null,
          'private',
        );
        return message
          ? [
              insertIntoList(
                qc,
                messageAdapter,
                queryKeys.threads.privateMessages(threadId(vars), vars.query.organization_id),
                message,
                'end',
              ),
            ]
          : [];
      },
      onSendFailure: (vars) => markSendFailed(vars.body.id),
      onSuccess: (message) => replaceEntity(qc, messageAdapter, message),
      refetch: (vars) => [[queryKeys.threads.detail(threadId(vars)), REFETCH_DELAY_THREAD_MS]],
    },
    addThreadFollowers: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => addFollowers(threadId(vars), vars.body.user_ids),
      onSuccess: (thread) => replaceEntity(qc, threadAdapter, thread),
      refetch: (vars) => [[queryKeys.threads.events(threadId(vars)), 0]],
    },
    removeThreadFollowers: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        patchThreads([threadId(vars)], (thread) =>
          'followers' in thread
            ? {
                followers: thread.followers.filter(
                  (follower) => !follower.is_removable || !vars.body.user_ids.includes(follower.contact.id),
                ),
              }
            : {},
        ),
      ],
      onSuccess: (thread) => replaceEntity(qc, threadAdapter, thread),
      refetch: (vars) => [[queryKeys.threads.events(threadId(vars)), 0]],
    },
    addThreadToInbox: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        patchThreads([threadId(vars)], () => ({ snooze_end_date: null, snooze_start_date: null })),
        dropThreads([threadId(vars)], folderLists('snoozed')),
      ],
      onSuccess: (result) => replaceEntity(qc, threadAdapter, result.data),
      refetch: (vars) => threadRefetches([threadId(vars)], { counts: true }),
    },
    snoozeThread: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => {
        const end = vars.body.snooze_end_date;
        if (end === null) {
          return [
            patchThreads([threadId(vars)], () => ({ snooze_end_date: null, snooze_start_date: null })),
            dropThreads([threadId(vars)], folderLists('snoozed')),
          ];
        }
        return [
          patchThreads([threadId(vars)], () => ({
            snooze_start_date: now().toISOString(),
            snooze_end_date: new Date(end * 1000).toISOString(),
          })),
          dropThreads([threadId(vars)], inboxLists),
        ];
      },
      onSuccess: (result) => replaceEntity(qc, threadAdapter, result.data),
      refetch: (vars) => threadRefetches([threadId(vars)], { counts: true }),
    },
    markAllThreadMessagesAsRead: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        ...readState([threadId(vars)], true),
        patchEntities(qc, messageAdapter, messageIdsOfThread(qc, threadId(vars)), () => ({
          is_unread: false,
        })),
      ],
      onSuccess: (result) => replaceEntity(qc, threadAdapter, result.data),
      refetch: (vars) => [
        ...threadRefetches([threadId(vars)], { counts: true }),
        [[...queryKeys.threads.detail(threadId(vars)), 'messages'], 0],
      ],
    },
    markThreadAsSpam: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        patchThreads([threadId(vars)], () => ({ isSpam: true })),
        dropThreads([threadId(vars)], inboxLists, folderLists('snoozed')),
      ],
      onSuccess: (result) => replaceEntity(qc, threadAdapter, result.data),
      refetch: (vars) => threadRefetches([threadId(vars)], { counts: true }),
    },
    markThreadAsNotSpam: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        patchThreads([threadId(vars)], () => ({ isSpam: false })),
        dropThreads([threadId(vars)], folderLists('spam')),
      ],
      onSuccess: (result) => replaceEntity(qc, threadAdapter, result.data),
      refetch: (vars) => threadRefetches([threadId(vars)], { counts: true }),
    },
    trashThread: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        patchThreads([threadId(vars)], () => ({ trashed_date: now().toISOString() })),
        dropEverywhereBut([threadId(vars)], folderLists('trashed')),
      ],
      onSuccess: (result) => replaceEntity(qc, threadAdapter, result.data),
      refetch: (vars) => threadRefetches([threadId(vars)], { counts: true }),
    },
    untrashThread: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        patchThreads([threadId(vars)], () => ({ trashed_date: null })),
        dropThreads([threadId(vars)], folderLists('trashed')),
      ],
      onSuccess: (result) => replaceEntity(qc, threadAdapter, result.data),
      refetch: (vars) => threadRefetches([threadId(vars)], { counts: true }),
    },
    addThreadChannels: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        patchThreads([threadId(vars)], (thread) => ({
          channel_ids: [...new Set([...thread.channel_ids, ...vars.body.channel_ids])],
        })),
      ],
      onSuccess: (result) => replaceEntity(qc, threadAdapter, result.data),
      refetch: (vars) => threadRefetches([threadId(vars)], { channels: true }),
    },
    removeThreadChannels: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        patchThreads([threadId(vars)], (thread) => ({
          channel_ids: thread.channel_ids.filter((id) => !vars.body.channel_ids.includes(id)),
        })),
        ...vars.body.channel_ids.map((channelId) =>
          dropThreads([threadId(vars)], [...threadLists, 'channel', channelId]),
        ),
      ],
      onSuccess: (result) => replaceEntity(qc, threadAdapter, result.data),
      refetch: (vars) => threadRefetches([threadId(vars)], { channels: true }),
    },
    sendThreadNow: {
      touches: (vars) => threadTouch([threadId(vars)]),
      apply: (vars) => [
        patchThreads([threadId(vars)], () => ({ scheduled_messages_creation_dates: [] })),
        dropThreads([threadId(vars)], folderLists('scheduled')),
      ],
      onSuccess: (thread) => replaceEntity(qc, threadAdapter, thread),
      refetch: (vars) => [...threadRefetches([threadId(vars)]), [folderLists('sent'), 0]],
    },
    createThread: {
      send: true,
      touches: () => [threadLists],
      apply: (vars) => {
        const thread = optimisticThread(vars.body);
        if (!thread) return [];
        const lists: QueryKey[] = [
          folderLists(vars.body.scheduled_date ? 'scheduled' : 'sent'),
          folderLists('all'),
          ...thread.channel_ids.map((channelId) => [...channelThreadLists, channelId]),
        ];
        const detail = queryKeys.threads.detail(thread.id);
        if (qc.getQueryData(detail) === undefined) qc.setQueryData(detail, thread);
        // Kept for an undo through cancelCommand; a failed send never runs them.
        return lists.map((list) => insertIntoList(qc, threadAdapter, list, thread, 'start'));
      },
      onSendFailure: (vars) => markSendFailed(vars.body.message_id),
      onSuccess: (result) => {
        replaceEntity(qc, threadAdapter, result.data);
        qc.setQueryData(queryKeys.threads.detail(result.data.id), result.data);
      },
      refetch: () => [
        [folderLists('sent'), 0],
        [folderLists('scheduled'), 0],
        [threadLists, REFETCH_DELAY_THREAD_MS],
      ],
    },
    addThreadsToInbox: {
      touches: (vars) => threadTouch(vars.body.thread_ids),
      apply: (vars) => [
        patchThreads(vars.body.thread_ids, () => ({ snooze_end_date: null, snooze_start_date: null })),
        dropThreads(vars.body.thread_ids, folderLists('snoozed')),
      ],
      refetch: (vars) => threadRefetches(vars.body.thread_ids, { counts: true }),
    },
    deleteThreads: {
      touches: (vars) => threadTouch(vars.body.thread_ids),
      apply: (vars) => [dropEverywhereBut(vars.body.thread_ids, ['never'])],
      refetch: (vars) => threadRefetches(vars.body.thread_ids, { counts: true }),
    },
    starThreads: {
      touches: (vars) => threadTouch(vars.body.thread_ids),
      apply: (vars) => [patchThreads(vars.body.thread_ids, () => ({ is_starred: true }))],
      refetch: (vars) => [...threadRefetches(vars.body.thread_ids), [folderLists('starred'), 0]],
    },
    unstarThreads: {
      touches: (vars) => threadTouch(vars.body.thread_ids),
      apply: (vars) => [
        patchThreads(vars.body.thread_ids, () => ({ is_starred: false })),
        dropThreads(vars.body.thread_ids, folderLists('starred')),
      ],
      refetch: (vars) => threadRefetches(vars.body.thread_ids),
    },
    updateThreadsChannels: {
      touches: (vars) => threadTouch(vars.body.thread_ids),
      apply: (vars) => {
        const add = vars.body.add_channel_ids ?? [];
        const remove = vars.body.remove_channel_ids ?? [];
        return [
          patchThreads(vars.body.thread_ids, (thread) => ({
            channel_ids: [...new Set([...thread.channel_ids, ...add])].filter((id) => !remove.includes(id)),
          })),
          ...remove.map((channelId) =>
            dropThreads(vars.body.thread_ids, [...threadLists, 'channel', channelId]),
          ),
        ];
      },
      refetch: (vars) => threadRefetches(vars.body.thread_ids, { channels: true }),
    },
    addThreadsLabels: {
      touches: (vars) => threadTouch(vars.body.thread_ids),
      apply: (vars) => {
        const labels = cachedLabels(qc, vars.body.label_ids);
        return [
          patchThreads(vars.body.thread_ids, (thread) => ({
            label_ids: [...new Set([...thread.label_ids, ...vars.body.label_ids])],
            labels: [...thread.labels, ...labels.filter((label) => !thread.label_ids.includes(label.id))],
          })),
        ];
      },
      refetch: (vars) => threadRefetches(vars.body.thread_ids),
    },
    removeThreadsLabels: {
      touches: (vars) => threadTouch(vars.body.thread_ids),
      apply: (vars) => [
        patchThreads(vars.body.thread_ids, (thread) => ({
          label_ids: thread.label_ids.filter((id) => !vars.body.label_ids.includes(id)),
          labels: thread.labels.filter((label) => !vars.body.label_ids.includes(label.id)),
        })),
        ...vars.body.label_ids.map((labelId) =>
          dropThreads(vars.body.thread_ids, [...threadLists, 'label', labelId]),
        ),
      ],
      refetch: (vars) => threadRefetches(vars.body.thread_ids),
    },
    moveThreadsToCategory: {
      touches: (vars) => threadTouch(vars.body.threadPublicIds),
      apply: (vars) => [
        patchThreads(vars.body.threadPublicIds, () => ({ category: vars.body.targetCategory })),
        removeFromLists(
          qc,
          threadAdapter,
          vars.body.threadPublicIds,
          (key) =>
            startsWith(key, inboxLists) &&
            (key[inboxLists.length] as { category?: string } | undefined)?.category ===
              vars.body.fromCategory,
        ),
      ],
      refetch: (vars) => threadRefetches(vars.body.threadPublicIds, { counts: true }),
    },

    // AI helpers: answers only; nothing cached to change.
    generateSubject: { touches: () => [], refetch: () => [] },
    askAi: { touches: () => [], refetch: () => [] },
    cancelCommand: {
      touches: () => [],
      apply: (vars) => {
        const entry = undoRegistry(qc).get(vars.body.cancel_token);
        undoRegistry(qc).delete(vars.body.cancel_token);
        if (entry) rollbackAll(entry.rollbacks);
        return [];
      },
      refetch: () => [
        [threadLists, 0],
        [queryKeys.threads.details(), 0],
        [queryKeys.account(), REFETCH_DELAY_ACCOUNT_UNREAD_MS],
      ],
    },
  };

  const definitions: Record<string, () => unknown> = {};
  for (const name of Object.keys(specs) as MutationName[]) {
    definitions[name] = () => buildOptions(name);
  }
  return definitions as MutationDefinitions;

  function buildOptions<N extends MutationName>(
    name: N,
  ): MutationOptions<Result<N>, ApiError, Vars<N>, MutationContext> {
    const spec = specs[name] as MutationSpec<N>;
    const call = api[name] as unknown as (vars: Vars<N>) => Promise<Result<N>>;
    return mutationOptions<Result<N>, ApiError, Vars<N>, MutationContext>({
      mutationKey: [name],
      mutationFn: (vars) => call(vars),
      onMutate: async (vars) => {
        const touched = spec.touches(vars);
        // Fetches under way on touched data are cancelled; the tracker fetches them again after the change.
        const interrupted = qc
          .getQueryCache()
          .findAll({ fetchStatus: 'fetching' })
          .filter((query) => touched.some((prefix) => partialMatchKey(query.queryKey, prefix)))
          .map((query) => query.queryKey);
        const settle = mutationTracker(qc).begin(touched, interrupted);
        await Promise.all(touched.map((queryKey) => qc.cancelQueries({ queryKey })));
        return { rollbacks: spec.apply?.(vars) ?? [], settle };
      },
      onError: (_error, vars, context) => {
        if (spec.send) {
          spec.onSendFailure?.(vars);
          return;
        }
        if (context?.rollbacks) rollbackAll(context.rollbacks);
        // A change restored from the device after a reload has no rollbacks (they were functions): the
        // data it touched is fetched again instead.
        else for (const queryKey of spec.touches(vars)) void qc.invalidateQueries({ queryKey });
      },
      onSuccess: (result, vars, context) => {
        spec.onSuccess?.(result, vars);
        const token = (result as { cancelToken?: unknown } | undefined)?.cancelToken;
        if (typeof token === 'string' && context && context.rollbacks.length > 0) {
          const registry = undoRegistry(qc);
          const at = Date.now();
          if (registry.size >= UNDO_REGISTRY_CLEANUP_AT) {
            for (const [key, entry] of registry) {
              if (at - entry.at > UNDO_REGISTRY_MAX_AGE_MS) registry.delete(key);
            }
          }
          registry.set(token, { rollbacks: context.rollbacks, at });
        }
        for (const [queryKey, delayMs, only] of spec.refetch(vars)) {
          const invalidate = () =>
            void qc.invalidateQueries({
              queryKey,
              ...(only ? { predicate: (query: { queryKey: QueryKey }) => only(query.queryKey) } : {}),
            });
          if (delayMs === 0) invalidate();
          else schedule(invalidate, delayMs);
        }
      },
      onSettled: (_result, _error, _vars, context) => {
        context?.settle?.();
      },
    });
  }
}
