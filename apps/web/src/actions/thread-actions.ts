import { type CommandAction, messages, SHORTCUTS, type ThreadListRow } from '@switchboard/domain';
import type { ThreadListAction, ThreadRowAction } from '@switchboard/ui';

/** Every action a list offers on its threads (rows, selection bar, command menu, keyboard). */
export type ThreadActionId =
  | 'archive'
  | 'moveToInbox'
  | 'markRead'
  | 'markUnread'
  | 'star'
  | 'unstar'
  | 'spam'
  | 'notSpam'
  | 'trash'
  | 'restore'
  | 'deletePermanently'
  | 'snooze'
  | 'labels'
  | 'channels'
  | 'moveToCategory'
  | 'reply'
  | 'replyAll'
  | 'forward';

/** One action: its name, its keys, the command-menu entry it answers, its toast, when it applies. */
export interface ThreadActionDefinition {
  id: ThreadActionId;
  /** What buttons and the command menu show. */
  label: string;
  /** The domain shortcut id whose keys trigger it (its hint comes from there). */
  shortcut?: string;
  /** The command-menu action it is offered as (spec doc 1 "Command menu", Actions). */
  command?: CommandAction;
  /** The toast shown once it is done (with Undo when the server gives a cancel token). */
  toast?: string;
  /** Whether it applies to these threads (all of them). */
  appliesTo: (threads: readonly ThreadListRow[]) => boolean;
}

const a = messages.thread.actions;
const t = messages.toasts;

/** A thread in the inbox: it has an inbox item and is not snoozed away. */
export function isInInbox(thread: Pick<ThreadListRow, 'inbox_event_id' | 'snooze_end_date'>): boolean {
  return thread.inbox_event_id !== null && thread.snooze_end_date === null;
}

export function isUnread(
  thread: Pick<ThreadListRow, 'inbox_event_is_unread' | 'number_of_unread_messages'>,
): boolean {
  return thread.inbox_event_is_unread || thread.number_of_unread_messages > 0;
}

const every = (test: (thread: ThreadListRow) => boolean) => (threads: readonly ThreadListRow[]) =>
  threads.length > 0 && threads.every(test);
const some = (test: (thread: ThreadListRow) => boolean) => (threads: readonly ThreadListRow[]) =>
  threads.some(test);
const notTrashed = (thread: ThreadListRow) => thread.trashed_date === null;

/** The list actions, in the order the command menu and the hover bar show them. */
export const THREAD_ACTIONS: readonly ThreadActionDefinition[] = [
  {
    id: 'archive',
    label: a.archive,
    shortcut: 'archive',
    command: 'remove_from_inbox',
    toast: t.threadArchived,
    appliesTo: every((thread) => notTrashed(thread) && !thread.isSpam && isInInbox(thread)),
  },
  {
    id: 'moveToInbox',
    label: a.moveToInbox,
    command: 'move_to_inbox',
    toast: t.threadReturned,
    appliesTo: every((thread) => notTrashed(thread) && !thread.isSpam && !isInInbox(thread)),
  },
  {
    // A selection of read and unread threads can be marked either way.
    id: 'markRead',
    label: a.markRead,
    shortcut: 'mark_read',
    command: 'mark_read',
    toast: t.markedAsRead,
    appliesTo: some(isUnread),
  },
  {
    id: 'markUnread',
    label: a.markUnread,
    shortcut: 'mark_unread',
    command: 'mark_unread',
    toast: t.markedAsUnread,
    appliesTo: some((thread) => !isUnread(thread)),
  },
  {
    id: 'star',
    label: a.star,
    shortcut: 'star',
    command: 'star',
    toast: t.starred,
    appliesTo: (threads) => every(notTrashed)(threads) && threads.some((thread) => !thread.is_starred),
  },
  {
    id: 'unstar',
    label: a.unstar,
    shortcut: 'star',
    command: 'star',
    toast: t.unstarred,
    appliesTo: every((thread) => notTrashed(thread) && thread.is_starred),
  },
  {
    id: 'spam',
    label: a.spam,
    shortcut: 'spam',
    command: 'spam',
    toast: t.markedAsSpam,
    appliesTo: every((thread) => notTrashed(thread) && !thread.isSpam),
  },
  {
    id: 'notSpam',
    label: a.notSpam,
    shortcut: 'spam',
    command: 'spam',
    toast: t.markedAsNotSpam,
    appliesTo: every((thread) => thread.isSpam),
  },
  {
    id: 'snooze',
    label: a.snooze,
    shortcut: 'snooze',
    command: 'snooze',
    appliesTo: every((thread) => notTrashed(thread) && !thread.isSpam),
  },
  {
    id: 'labels',
    label: messages.shell.sidebar.labels,
    shortcut: 'labels',
    command: 'labels',
    toast: t.labelAdded,
    appliesTo: every(notTrashed),
  },
  {
    id: 'channels',
    label: messages.shell.sidebar.channels,
    shortcut: 'channels',
    command: 'channels',
    toast: t.channelAdded,
    appliesTo: every(notTrashed),
  },
  {
    // Dropping rows on a category split's tab (its toast names the split).
    id: 'moveToCategory',
    label: messages.shell.sidebar.inbox,
    appliesTo: every(notTrashed),
  },
  {
    id: 'trash',
    label: a.trash,
    shortcut: 'trash',
    command: 'trash',
    toast: t.movedToTrash,
    appliesTo: every(notTrashed),
  },
  {
    id: 'restore',
    label: a.untrash,
    shortcut: 'trash',
    command: 'trash',
    toast: t.threadReturned,
    appliesTo: every((thread) => thread.trashed_date !== null),
  },
  {
    id: 'deletePermanently',
    label: a.deletePermanently,
    appliesTo: every((thread) => thread.trashed_date !== null),
  },
  {
    id: 'reply',
    label: shortcutLabel('reply'),
    shortcut: 'reply',
    command: 'reply',
    appliesTo: (threads) => threads.length === 1 && notTrashed(threads[0]!),
  },
  {
    id: 'replyAll',
    label: shortcutLabel('reply_all'),
    shortcut: 'reply_all',
    command: 'reply_all',
    appliesTo: (threads) => threads.length === 1 && notTrashed(threads[0]!),
  },
  {
    id: 'forward',
    label: shortcutLabel('forward'),
    shortcut: 'forward',
    command: 'forward',
    appliesTo: (threads) => threads.length === 1 && notTrashed(threads[0]!),
  },
];

