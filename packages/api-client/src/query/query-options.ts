import { DEFAULT_POLL_MS, INVITES_POLL_MS, SELF_POLL_MS, SPLIT_LIST_POLL_MS } from '@switchboard/domain';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
} from '@tanstack/react-query';
import type { ApiClient } from '../client/create-api-client.js';
import { BILLING_INVOICES_PAGE } from '../contract/billing-invoices.js';
import type {
  ContactsQuery,
  FilteredThreadsQuery,
  InboxEventsQuery,
  ThreadSearchQuery,
} from '../contract/endpoints/self.js';
import type { ListQuery, Page } from '../contract/page.js';
import { keepUnsentMessages } from './keep-unsent-messages.js';
import { mutationTracker } from './mutation-tracker.js';
import {
  channelPollInterval,
  contactsPollInterval,
  inboxEventsPollInterval,
  labelsPollInterval,
} from './polling.js';
import { queryKeys, type ThreadFolder } from './query-keys.js';

interface FetchContext {
  client: QueryClient;
  queryKey: QueryKey;
  signal: AbortSignal;
}

/**
 * Runs a fetch and discards its result when a mutation touched the same data meanwhile: the cached
 * (optimistic) data is kept instead (spec: "Query results older than a recent mutation are discarded").
 */
async function guardedFetch<T>(
  context: FetchContext,
  fetcher: (signal: AbortSignal) => Promise<T>,
  fromCache: (cached: unknown) => T | undefined = (cached) => cached as T | undefined,
): Promise<T> {
  const startedAt = Date.now();
  const result = await fetcher(context.signal);
  if (mutationTracker(context.client).isOutdated(context.queryKey, startedAt)) {
    const cached = context.client.getQueryData(context.queryKey);
    const kept = cached === undefined ? undefined : fromCache(cached);
    if (kept !== undefined) return kept;
  }
  return result;
}

type PageParam = string | undefined;

function cachedPage<T>(pageParam: PageParam) {
  return (cached: unknown): Page<T> | undefined => {
    const data = cached as InfiniteData<Page<T>, PageParam>;
    const index = data.pageParams.indexOf(pageParam);
    return index === -1 ? undefined : data.pages[index];
  };
}

/** Infinite-list page params: follow meta.next_page_token and meta.previous_page_token. */
const pageParams = {
  initialPageParam: undefined as PageParam,
  getNextPageParam: (last: Page<unknown>) => last.meta.next_page_token ?? undefined,
  getPreviousPageParam: (first: Page<unknown>) => first.meta.previous_page_token ?? undefined,
};

export interface InboxEventsOptions {
  /** True while a split re-indexes or mail imports: poll every 500 ms instead of 10 s. */
  reindexing?: boolean;
}

export interface ContactsOptions {
  /** The account's creation date: a new account (under 30 minutes) with no contacts polls every 2 s. */
  accountCreationDate?: string | null;
}

export interface CreateQueriesOptions {
  /** The clock, for the labels' fast-polling period (the first 5 minutes from `createQueries`). */
  now?: () => number;
  /**
   * True while the app's live stream is up: the inbox's 10 s poll then slows to the default minute (live
   * notices bring changes sooner); polling is the fallback when the stream is down.
   */
  isLive?: () => boolean;
}

/**
 * TanStack Query options for every read of the contract, bound to one api client:
 * `const queries = createQueries(api)`, then `useSuspenseQuery(queries.thread(threadId))` or
 * `queryClient.ensureQueryData(queries.self())`. Paginated lists come as a single page
 * (`queries.inboxEvents({ page_token })`, for page-by-page screens) and as an infinite list
 * (`queries.inboxEventsInfinite()`). Keys come from `queryKeys`.
 */
