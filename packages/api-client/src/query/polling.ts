import {
  CHANNEL_BULK_POLL_MS,
  CONTACTS_FAST_POLL_MAX_ACCOUNT_AGE_MS,
  CONTACTS_POLL_FAST_MS,
  CONTACTS_POLL_SLOW_MS,
  DEFAULT_POLL_MS,
  INBOX_EVENTS_POLL_MS,
  INBOX_EVENTS_POLL_REINDEXING_MS,
  LABELS_POLL_FAST_MS,
  LABELS_POLL_FAST_PERIOD_MS,
  LABELS_POLL_SLOW_MS,
} from '@switchboard/domain';

/** Labels: every 15 s for the first 5 minutes (of the session), then every 5 minutes. */
export function labelsPollInterval(sessionStartedAt: number, now: number): number {
  return now - sessionStartedAt < LABELS_POLL_FAST_PERIOD_MS ? LABELS_POLL_FAST_MS : LABELS_POLL_SLOW_MS;
}

/** Inbox events: 10 s while the tab is visible (the interval pauses in the background), 500 ms while re-indexing or importing. */
export function inboxEventsPollInterval(reindexing: boolean): number {
  return reindexing ? INBOX_EVENTS_POLL_REINDEXING_MS : INBOX_EVENTS_POLL_MS;
}

/** Channel data: 5 s while a bulk rule application runs on it, else the default. */
export function channelPollInterval(hasBulkProcessingInProgress: boolean): number {
  return hasBulkProcessingInProgress ? CHANNEL_BULK_POLL_MS : DEFAULT_POLL_MS;
}

/**
 * Contacts: fast (2 s) for a new account with empty results; slow (5 min) once the account is over
 * 30 minutes old or contacts exist. An unknown account age counts as old.
 */
export function contactsPollInterval(input: {
  hasContacts: boolean;
  accountCreationDate: string | null | undefined;
  now: number;
}): number {
  if (input.hasContacts || !input.accountCreationDate) return CONTACTS_POLL_SLOW_MS;
  const age = input.now - Date.parse(input.accountCreationDate);
  return Number.isFinite(age) && age <= CONTACTS_FAST_POLL_MAX_ACCOUNT_AGE_MS
    ? CONTACTS_POLL_FAST_MS
    : CONTACTS_POLL_SLOW_MS;
}
