import type { Channel, Contact, InboxItem, ThreadListRow } from '@switchboard/domain';
import type { ThreadRowData, ThreadRowDateSlot } from '@switchboard/ui';

/** How a person is named on a row: the display name, else the address. */
export function contactName(contact: Pick<Contact, 'display_name' | 'email'>): string {
  const name = contact.display_name?.trim();
  return name ? name : contact.email;
}

function dateSlot(thread: ThreadListRow): ThreadRowDateSlot {
  if (thread.snooze_end_date) return { kind: 'snoozed', date: thread.snooze_end_date };
  const scheduled = thread.scheduled_messages_creation_dates
    .map((entry) => entry.scheduled_date)
    .sort()
    .at(0);
  if (scheduled) return { kind: 'scheduled', date: scheduled };
  return { kind: 'last', date: thread.last_activity.date };
}

/**
 * The row of an inbox item: its thread's senders (each once, the latest author first), unread from
 * the inbox event, channels resolved by id (unknown ids are left out), attachment names, date slot.
 * Takes a list row (what every list answers); a whole Thread is one too.
 */
export function threadRowFromThread(
  thread: ThreadListRow,
  {
    isUnread,
    isInInbox,
    channels,
  }: { isUnread: boolean; isInInbox: boolean; channels: ReadonlyMap<string, Channel> },
): ThreadRowData {
  const people = [thread.last_activity.author, ...thread.senders];
  const seen = new Set<string>();
  const participants = people
    .filter((person) => {
      const key = person.email.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((person) => ({ id: person.id, name: contactName(person), pictureUrl: person.picture_url }));
  return {
    id: thread.id,
    participants,
    isUnread,
    isDraft: false,
    isStarred: thread.is_starred,
    isTrashed: thread.trashed_date !== null,
    isInInbox: isInInbox,
    channels: thread.channel_ids.flatMap((id) => {
      const channel = channels.get(id);
      return channel ? [{ id: channel.id, name: channel.name, color: channel.color }] : [];
    }),
    title: thread.title,
    snippet: thread.last_activity.snippet,
    attachments: thread.attachments.map((attachment) => attachment.name),
    status: thread.status,
    dateSlot: dateSlot(thread),
  };
}

export function threadRowFromInboxItem(
  item: InboxItem,
  channels: ReadonlyMap<string, Channel>,
): ThreadRowData {
  return threadRowFromThread(item.thread, {
    isUnread: item.thread.inbox_event_is_unread || item.thread.number_of_unread_messages > 0,
    isInInbox: true,
    channels,
  });
}