export function createQueries(api: ApiClient, options: CreateQueriesOptions = {}) {
  const now = options.now ?? Date.now;
  const sessionStartedAt = now();
  const isLive = options.isLive ?? (() => false);
  const inboxPoll = (reindexing: boolean) => () =>
    isLive() && !reindexing ? DEFAULT_POLL_MS : inboxEventsPollInterval(reindexing);

  return {
    self: () =>
      queryOptions({
        queryKey: queryKeys.self(),
        queryFn: (context) => guardedFetch(context, (signal) => api.getSelf(undefined, { signal })),
        refetchInterval: SELF_POLL_MS,
      }),
    account: () =>
      queryOptions({
        queryKey: queryKeys.account(),
        queryFn: (context) => guardedFetch(context, (signal) => api.getAccount(undefined, { signal })),
      }),
    gmailConnection: () =>
      queryOptions({
        queryKey: queryKeys.gmailConnection(),
        queryFn: (context) =>
          guardedFetch(context, (signal) => api.getGmailConnection(undefined, { signal })),
      }),
    selfChannels: () =>
      queryOptions({
        queryKey: queryKeys.channels.self(),
        queryFn: (context) => guardedFetch(context, (signal) => api.listSelfChannels(undefined, { signal })),
        refetchInterval: (query) =>
          channelPollInterval(
            query.state.data?.data.some((channel) => channel.has_bulk_processing_in_progress) ?? false,
          ),
      }),
    organizations: () =>
      queryOptions({
        queryKey: queryKeys.organizations.list(),
        queryFn: (context) =>
          guardedFetch(context, (signal) => api.listSelfOrganizations(undefined, { signal })),
        refetchInterval: SELF_POLL_MS,
      }),
    contacts: (query: ContactsQuery = {}, contactsOptions: ContactsOptions = {}) =>
      queryOptions({
        queryKey: [...queryKeys.contacts(query), 'page', query.page_token ?? null] as const,
        queryFn: (context) => guardedFetch(context, (signal) => api.listContacts({ query }, { signal })),
        refetchInterval: (q) =>
          contactsPollInterval({
            hasContacts: (q.state.data?.data.length ?? 0) > 0,
            accountCreationDate: contactsOptions.accountCreationDate,
            now: now(),
          }),
      }),
    rules: () =>
      queryOptions({
        queryKey: queryKeys.rules(),
        queryFn: (context) => guardedFetch(context, (signal) => api.listSelfRules(undefined, { signal })),
      }),
    inboxSplits: () =>
      queryOptions({
        queryKey: queryKeys.inboxSplits(),
        queryFn: (context) => guardedFetch(context, (signal) => api.listInboxSplits(undefined, { signal })),
        refetchInterval: SPLIT_LIST_POLL_MS,
      }),
    labels: () =>
      queryOptions({
        queryKey: queryKeys.labels(),
        queryFn: (context) => guardedFetch(context, (signal) => api.listLabels(undefined, { signal })),
        refetchInterval: () => labelsPollInterval(sessionStartedAt, now()),
      }),

    inboxEvents: (query: InboxEventsQuery = {}, inboxOptions: InboxEventsOptions = {}) =>
      queryOptions({
        queryKey: [...queryKeys.threads.inboxEvents(query), 'page', query.page_token ?? null] as const,
        queryFn: (context) => guardedFetch(context, (signal) => api.listInboxEvents({ query }, { signal })),
        refetchInterval: inboxPoll(inboxOptions.reindexing ?? false),
      }),
    inboxEventsInfinite: (
      query: Omit<InboxEventsQuery, 'page_token'> = {},
      inboxOptions: InboxEventsOptions = {},
    ) =>
      infiniteQueryOptions({
        queryKey: [...queryKeys.threads.inboxEvents(query), 'infinite'] as const,
        queryFn: (context) =>
          guardedFetch(
            context,
            (signal) =>
              api.listInboxEvents({ query: { ...query, page_token: context.pageParam } }, { signal }),
            cachedPage(context.pageParam),
          ),
        ...pageParams,
        refetchInterval: inboxPoll(inboxOptions.reindexing ?? false),
      }),
    threadFolder: (folder: ThreadFolder, query: ListQuery = {}) =>
      queryOptions({
        queryKey: [...queryKeys.threads.folder(folder, query), 'page', query.page_token ?? null] as const,
        queryFn: (context) =>
          guardedFetch(context, (signal) => folderList(api, folder)({ query }, { signal })),
      }),
    threadFolderInfinite: (folder: ThreadFolder, query: Omit<ListQuery, 'page_token'> = {}) =>
      infiniteQueryOptions({
        queryKey: [...queryKeys.threads.folder(folder, query), 'infinite'] as const,
        queryFn: (context) =>
          guardedFetch(
            context,
            (signal) =>
              folderList(api, folder)({ query: { ...query, page_token: context.pageParam } }, { signal }),
            cachedPage(context.pageParam),
          ),
        ...pageParams,
      }),
    filteredThreads: (query: FilteredThreadsQuery = {}) =>
      queryOptions({
        queryKey: [...queryKeys.threads.filtered(query), 'page', query.page_token ?? null] as const,
        queryFn: (context) =>
          guardedFetch(context, (signal) => api.listFilteredThreads({ query }, { signal })),
      }),
    filteredThreadsInfinite: (query: Omit<FilteredThreadsQuery, 'page_token'> = {}) =>
      infiniteQueryOptions({
        queryKey: [...queryKeys.threads.filtered(query), 'infinite'] as const,
        queryFn: (context) =>
          guardedFetch(
            context,
            (signal) =>
              api.listFilteredThreads({ query: { ...query, page_token: context.pageParam } }, { signal }),
            cachedPage(context.pageParam),
          ),
        ...pageParams,
      }),
    searchThreads: (query: ThreadSearchQuery) =>
      queryOptions({
        queryKey: queryKeys.threads.search(query),
        queryFn: (context) => guardedFetch(context, (signal) => api.searchThreads({ query }, { signal })),
      }),
    channelThreads: (channelId: string, query: ListQuery = {}) =>
      queryOptions({
        queryKey: [...queryKeys.threads.channel(channelId, query), 'page', query.page_token ?? null] as const,
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.listChannelThreads({ params: { channel_id: channelId }, query }, { signal }),
          ),
      }),
    channelThreadsInfinite: (channelId: string, query: Omit<ListQuery, 'page_token'> = {}) =>
      infiniteQueryOptions({
        queryKey: [...queryKeys.threads.channel(channelId, query), 'infinite'] as const,
        queryFn: (context) =>
          guardedFetch(
            context,
            (signal) =>
              api.listChannelThreads(
                { params: { channel_id: channelId }, query: { ...query, page_token: context.pageParam } },
                { signal },
              ),
            cachedPage(context.pageParam),
          ),
        ...pageParams,
      }),
    labelThreads: (labelId: string, query: ListQuery = {}) =>
      queryOptions({
        queryKey: [...queryKeys.threads.label(labelId, query), 'page', query.page_token ?? null] as const,
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.listLabelThreads({ params: { label_id: labelId }, query }, { signal }),
          ),
      }),
    labelThreadsInfinite: (labelId: string, query: Omit<ListQuery, 'page_token'> = {}) =>
      infiniteQueryOptions({
        queryKey: [...queryKeys.threads.label(labelId, query), 'infinite'] as const,
        queryFn: (context) =>
          guardedFetch(
            context,
            (signal) =>
              api.listLabelThreads(
                { params: { label_id: labelId }, query: { ...query, page_token: context.pageParam } },
                { signal },
              ),
            cachedPage(context.pageParam),
          ),
        ...pageParams,
      }),

    thread: (threadId: string) =>
      queryOptions({
        queryKey: queryKeys.threads.detail(threadId),
        queryFn: (context) =>
          guardedFetch(context, (signal) => api.getThread({ params: { thread_id: threadId } }, { signal })),
      }),
    threadMessages: (threadId: string, query: ListQuery = {}) =>
      queryOptions({
        queryKey: [...queryKeys.threads.messages(threadId, query), 'page', query.page_token ?? null] as const,
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.listThreadMessages({ params: { thread_id: threadId }, query }, { signal }),
          ),
      }),
    threadMessagesInfinite: (threadId: string, query: Omit<ListQuery, 'page_token'> = {}) =>
      infiniteQueryOptions({
        queryKey: [...queryKeys.threads.messages(threadId, query), 'infinite'] as const,
        queryFn: (context) =>
          guardedFetch(
            context,
            (signal) =>
              api.listThreadMessages(
                { params: { thread_id: threadId }, query: { ...query, page_token: context.pageParam } },
                { signal },
              ),
            cachedPage(context.pageParam),
          ),
        ...pageParams,
      }),
    threadEvents: (threadId: string) =>
      queryOptions({
        queryKey: queryKeys.threads.events(threadId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.listThreadEvents({ params: { thread_id: threadId } }, { signal }),
          ),
      }),
    referencedMessages: (threadId: string) =>
      queryOptions({
        queryKey: queryKeys.threads.referencedMessages(threadId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.listReferencedMessages({ params: { thread_id: threadId } }, { signal }),
          ),
      }),
    privateMessages: (threadId: string, organizationId: string) =>
      queryOptions({
        queryKey: queryKeys.threads.privateMessages(threadId, organizationId),
        queryFn: async (context) =>
          keepUnsentMessages(
            await guardedFetch(context, (signal) =>
              api.listPrivateMessages(
                { params: { thread_id: threadId }, query: { organization_id: organizationId } },
                { signal },
              ),
            ),
            context.client.getQueryData(context.queryKey),
          ),
      }),
    threadSummary: (threadId: string) =>
      queryOptions({
        queryKey: queryKeys.threads.summary(threadId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.getThreadSummary({ params: { thread_id: threadId } }, { signal }),
          ),
        refetchInterval: false,
      }),
    /** Keyed by the thread's last message: a new message asks again. */
    quickReplies: (threadId: string, lastMessageId: string) =>
      queryOptions({
        queryKey: queryKeys.threads.quickReplies(threadId, lastMessageId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.getQuickReplies({ params: { thread_id: threadId } }, { signal }),
          ),
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      }),
    originalMessage: (messageId: string) =>
      queryOptions({
        queryKey: queryKeys.messages.original(messageId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.getOriginalMessage({ params: { message_id: messageId } }, { signal }),
          ),
        refetchInterval: false,
      }),

    channel: (channelId: string) =>
      queryOptions({
        queryKey: queryKeys.channels.detail(channelId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.getChannel({ params: { channel_id: channelId } }, { signal }),
          ),
        refetchInterval: (query) =>
          channelPollInterval(query.state.data?.has_bulk_processing_in_progress ?? false),
      }),
    channelRulesSummary: (channelId: string) =>
      queryOptions({
        queryKey: queryKeys.channels.rulesSummary(channelId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.getChannelRulesSummary({ params: { channel_id: channelId } }, { signal }),
          ),
      }),
    organizationChannels: (organizationId: string) =>
      queryOptions({
        queryKey: queryKeys.channels.organization(organizationId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.listOrganizationChannels({ params: { organization_id: organizationId } }, { signal }),
          ),
        refetchInterval: (query) =>
          channelPollInterval(
            query.state.data?.data.some((channel) => channel.has_bulk_processing_in_progress) ?? false,
          ),
      }),
    organizationInvites: (organizationId: string) =>
      queryOptions({
        queryKey: queryKeys.organizations.invites(organizationId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.listOrganizationInvites({ params: { organization_id: organizationId } }, { signal }),
          ),
        refetchInterval: INVITES_POLL_MS,
        refetchIntervalInBackground: false,
      }),
    organizationMembers: (organizationId: string) =>
      queryOptions({
        queryKey: queryKeys.organizations.members(organizationId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.listOrganizationMembers({ params: { organization_id: organizationId } }, { signal }),
          ),
      }),
    onboardingConfiguration: (organizationId: string) =>
      queryOptions({
        queryKey: queryKeys.organizations.onboardingConfiguration(organizationId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.getOnboardingConfiguration({ params: { organization_id: organizationId } }, { signal }),
          ),
      }),
    teamLimits: (organizationId: string) =>
      queryOptions({
        queryKey: queryKeys.organizations.teamLimits(organizationId),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.getTeamLimits({ params: { organization_id: organizationId } }, { signal }),
          ),
      }),
    userSettings: (userId: string) =>
      queryOptions({
        queryKey: queryKeys.userSettings(userId),
        queryFn: (context) =>
          guardedFetch(context, (signal) => api.getUserSettings({ params: { user_id: userId } }, { signal })),
      }),
    invite: (inviteId: string) =>
      queryOptions({
        queryKey: queryKeys.invite(inviteId),
        queryFn: (context) =>
          guardedFetch(context, (signal) => api.getInvite({ params: { invite_id: inviteId } }, { signal })),
        refetchInterval: false,
      }),
    /** The workspace's billing details with its newest `invoices` invoices ('load more' asks for more). */
    billingDetails: (organizationId: string, invoices = BILLING_INVOICES_PAGE) =>
      queryOptions({
        queryKey: queryKeys.billingDetails(organizationId, invoices),
        queryFn: (context) =>
          guardedFetch(context, (signal) =>
            api.getBillingDetails({ query: { organization_id: organizationId, invoices } }, { signal }),
          ),
        placeholderData: keepPreviousData,
      }),
    /** The embedded database's backups (admins only: others get `forbidden`, never retried). */
    backups: () =>
      queryOptions({
        queryKey: queryKeys.backups(),
        queryFn: (context) => guardedFetch(context, (signal) => api.listBackups({}, { signal })),
        refetchInterval: false,
        retry: false,
      }),
    /** The user's IMAP accounts; polled every 2 s while one is not yet connected, so its status stays current. */
    imapAccounts: () =>
      queryOptions({
        queryKey: queryKeys.imapAccounts(),
        queryFn: (context) => guardedFetch(context, (signal) => api.listImapAccounts(undefined, { signal })),
        refetchInterval: (q) =>
          q.state.data?.data.some((a) => a.status !== 'connected') ? IMAP_STATUS_POLL_MS : false,
      }),
  };
}

/** How often the settings ask again while an IMAP account is connecting or reconnecting. */
export const IMAP_STATUS_POLL_MS = 2_000;

export type Queries = ReturnType<typeof createQueries>;

function folderList(api: ApiClient, folder: ThreadFolder) {
  switch (folder) {
    case 'sent':
      return api.listSentThreads;
    case 'trashed':
      return api.listTrashedThreads;
    case 'snoozed':
      return api.listSnoozedThreads;
    case 'spam':
      return api.listSpamThreads;
    case 'starred':
      return api.listStarredThreads;
    case 'scheduled':
      return api.listScheduledThreads;
    case 'all':
      return api.listAllThreads;
  }
}