function shortcutLabel(id: string): string {
  return SHORTCUTS.find((shortcut) => shortcut.id === id)?.label ?? id;
}

export function threadAction(id: ThreadActionId): ThreadActionDefinition {
  const action = THREAD_ACTIONS.find((candidate) => candidate.id === id);
  if (!action) throw new Error(`Unknown thread action ${id}`);
  return action;
}

/** The first key sequence of an action's shortcut, as the command menu shows it (['shift+i']). */
export function actionKeys(action: ThreadActionDefinition): readonly string[] | undefined {
  if (!action.shortcut) return undefined;
  return SHORTCUTS.find((shortcut) => shortcut.id === action.shortcut)?.keys[0];
}

/**
 * What a key (a domain shortcut id) does to these threads: the toggles (star, spam, trash) pick their
 * side from the threads' state; null when nothing applies.
 */
export function actionForShortcut(
  shortcut: string,
  threads: readonly ThreadListRow[],
): ThreadActionId | null {
  const candidates = THREAD_ACTIONS.filter((action) => action.shortcut === shortcut);
  return candidates.find((action) => action.appliesTo(threads))?.id ?? null;
}

/** The actions the command menu offers for these threads, one per command id. */
export function commandActions(threads: readonly ThreadListRow[]): ThreadActionDefinition[] {
  const seen = new Set<string>();
  const result: ThreadActionDefinition[] = [];
  for (const action of THREAD_ACTIONS) {
    if (!action.command || seen.has(action.command)) continue;
    if (!action.appliesTo(threads)) continue;
    seen.add(action.command);
    result.push(action);
  }
  return result;
}

/** The actions the selection bar can show (the list's buttons), and the subset a row shows on hover. */
const BAR_ACTIONS: ReadonlySet<ThreadActionId> = new Set<ThreadListAction>([
  'archive',
  'moveToInbox',
  'markRead',
  'markUnread',
  'star',
  'unstar',
  'spam',
  'notSpam',
  'snooze',
  'labels',
  'channels',
  'trash',
  'restore',
  'deletePermanently',
]);
const ROW_ACTIONS: ReadonlySet<ThreadActionId> = new Set<ThreadRowAction>([
  'archive',
  'moveToInbox',
  'star',
  'unstar',
  'markRead',
  'markUnread',
  'snooze',
  'trash',
  'restore',
  'deletePermanently',
]);

/**
 * The selection bar's actions for these threads, in order: those that apply to all of them (the same
 * rule as the keys and the command menu). A thread's state says which screen it belongs to (trashed,
 * spam, in the inbox), so Trash offers restore and delete permanently, Spam 'Not spam', All and Sent
 * 'Move to inbox' for what is not in the inbox.
 */
export function selectionActions(
  threads: readonly ThreadListRow[],
): (ThreadActionDefinition & { id: ThreadListAction })[] {
  return THREAD_ACTIONS.filter(
    (action): action is ThreadActionDefinition & { id: ThreadListAction } =>
      BAR_ACTIONS.has(action.id) && action.appliesTo(threads),
  );
}

/** The quick actions a row offers on hover: the row's share of the selection bar's. */
export function rowActions(thread: ThreadListRow): ThreadRowAction[] {
  return selectionActions([thread]).flatMap((action) =>
    ROW_ACTIONS.has(action.id) ? [action.id as ThreadRowAction] : [],
  );
}
