import {
  CONTACTS_FAST_POLL_MAX_ACCOUNT_AGE_MS,
  CONTACTS_POLL_FAST_MS,
  CONTACTS_POLL_SLOW_MS,
  INBOX_EVENTS_POLL_MS,
  INBOX_EVENTS_POLL_REINDEXING_MS,
  LABELS_POLL_FAST_MS,
  LABELS_POLL_FAST_PERIOD_MS,
  LABELS_POLL_SLOW_MS,
} from '../constants/constants.js';

/**
 * Contacts polling: fast (2 s) for a new account with no contacts yet; slow (5 min) once the account is
 * over 30 minutes old or contacts exist.
 */
export function contactsPollInterval(input: {
  accountCreation: string | Date;
  now: Date;
  contactCount: number;
}): number {
  const age = input.now.getTime() - new Date(input.accountCreation).getTime();
  return input.contactCount > 0 || age > CONTACTS_FAST_POLL_MAX_ACCOUNT_AGE_MS
    ? CONTACTS_POLL_SLOW_MS
    : CONTACTS_POLL_FAST_MS;
}

/** Labels are polled every 15 s for the first 5 minutes (since `startedAt`), then every 5 minutes. */
export function labelsPollInterval(startedAt: number, now: number): number {
  return now - startedAt < LABELS_POLL_FAST_PERIOD_MS ? LABELS_POLL_FAST_MS : LABELS_POLL_SLOW_MS;
}

/**
 * Inbox events: every 500 ms while re-indexing or importing, every 10 s while the tab is visible, not at
 * all (false) when hidden.
 */
export function inboxEventsPollInterval(input: { visible: boolean; reindexing: boolean }): number | false {
  if (input.reindexing) return INBOX_EVENTS_POLL_REINDEXING_MS;
  return input.visible ? INBOX_EVENTS_POLL_MS : false;
}
