import type { Address } from '../model/common.js';
import type { DraftIdPrefix } from '../model/draft.js';

/**
 * Addresses by field, as the composer and the latest message hold them, and the ids of the channels among
 * the recipients (in any field: a channel is shared the thread, not written to in To or Cc).
 */
export type AddressFields = {
  to: readonly Address[];
  cc: readonly Address[];
  bcc: readonly Address[];
  channels?: readonly string[];
};

function emailSet(addresses: readonly Address[]): Set<string> {
  return new Set(addresses.map((a) => a.email.trim().toLowerCase()));
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/**
 * Whether two recipient lists are the same: same addresses in to, cc and bcc (case-insensitive, order and
 * names ignored) and the same channels (none when not given).
 */
export function haveSameRecipients(a: AddressFields, b: AddressFields): boolean {
  return (
    sameSet(new Set(a.channels ?? []), new Set(b.channels ?? [])) &&
    sameSet(emailSet(a.to), emailSet(b.to)) &&
    sameSet(emailSet(a.cc), emailSet(b.cc)) &&
    sameSet(emailSet(a.bcc), emailSet(b.bcc))
  );
}

/**
 * Where a reply or forward goes (spec doc 2 section 5): recipients equal to the default recipients post to
 * the existing thread; otherwise a new thread is created, after the 'Send as a new thread' confirmation
 * unless a flag disables it.
 */
export function replyDestination(input: {
  recipients: AddressFields;
  defaultRecipients: AddressFields;
  confirmNewThread?: boolean;
}): { target: 'existing_thread' | 'new_thread'; confirm: boolean } {
  if (haveSameRecipients(input.recipients, input.defaultRecipients))
    return { target: 'existing_thread', confirm: false };
  return { target: 'new_thread', confirm: input.confirmNewThread !== false };
}

/** A draft id: its prefix (channel, thread, thread_private, new_thread) and a key (a thread/channel id or a fresh id). */
export function draftId(prefix: DraftIdPrefix, key: string): string {
  return `${prefix}:${key}`;
}

/** Reads a draft id back into its prefix and key, or null when it has no known prefix. */
export function parseDraftId(id: string): { prefix: DraftIdPrefix; key: string } | null {
  const colon = id.indexOf(':');
  if (colon < 0) return null;
  const prefix = id.slice(0, colon);
  const key = id.slice(colon + 1);
  if (key === '') return null;
  if (prefix === 'channel' || prefix === 'thread' || prefix === 'thread_private' || prefix === 'new_thread') {
    return { prefix, key };
  }
  return null;
}

/** Drafts are listed by last update, newest first. */
export function sortDraftsByUpdate<T extends { updatedAt: string }>(drafts: readonly T[]): T[] {
  return [...drafts].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}
