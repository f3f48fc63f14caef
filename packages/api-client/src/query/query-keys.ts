import type {
  ContactsQuery,
  FilteredThreadsQuery,
  InboxEventsQuery,
  ThreadSearchQuery,
} from '../contract/endpoints/self.js';
import type { ListQuery } from '../contract/page.js';

/** The seven thread lists of `/self/*_threads`, by folder. */
export type ThreadFolder = 'sent' | 'trashed' | 'snoozed' | 'spam' | 'starred' | 'scheduled' | 'all';

/** A page-less list query (the infinite queries key on the filters, not on the page token). */
type Filters<T extends { page_token?: string }> = Omit<T, 'page_token'>;

function filters<T extends { page_token?: string }>(
  query: T | undefined,
): Filters<T> | Record<string, never> {
  if (!query) return {};
  const { page_token: _pageToken, ...rest } = query;
  return rest;
}

/**
 * Hierarchical query keys, entity first, so one prefix reaches every cached copy of an entity:
 * `['threads']` holds every thread list (inbox events included) and every thread's detail, messages,
 * events and discussion; `['channels']` every channel; and so on. Lists are keyed by their filters;
 * a single-page query adds its page token at the end.
 */
export const queryKeys = {
  self: () => ['self'] as const,
  account: () => ['account'] as const,
  /** Under the account: refreshing the account refreshes the Gmail connection too. */
  gmailConnection: () => ['account', 'gmail_connection'] as const,

  threads: {
    all: () => ['threads'] as const,
    lists: () => ['threads', 'list'] as const,
    inboxEvents: (query?: InboxEventsQuery) => ['threads', 'list', 'inbox_events', filters(query)] as const,
    folder: (folder: ThreadFolder, query?: ListQuery) => ['threads', 'list', folder, filters(query)] as const,
    filtered: (query?: FilteredThreadsQuery) => ['threads', 'list', 'filtered', filters(query)] as const,
    channel: (channelId: string, query?: ListQuery) =>
      ['threads', 'list', 'channel', channelId, filters(query)] as const,
    label: (labelId: string, query?: ListQuery) =>
      ['threads', 'list', 'label', labelId, filters(query)] as const,
    search: (query: ThreadSearchQuery) => ['threads', 'search', query] as const,
    details: () => ['threads', 'detail'] as const,
    detail: (threadId: string) => ['threads', 'detail', threadId] as const,
    messages: (threadId: string, query?: ListQuery) =>
      ['threads', 'detail', threadId, 'messages', filters(query)] as const,
    events: (threadId: string) => ['threads', 'detail', threadId, 'events'] as const,
    referencedMessages: (threadId: string) => ['threads', 'detail', threadId, 'referenced-messages'] as const,
    privateMessages: (threadId: string, organizationId: string) =>
      ['threads', 'detail', threadId, 'private-messages', organizationId] as const,
    summary: (threadId: string) => ['threads', 'detail', threadId, 'summary'] as const,
    quickReplies: (threadId: string, messageId: string) =>
      ['threads', 'detail', threadId, 'quick-replies', messageId] as const,
  },

  messages: {
    original: (messageId: string) => ['messages', messageId, 'original'] as const,
  },

  channels: {
    all: () => ['channels'] as const,
    self: () => ['channels', 'list', 'self'] as const,
    organization: (organizationId: string) => ['channels', 'list', 'organization', organizationId] as const,
    detail: (channelId: string) => ['channels', 'detail', channelId] as const,
    rulesSummary: (channelId: string) => ['channels', 'detail', channelId, 'rules-summary'] as const,
  },

  organizations: {
    all: () => ['organizations'] as const,
    list: () => ['organizations', 'list'] as const,
    invites: (organizationId: string) => ['organizations', 'detail', organizationId, 'invites'] as const,
    members: (organizationId: string) => ['organizations', 'detail', organizationId, 'members'] as const,
    onboardingConfiguration: (organizationId: string) =>
      ['organizations', 'detail', organizationId, 'onboarding_configuration'] as const,
    teamLimits: (organizationId: string) =>
      ['organizations', 'detail', organizationId, 'team_limits'] as const,
  },

  contacts: (query?: ContactsQuery) => ['contacts', filters(query)] as const,
  rules: () => ['rules', 'list'] as const,
  inboxSplits: () => ['inbox_splits', 'list'] as const,
  labels: () => ['labels', 'list'] as const,
  userSettings: (userId: string) => ['users', userId, 'settings'] as const,
  invite: (inviteId: string) => ['invites', inviteId] as const,
  billingDetails: (organizationId: string, invoices?: number) =>
    invoices === undefined
      ? (['billing', organizationId] as const)
      : (['billing', organizationId, { invoices }] as const),
  /** The backup page's list (admins only). */
  backups: () => ['admin', 'backups'] as const,
  /** The signed-in user's IMAP accounts (settings, Email accounts). */
  imapAccounts: () => ['imap-accounts', 'list'] as const,
} as const;
