import {
  type Contact,
  forwardedHeaderLines,
  messages,
  type ThreadOrigin as Origin,
} from '@switchboard/domain';
import { ForwardedMessage, OriginCard } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { contactName } from '../lists/thread-row-from-inbox-item';
import { MailBody } from '../mail/MailBody';
import { useQueries } from '../queries';
import { currentTimeZone } from '../use-time-zone';

const person = (c: Contact) => ({ name: c.display_name, email: c.email });

/**
 * The origin card at the top of a thread that forwards or replies to another one. A forward shows the
 * messages it forwards ('---------- Forwarded message ---------', From, Date, Subject, To, the body), which
 * its recipients can read although they cannot open the origin thread; 'View full thread' only for those
 * who can.
 */
export function ThreadOrigin({ threadId, origin }: { threadId: string; origin: Origin }) {
  const queries = useQueries();
  const { data: originThread } = useQuery({ ...queries.thread(origin.thread_id), retry: false });
  const { data: referenced } = useQuery(queries.referencedMessages(threadId));
  const forwarded = origin.type === 'forward' ? (referenced?.data ?? []) : [];
  if (!originThread && forwarded.length === 0) return null;
  const timeZone = currentTimeZone();
  return (
    <OriginCard
      type={origin.type}
      title={originThread?.title ?? forwarded.at(-1)?.subject ?? messages.thread.titlePlaceholder}
      messageCount={forwarded.length > 0 ? forwarded.length : (originThread?.number_of_messages ?? 0)}
      snippet={forwarded.length > 0 ? undefined : originThread?.last_activity.snippet}
      href={originThread ? `/threads/${encodeURIComponent(origin.thread_id)}` : undefined}
    >
      {forwarded.map((m) => (
        <ForwardedMessage
          key={m.id}
          lines={forwardedHeaderLines(
            {
              from: person(m.sender),
              date: m.creation_date,
              subject: m.subject ?? null,
              to: m.recipients.to.map(person),
              cc: m.recipients.cc.map(person),
            },
            timeZone,
          )}
          body={
            <MailBody
              html={m.body}
              allowRemoteImages={false}
              title={messages.thread.messageFrom(contactName(m.sender))}
            />
          }
        />
      ))}
    </OriginCard>
  );
}
