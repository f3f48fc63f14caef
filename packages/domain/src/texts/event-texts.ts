/**
 * User-facing texts of thread events (the lines interleaved with messages). Spread into the `messages`
 * catalogue. 'joined the discussion', 'left the discussion' and the name-list forms ('A & B', 'A, B & C',
 * 'A & N others') are the spec's (doc 1 section 4); the other sentences are ours, in the same voice.
 */
export const eventTexts = {
  eventYou: 'You',
  eventYouObject: 'you',
  /** A user id that cannot be resolved (as the reactions text does, spec doc 2 section 8). */
  eventSomeone: 'Someone',
  eventUnknownChannel: 'a channel',
  eventNameListTwo: (a: string, b: string) => `${a} & ${b}`,
  eventNameListThree: (a: string, b: string, c: string) => `${a}, ${b} & ${c}`,
  eventNameListOthers: (first: string, others: number) => `${first} & ${others} others`,
  eventTitleUpdated: (actor: string, title: string) => `${actor} renamed the thread to "${title}"`,
  eventTitleRemoved: (actor: string) => `${actor} removed the title`,
  eventStatusAdded: (actor: string, status: string) => `${actor} set the status to ${status}`,
  eventStatusChanged: (actor: string, from: string, to: string) =>
    `${actor} changed the status from ${from} to ${to}`,
  eventStatusRemoved: (actor: string) => `${actor} removed the status`,
  /** Status names as events show them (spec doc 1 section 4: 'In progress', 'In review'). */
  eventStatusLabels: {
    open: 'Open',
    in_progress: 'In progress',
    review: 'In review',
    resolved: 'Resolved',
    closed: 'Closed',
  },
  eventDueDateAdded: (actor: string, date: string) => `${actor} set the due date to ${date}`,
  eventDueDateChanged: (actor: string, from: string, to: string) =>
    `${actor} changed the due date from ${from} to ${to}`,
  eventDueDateRemoved: (actor: string) => `${actor} removed the due date`,
  eventMonthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  eventDescriptionAdded: (actor: string) => `${actor} added a shared note`,
  eventDescriptionChanged: (actor: string) => `${actor} edited the shared note`,
  eventDescriptionRemoved: (actor: string) => `${actor} removed the shared note`,
  eventAssigneeAdded: (actor: string, assignee: string) => `${actor} assigned the thread to ${assignee}`,
  eventAssigneeSelf: (actor: string) => `${actor} self-assigned the thread`,
  eventAssigneeChanged: (actor: string, from: string, to: string) =>
    `${actor} reassigned the thread from ${from} to ${to}`,
  eventAssigneeRemoved: (actor: string, assignee: string) => `${actor} unassigned ${assignee}`,
  eventChannelAdded: (actor: string, channel: string) => `${actor} added the thread to ${channel}`,
  eventChannelRemoved: (actor: string, channel: string) => `${actor} removed the thread from ${channel}`,
  eventRecipientAdded: (actor: string, names: string) => `${actor} added ${names}`,
  /** Spec doc 1 section 4: "Self-added reads 'joined the discussion'". */
  eventJoinedDiscussion: (actor: string) => `${actor} joined the discussion`,
  /** Spec doc 1 section 4: "removal by self 'left the discussion'". */
  eventLeftDiscussion: (actor: string) => `${actor} left the discussion`,
  eventRemovedFromDiscussion: (actor: string, user: string) => `${actor} removed ${user} from the discussion`,
} as const;
