import { DRAFT_THREAD_ID_PREFIX, TEMPORARY_ID_MARKER } from '../constants/constants.js';
import type { FolderSlug } from '../model/enums.js';
import { coreMessages } from '../texts/messages.js';
import { applyUnreadDelta } from './unread.js';

/**
 * Where a thread sits, as the folder rules of spec doc 1 section 4 see it. Flags are kept apart from
 * visibility: a trashed thread keeps its star and channels (hidden) so untrash can return it.
 * `foldersOf` derives the folders the thread shows in.
 */
export type FolderMembership = {
  id: string;
  in_inbox: boolean;
  is_starred: boolean;
  snooze_end_date: string | null;
  is_sent: boolean;
  scheduled_message_ids: string[];
  has_draft: boolean;
  is_trashed: boolean;
  is_spam: boolean;
  channel_ids: string[];
  /** Channels a trashed thread is removed from, returned on untrash. */
  trashed_channel_ids: string[];
  number_of_messages: number;
  number_of_unread_messages: number;
  number_of_unread_private_messages: number;
  last_message_id: string | null;
  is_deleted: boolean;
};

/** A transition that can be refused, with the message to show (a 3 s toast). */
export type TransitionResult = { ok: true; state: FolderMembership } | { ok: false; error: string };

/** The folders a thread shows in. Trash and spam show only there; deleted threads nowhere. */
export function foldersOf(state: FolderMembership): FolderSlug[] {
  if (state.is_deleted) return [];
  if (state.is_trashed) return ['trash'];
  if (state.is_spam) return ['spam'];
  const folders: FolderSlug[] = [];
  if (state.in_inbox && state.snooze_end_date === null) folders.push('inbox');
  if (state.is_starred) folders.push('starred');
  if (state.snooze_end_date !== null) folders.push('snoozed');
  if (state.is_sent) folders.push('sent');
  if (state.has_draft) folders.push('drafts');
  if (state.scheduled_message_ids.length > 0) folders.push('scheduled');
  folders.push('all');
  return folders;
}

/** Whether an id is a placeholder of a thread still being added (temporary or draft id). */
export function isPlaceholderThreadId(id: string): boolean {
  return id.includes(TEMPORARY_ID_MARKER) || id.startsWith(DRAFT_THREAD_ID_PREFIX);
}

/** Trash removes the thread from all folders, the inbox and its draft; its channels are kept aside. */
export function trash(state: FolderMembership): FolderMembership {
  if (state.is_trashed) return state;
  return {
    ...state,
    is_trashed: true,
    in_inbox: false,
    snooze_end_date: null,
    has_draft: false,
    channel_ids: [],
    trashed_channel_ids: state.channel_ids,
  };
}

/** Restoring from trash returns the thread to the inbox and its channels. */
export function untrash(state: FolderMembership): FolderMembership {
  if (!state.is_trashed) return state;
  const channel_ids = [...new Set([...state.channel_ids, ...state.trashed_channel_ids])];
  return { ...state, is_trashed: false, in_inbox: true, channel_ids, trashed_channel_ids: [] };
}

/** Spam removes the thread from the inbox and snoozed. */
export function markSpam(state: FolderMembership): FolderMembership {
  return { ...state, is_spam: true, in_inbox: false, snooze_end_date: null };
}

/** Not spam returns the thread to the inbox. */
export function markNotSpam(state: FolderMembership): FolderMembership {
  return { ...state, is_spam: false, in_inbox: true };
}

/** Snooze sets the end date and removes from the inbox; a null date unsnoozes (back to the inbox). */
export function snooze(state: FolderMembership, endDate: string | null): FolderMembership {
  if (endDate === null) return unsnooze(state);
  return { ...state, snooze_end_date: endDate, in_inbox: false };
}

/** Unsnooze clears the end date and returns the thread to the inbox. */
export function unsnooze(state: FolderMembership): FolderMembership {
  return { ...state, snooze_end_date: null, in_inbox: true };
}

/** Star: the thread shows in Starred. */
export function star(state: FolderMembership): FolderMembership {
  return { ...state, is_starred: true };
}

/** Unstar: the thread leaves Starred. */
export function unstar(state: FolderMembership): FolderMembership {
  return { ...state, is_starred: false };
}

/** Read zeroes the unread counts. */
export function markRead(state: FolderMembership): FolderMembership {
  return { ...state, number_of_unread_messages: 0, number_of_unread_private_messages: 0 };
}

/**
 * Unread sets the unread count to 1; it needs a last message id, else
 * 'Notifications cannot yet be marked as unread.'.
 */
export function markUnread(state: FolderMembership): TransitionResult {
  if (state.last_message_id === null) return { ok: false, error: coreMessages.toasts.cannotMarkUnread };
  return { ok: true, state: { ...state, number_of_unread_messages: 1 } };
}

/**
 * Archive (remove from inbox). A thread with a placeholder id is refused with the 'still being added'
 * notice.
 */
export function archive(state: FolderMembership): TransitionResult {
  if (isPlaceholderThreadId(state.id)) return { ok: false, error: coreMessages.toasts.stillBeingAdded(1) };
  return { ok: true, state: { ...state, in_inbox: false } };
}

/** Move to inbox: back into the inbox, out of snooze. */
export function moveToInbox(state: FolderMembership): FolderMembership {
  return { ...state, in_inbox: true, snooze_end_date: null };
}

/** Whether "remove from inbox" (archive) is offered: in the inbox and not spam (spam hides it). */
export function canRemoveFromInbox(state: FolderMembership): boolean {
  return state.in_inbox && !state.is_spam && !state.is_trashed;
}

/**
 * Sending a message: with a scheduled date the thread joins Scheduled, otherwise Sent (and the message is
 * the thread's last). The draft is gone after sending.
 */
export function send(
  state: FolderMembership,
  message: { id: string; scheduled_date: string | null },
): FolderMembership {
  const base = { ...state, has_draft: false, number_of_messages: state.number_of_messages + 1 };
  if (message.scheduled_date !== null) {
    return { ...base, scheduled_message_ids: [...state.scheduled_message_ids, message.id] };
  }
  return { ...base, is_sent: true, last_message_id: message.id };
}

/**
 * Deletes a message. Deleting the last scheduled message removes the thread from Scheduled; deleting the
 * only message deletes the thread everywhere.
 */
export function deleteMessage(state: FolderMembership, messageId: string): FolderMembership {
  const number_of_messages = applyUnreadDelta(state.number_of_messages, -1);
  const scheduled_message_ids = state.scheduled_message_ids.filter((id) => id !== messageId);
  const last_message_id = state.last_message_id === messageId ? null : state.last_message_id;
  return {
    ...state,
    number_of_messages,
    scheduled_message_ids,
    last_message_id,
    is_deleted: number_of_messages === 0,
  };
}

/** Deletes (cancels) a scheduled message: see `deleteMessage`. */
export function deleteScheduledMessage(state: FolderMembership, messageId: string): FolderMembership {
  return deleteMessage(state, messageId);
}

/** Deletes the thread's latest message (the undo of a send); a thread with no message is unchanged. */
export function deleteLastMessage(state: FolderMembership): FolderMembership {
  return state.last_message_id === null ? state : deleteMessage(state, state.last_message_id);
}
