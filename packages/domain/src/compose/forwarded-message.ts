import { coreMessages } from '../texts/messages.js';

/** A person as a forwarded header names them. */
export interface ForwardedPerson {
  name: string | null;
  email: string;
}

/** The message a forward carries, as its header block shows it. */
export interface ForwardedMessageHeaderInput {
  from: ForwardedPerson;
  /** When it was sent (ISO string or Date). */
  date: string | Date;
  subject: string | null;
  to: readonly ForwardedPerson[];
  cc?: readonly ForwardedPerson[];
}

/** One line of the header block: its label ('From') and its value. */
export interface ForwardedHeaderLine {
  label: string;
  value: string;
}

/** 'Ada Lovelace <ada@example.com>', or the bare address when there is no other name. */
export function formatForwardedPerson(person: ForwardedPerson): string {
  const name = person.name?.trim();
  return name && name.toLowerCase() !== person.email.toLowerCase()
    ? `${name} <${person.email}>`
    : person.email;
}

/** The Date line as Gmail writes it: 'Thu, Nov 26, 2026 at 2:34 PM', in the given time zone. */
export function formatForwardedDate(date: string | Date, timeZone: string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(d);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(d);
  // Some ICU versions put a narrow no-break space before AM/PM: a plain one reads the same everywhere.
  return `${day} ${coreMessages.compose.forwarded.at} ${time}`.replace(/\u202f/g, ' ');
}

/**
 * The header block above a forwarded message ("---------- Forwarded message ---------" then these lines):
 * From, Date, Subject, To, and Cc when there is one. A missing subject is '(no subject)'.
 */
export function forwardedHeaderLines(
  input: ForwardedMessageHeaderInput,
  timeZone: string,
): ForwardedHeaderLine[] {
  const t = coreMessages.compose.forwarded;
  const lines: ForwardedHeaderLine[] = [
    { label: t.from, value: formatForwardedPerson(input.from) },
    { label: t.date, value: formatForwardedDate(input.date, timeZone) },
    { label: t.subject, value: input.subject?.trim() || coreMessages.compose.noSubject },
    { label: t.to, value: input.to.map(formatForwardedPerson).join(', ') },
  ];
  if (input.cc && input.cc.length > 0)
    lines.push({ label: t.cc, value: input.cc.map(formatForwardedPerson).join(', ') });
  return lines;
}

/** The plain-text form of the block: the separator line, then 'Label: value' lines. */
export function forwardedHeaderText(input: ForwardedMessageHeaderInput, timeZone: string): string {
  return [
    coreMessages.compose.forwarded.separator,
    ...forwardedHeaderLines(input, timeZone).map((l) => `${l.label}: ${l.value}`),
  ].join('\n');
}
