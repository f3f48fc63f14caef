import { LEGACY_THREAD_STATUSES } from '../model/enum-values.js';
import type { ThreadStatus } from '../model/enums.js';
import { coreMessages } from '../texts/messages.js';

/** Statuses offered in the status menu, in order (the legacy open/resolved are never offered). */
export const OFFERED_THREAD_STATUSES = [
  'in_progress',
  'review',
  'closed',
] as const satisfies readonly ThreadStatus[];
/** A status a user can set (what the status menu offers and the server accepts). */
export type OfferedThreadStatus = (typeof OFFERED_THREAD_STATUSES)[number];

/** Whether a status is legacy (open, resolved). */
export function isLegacyStatus(status: ThreadStatus): boolean {
  return (LEGACY_THREAD_STATUSES as readonly ThreadStatus[]).includes(status);
}

/** The label shown for a status; null reads 'No status'. */
export function statusLabel(status: ThreadStatus | null): string {
  return coreMessages.thread.statusLabels[status ?? 'none'];
}

/** One entry of the status menu. `value` null clears the status. */
export type StatusOption = { value: OfferedThreadStatus | null; label: string; disabled: boolean };

/**
 * The status menu: the non-legacy statuses plus "No status" to clear, the current one disabled
 * (spec doc 1 section 4).
 */
export function statusOptions(current: ThreadStatus | null): StatusOption[] {
  const values: (OfferedThreadStatus | null)[] = [...OFFERED_THREAD_STATUSES, null];
  return values.map((value) => ({ value, label: statusLabel(value), disabled: value === current }));
}

/** Trashed threads cannot have status, assignee or due date changed. */
export function canChangeThreadProperties(thread: { trashed_date: string | null }): boolean {
  return thread.trashed_date === null;
}

/** The title is read-only when the thread is trashed or a save is in flight. */
export function isTitleEditable(thread: { trashed_date: string | null }, saving: boolean): boolean {
  return thread.trashed_date === null && !saving;
}

/**
 * Whether a title edit should be saved on blur: only when it changed (blank compares as null).
 */
export function shouldSaveTitle(previous: string | null, edited: string): boolean {
  const next = edited.trim() === '' ? null : edited.trim();
  return next !== (previous?.trim() || null);
}

/**
 * What to save when the shared note (thread description, HTML) loses focus, saved like the title: nothing
 * (`undefined`) when it did not change, `null` when it was emptied, else the new HTML.
 */
export function descriptionToSave(previous: string | null, edited: string): string | null | undefined {
  const next = edited.trim() === '' ? null : edited.trim();
  return next === (previous?.trim() || null) ? undefined : next;
}
