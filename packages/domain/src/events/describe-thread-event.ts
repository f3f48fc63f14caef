import type { ThreadEvent } from '../model/index.js';
import { eventTexts } from '../texts/event-texts.js';
import { formatNameList } from './format-name-list.js';
import type { ThreadEventGroup } from './group-thread-events.js';

/**
 * What `describeThreadEvent` needs to name people and channels. Names that cannot be resolved read
 * 'Someone' (users) and 'a channel' (channels); the signed-in user reads 'You' / 'you'.
 */
export type ThreadEventContext = {
  selfId: string;
  userName: (userId: string) => string | null | undefined;
  channelName: (channelId: string) => string | null | undefined;
};

function person(id: string | null, ctx: ThreadEventContext, subject: boolean): string {
  if (id === null) return eventTexts.eventSomeone;
  if (id === ctx.selfId) return subject ? eventTexts.eventYou : eventTexts.eventYouObject;
  return ctx.userName(id) || eventTexts.eventSomeone;
}

const STATUS_LABELS: Record<string, string> = eventTexts.eventStatusLabels;

function formatDueDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = match ? eventTexts.eventMonthsShort[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : value;
}

/** Names added by a recipient_added event: the workspace user and the outside addresses. */
function addedNames(event: ThreadEvent, ctx: ThreadEventContext): string[] {
  const names = event.target_user_id === null ? [] : [person(event.target_user_id, ctx, false)];
  for (const user of event.external_users) names.push(user.name || user.email);
  return names;
}

/**
 * The sentence shown for a thread event (spec doc 1 section 4), e.g. 'Alice set the status to In review',
 * 'Bob joined the discussion', 'You left the discussion'. Unknown event types or statuses, and events missing
 * what they are about, render nothing: `null` (spec doc 2 section 8).
 */
export function describeThreadEvent(event: ThreadEvent, ctx: ThreadEventContext): string | null {
  const actor = person(event.initiator_id, ctx, true);
  switch (event.event_type) {
    case 'title_updated':
      return event.new_title
        ? eventTexts.eventTitleUpdated(actor, event.new_title)
        : eventTexts.eventTitleRemoved(actor);
    case 'thread_status_added': {
      const status = event.new_status && STATUS_LABELS[event.new_status];
      return status ? eventTexts.eventStatusAdded(actor, status) : null;
    }
    case 'thread_status_changed': {
      const from = event.previous_status && STATUS_LABELS[event.previous_status];
      const to = event.new_status && STATUS_LABELS[event.new_status];
      return from && to ? eventTexts.eventStatusChanged(actor, from, to) : null;
    }
    case 'thread_status_removed':
      return eventTexts.eventStatusRemoved(actor);
    case 'due_date_added':
      return event.new_due_date
        ? eventTexts.eventDueDateAdded(actor, formatDueDate(event.new_due_date))
        : null;
    case 'due_date_changed':
      return event.previous_due_date && event.new_due_date
        ? eventTexts.eventDueDateChanged(
            actor,
            formatDueDate(event.previous_due_date),
            formatDueDate(event.new_due_date),
          )
        : null;
    case 'due_date_removed':
      return eventTexts.eventDueDateRemoved(actor);
    case 'description_added':
      return eventTexts.eventDescriptionAdded(actor);
    case 'description_changed':
      return eventTexts.eventDescriptionChanged(actor);
    case 'description_removed':
      return eventTexts.eventDescriptionRemoved(actor);
    case 'assignee_added':
      if (event.target_user_id === null) return null;
      return event.target_user_id === event.initiator_id
        ? eventTexts.eventAssigneeSelf(actor)
        : eventTexts.eventAssigneeAdded(actor, person(event.target_user_id, ctx, false));
    case 'assignee_changed':
      return event.target_user_id === null
        ? null
        : eventTexts.eventAssigneeChanged(
            actor,
            person(event.previous_assignee_id, ctx, false),
            person(event.target_user_id, ctx, false),
          );
    case 'assignee_removed':
      return eventTexts.eventAssigneeRemoved(
        actor,
        person(event.previous_assignee_id ?? event.target_user_id, ctx, false),
      );
    case 'channel_added':
    case 'channel_removed': {
      const channel =
        (event.channel_id && ctx.channelName(event.channel_id)) || eventTexts.eventUnknownChannel;
      return event.event_type === 'channel_added'
        ? eventTexts.eventChannelAdded(actor, channel)
        : eventTexts.eventChannelRemoved(actor, channel);
    }
    case 'recipient_added': {
      const names = addedNames(event, ctx);
      return names.length > 0 ? eventTexts.eventRecipientAdded(actor, formatNameList(names)) : null;
    }
    case 'self_added_as_participant':
      return eventTexts.eventJoinedDiscussion(person(event.target_user_id ?? event.initiator_id, ctx, true));
    case 'discussion_user_removed':
      return event.target_user_id === null || event.target_user_id === event.initiator_id
        ? eventTexts.eventLeftDiscussion(actor)
        : eventTexts.eventRemovedFromDiscussion(actor, person(event.target_user_id, ctx, false));
    default:
      return null;
  }
}

const unique = (names: string[]) => [...new Set(names)];

/**
 * The sentence shown for a group from `groupThreadEvents`: '{names} joined the discussion' for people who
 * joined, '{initiators} added {names}' for added recipients, names joined by `formatNameList`
 * ('A & B', 'A, B & C', 'A & N others').
 */
export function describeThreadEventGroup(group: ThreadEventGroup, ctx: ThreadEventContext): string | null {
  const first = group.events[0];
  if (!first) return null;
  if (first.event_type === 'self_added_as_participant') {
    const names = unique(group.events.map((e) => person(e.target_user_id ?? e.initiator_id, ctx, true)));
    return eventTexts.eventJoinedDiscussion(formatNameList(names));
  }
  const actors = unique(group.events.map((e) => person(e.initiator_id, ctx, true)));
  const added = unique(group.events.flatMap((e) => addedNames(e, ctx)));
  return added.length > 0
    ? eventTexts.eventRecipientAdded(formatNameList(actors), formatNameList(added))
    : null;
}
