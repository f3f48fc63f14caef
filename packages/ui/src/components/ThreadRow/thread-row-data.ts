import type { ThreadStatus } from '@switchboard/domain';

/** A person shown on a row (avatar and name). */
export interface ThreadRowParticipant {
  readonly id: string;
  /** The name as it should be displayed (already chosen: display name or e-mail). */
  readonly name: string;
  readonly pictureUrl?: string | null;
}

/** A channel chip: the channel's name and its colour (`#rrggbb`). */
export interface ThreadRowChannel {
  readonly id: string;
  readonly name: string;
  readonly color: string;
}

/**
 * What the row's date slot shows: the end of a snooze ('Snoozed until …'), the send date of a
 * scheduled message, or the date of the last message. `date` is an ISO 8601 string.
 */
export interface ThreadRowDateSlot {
  readonly kind: 'snoozed' | 'scheduled' | 'last';
  readonly date: string;
}

/** Quick actions offered on hover (and in the row's keyboard reach). */
export type ThreadRowAction =
  | 'archive'
  | 'moveToInbox'
  | 'star'
  | 'unstar'
  | 'markRead'
  | 'markUnread'
  | 'snooze'
  | 'trash'
  | 'restore'
  | 'deletePermanently';

/**
 * Every action on threads a list shows as a button: the row's quick actions and the selection bar's
 * (which also marks spam or not spam and adds labels or channels).
 */
export type ThreadListAction = ThreadRowAction | 'spam' | 'notSpam' | 'labels' | 'channels';

/** The presentational view model of one thread list row. */
export interface ThreadRowData {
  readonly id: string;
  /** Everyone shown on the row, most relevant first; the row shows up to the domain's avatar maximum. */
  readonly participants: readonly ThreadRowParticipant[];
  readonly isUnread: boolean;
  readonly isDraft: boolean;
  readonly isStarred: boolean;
  readonly isTrashed: boolean;
  /** Whether the thread is in the inbox (archive offered) or not (move to inbox offered). */
  readonly isInInbox: boolean;
  /**
   * The quick actions the row offers on hover, in order, when the app decides which apply; without
   * it, they follow from the row's state (`rowActions`).
   */
  readonly actions?: readonly ThreadRowAction[];
  readonly channels: readonly ThreadRowChannel[];
  /** The thread's title; null or blank renders as '-'. */
  readonly title: string | null;
  readonly snippet: string;
  /** Attachment file names; the row hides those the domain says not to show as chips. */
  readonly attachments: readonly string[];
  readonly status: ThreadStatus | null;
  readonly dateSlot: ThreadRowDateSlot;
  /** A change made to it offline waits to be sent: the row shows a pending mark (icon and its text). */
  readonly isPending?: boolean;
}
