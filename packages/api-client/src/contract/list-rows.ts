import {
  CategorySchema,
  type Contact,
  ContactSchema,
  type InboxItem,
  InboxItemSchema,
  InboxItemTypeSchema,
  IsoDateTimeSchema,
  LastActivitySchema,
  type PageMeta,
  PageMetaSchema,
  type ThreadListRow,
  ThreadListRowSchema,
} from '@switchboard/domain';
import { z } from 'zod';

/*
 * Lean list answers (issue 22). Every list of threads (the inbox, the folders, channel and label lists,
 * search) answers its rows in a compact wire form that the contract's schema turns back into whole rows:
 *
 * - each person (a sender, the last author, the assignee) is sent once per page, in the answer's
 *   `contacts`, and a row names them by their place in that list (`senders: [0, 3]`);
 * - a field that holds its usual value is left out (null, false, 0, an empty list; a thread's one
 *   message, the primary category, a public last activity, an inbox item of a new message);
 * - the two dates every row has (`last_activity.date`, an inbox item's `initial_date`) are numbers
 *   (milliseconds since 1970, UTC) when that gives back the exact ISO string;
 * - an inbox item's `thread.inbox_event_id` is left out when it is the item's own `id`.
 *
 * The server writes an answer with `encodeListAnswer(endpoint.response, page)`; the client's parse of
 * `endpoint.response` (a zod pipe) gives whole `ThreadListRow`s / `InboxItem`s back, so the app's types
 * are those of the domain. A reference to a contact the page does not carry breaks the contract.
 */

/** A person on the wire of a list answer: sent once per page; no picture and no name are left out. */
export const ListContactSchema = ContactSchema.extend({
  display_name: z.string().nullable().default(null),
  picture_url: z.string().nullable().default(null),
});

/** A row's reference to a person: the place of that person in the answer's `contacts`. */
export const ContactRefSchema = z.number().int().nonnegative();

/** A date every row has: milliseconds since 1970 (UTC), or the ISO string when a number would change it. */
export const ListDateSchema = z.union([z.number().int(), IsoDateTimeSchema]);

/** A `ThreadListRow` as a list answer sends it (see above); the contract's parse gives the whole row. */
export const ThreadListRowWireSchema = ThreadListRowSchema.extend({
  category: CategorySchema.default('primary'),
  senders: z.array(ContactRefSchema),
  assignee: ContactRefSchema.nullable().default(null),
  last_activity: LastActivitySchema.extend({
    date: ListDateSchema,
    author: ContactRefSchema,
    is_private: z.boolean().default(false),
  }),
  number_of_messages: z.number().int().nonnegative().default(1),
});
export type ThreadListRowWire = z.input<typeof ThreadListRowWireSchema>;

/** An `InboxItem` as the inbox sends it; `thread.inbox_event_id` left out means the item's own `id`. */
export const InboxItemWireSchema = InboxItemSchema.extend({
  type: InboxItemTypeSchema.default('message_added'),
  thread: ThreadListRowWireSchema.extend({ inbox_event_id: z.string().nullable().optional() }),
  initial_date: ListDateSchema,
});
export type InboxItemWire = z.input<typeof InboxItemWireSchema>;

type DefaultValue = string | number | boolean | null | readonly [];

/** Each field of an object schema that has a default, with that default (a scalar or an empty list). */
function defaultsOf(schema: z.ZodObject): [string, DefaultValue][] {
  const out: [string, DefaultValue][] = [];
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(undefined);
    if (!parsed.success || parsed.data === undefined) continue;
    const value = parsed.data;
    if (Array.isArray(value) && value.length === 0) out.push([key, []]);
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      out.push([key, value as DefaultValue]);
    else throw new Error(`list-rows: the default of ${key} is neither a scalar nor an empty list`);
  }
  return out;
}

const ROW_DEFAULTS = defaultsOf(ThreadListRowWireSchema);
const ITEM_DEFAULTS = defaultsOf(InboxItemWireSchema);
const CONTACT_DEFAULTS = defaultsOf(ListContactSchema);

/** Drops, in place, the fields of `value` that hold their default. */
function dropDefaults(value: Record<string, unknown>, defaults: readonly [string, DefaultValue][]): void {
  for (const [key, usual] of defaults) {
    const field = value[key];
    if (Array.isArray(usual) ? Array.isArray(field) && field.length === 0 : field === usual)
      delete value[key];
  }
}

function encodeDate(iso: string): number | string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) && new Date(ms).toISOString() === iso ? ms : iso;
}

function decodeDate(value: number | string): string {
  return typeof value === 'number' ? new Date(value).toISOString() : value;
}

/** The contacts of one answer, in order of first use; each person is sent once. */
class ContactTable {
  readonly list: Record<string, unknown>[] = [];
  private readonly places = new Map<string, number>();

  ref(contact: Contact): number {
    // Keyed by everything sent: the same id named differently on two threads stays two entries.
    const key = JSON.stringify([
      contact.id,
      contact.type,
      contact.email,
      contact.display_name,
      contact.picture_url,
    ]);
    let place = this.places.get(key);
    if (place === undefined) {
      place = this.list.length;
      this.places.set(key, place);
      const wire: Record<string, unknown> = {
        id: contact.id,
        type: contact.type,
        email: contact.email,
        display_name: contact.display_name,
        picture_url: contact.picture_url,
      };
      dropDefaults(wire, CONTACT_DEFAULTS);
      this.list.push(wire);
    }
    return place;
  }
}

function encodeRow(row: ThreadListRow, contacts: ContactTable): Record<string, unknown> {
  const activity = row.last_activity;
  const wire: Record<string, unknown> = {
    ...row,
    senders: row.senders.map((contact) => contacts.ref(contact)),
    assignee: row.assignee ? contacts.ref(row.assignee) : null,
    last_activity: {
      date: encodeDate(activity.date),
      message_id: activity.message_id,
      snippet: activity.snippet,
      author: contacts.ref(activity.author),
      ...(activity.is_private ? { is_private: true } : {}),
    },
    // A row's files are their names (a whole Thread passed as a row carries more).
    attachments: row.attachments.map(({ id, name }) => ({ id, name })),
  };
  // What only the open thread carries never goes into a list (a whole Thread is a row too).
  for (const key of THREAD_ONLY_FIELDS) delete wire[key];
  dropDefaults(wire, ROW_DEFAULTS);
  return wire;
}

const THREAD_ONLY_FIELDS = [
  'description',
  'followers',
  'recipients',
  'next_message_recipients',
  'private_senders',
] as const;

function encodeItem(item: InboxItem, contacts: ContactTable): Record<string, unknown> {
  const thread = encodeRow(item.thread, contacts);
  if (thread.inbox_event_id === item.id) delete thread.inbox_event_id;
  else if (!('inbox_event_id' in thread)) thread.inbox_event_id = null;
  const wire: Record<string, unknown> = {
    ...item,
    thread,
    initial_date: encodeDate(item.initial_date),
  };
  dropDefaults(wire, ITEM_DEFAULTS);
  return wire;
}

/** Reports a reference to a contact the answer does not carry, at `path` (from the answer's root). */
type Issue = (path: (string | number)[], message: string) => void;

function missing(issue: Issue, path: (string | number)[], place: number): undefined {
  issue(path, `No contact ${place} in this answer's contacts`);
  return undefined;
}

/*
 * Decoding works in place on what the wire schema's parse gave: fresh objects (zod's object and array
 * parses build new ones), so the answer's JSON is never touched and no row is copied.
 */
function decodeRow(
  row: z.output<typeof ThreadListRowWireSchema>,
  contacts: readonly Contact[],
  path: (string | number)[],
  issue: Issue,
): ThreadListRow {
  const whole = row as unknown as Writable<ThreadListRow>;
  const senders = row.senders as unknown as (Contact | undefined)[];
  for (let index = 0; index < senders.length; index += 1) {
    const place = row.senders[index] as number;
    senders[index] = contacts[place] ?? missing(issue, [...path, 'senders', index], place);
  }
  if (row.assignee !== null)
    whole.assignee = contacts[row.assignee] ?? (missing(issue, [...path, 'assignee'], row.assignee) as never);
  const activity = row.last_activity;
  const wholeActivity = activity as unknown as Writable<ThreadListRow['last_activity']>;
  wholeActivity.author =
    contacts[activity.author] ??
    (missing(issue, [...path, 'last_activity', 'author'], activity.author) as never);
  wholeActivity.date = decodeDate(activity.date);
  return whole;
}

function decodeItem(
  item: z.output<typeof InboxItemWireSchema>,
  contacts: readonly Contact[],
  path: (string | number)[],
  issue: Issue,
): InboxItem {
  const thread = item.thread;
  if (thread.inbox_event_id === undefined) thread.inbox_event_id = item.id;
  const whole = item as unknown as Writable<InboxItem>;
  whole.initial_date = decodeDate(item.initial_date);
  whole.thread = decodeRow(
    thread as z.output<typeof ThreadListRowWireSchema>,
    contacts,
    [...path, 'thread'],
    issue,
  );
  return whole;
}

type Writable<T> = { -readonly [K in keyof T]: T[K] };

type Encoder = (answer: { data: unknown[] }) => unknown;
const encoders = new WeakMap<z.ZodType, Encoder>();

/**
 * The answer schema of a list of threads: `{ data, meta, contacts }` on the wire, `{ data, meta }` of whole
 * items once parsed.
 */
function listAnswerSchema<TWire extends z.ZodType, TItem, TMeta extends z.ZodType>(
  wireItem: TWire,
  meta: TMeta,
  decode: (
    item: z.output<TWire>,
    contacts: readonly Contact[],
    path: (string | number)[],
    issue: Issue,
  ) => TItem,
  encode: (item: TItem, contacts: ContactTable) => Record<string, unknown>,
) {
  const schema = z
    .object({
      data: z.array(wireItem),
      meta,
      contacts: z.array(ListContactSchema).default(() => []),
    })
    .transform((answer, ctx): { data: TItem[]; meta: z.output<TMeta> } => {
      let broken = false;
      const issue: Issue = (path, message) => {
        broken = true;
        ctx.addIssue({ code: 'custom', path, message, input: answer });
      };
      const data = answer.data.map((item, index) => decode(item, answer.contacts, ['data', index], issue));
      // (The generic object type hides `meta`; it is there, parsed by `meta`.)
      return broken ? z.NEVER : { data, meta: (answer as unknown as { meta: z.output<TMeta> }).meta };
    });
  encoders.set(schema, (answer) => {
    const contacts = new ContactTable();
    const data = (answer.data as TItem[]).map((item) => encode(item, contacts));
    return { ...answer, data, contacts: contacts.list };
  });
  return schema;
}

/** A page of `ThreadListRow`s (the folders, channel and label lists, search). */
export const ThreadRowsPageSchema = listAnswerSchema(
  ThreadListRowWireSchema,
  PageMetaSchema,
  decodeRow,
  encodeRow,
);
export type ThreadRowsPage = { data: ThreadListRow[]; meta: PageMeta };

/** A page of `InboxItem`s (the inbox and its splits). */
export const InboxItemsPageSchema = listAnswerSchema(
  InboxItemWireSchema,
  PageMetaSchema,
  decodeItem,
  encodeItem,
);
export type InboxItemsPage = { data: InboxItem[]; meta: PageMeta };

/** The channel wizard's live search: the first rows and how many match in all. */
export const ThreadSearchResultSchema = listAnswerSchema(
  ThreadListRowWireSchema,
  z.object({
    total_count: z.number().int().nonnegative(),
    returned_count: z.number().int().nonnegative(),
  }),
  decodeRow,
  encodeRow,
);
export type ThreadSearchResult = z.output<typeof ThreadSearchResultSchema>;

/**
 * The wire form of an answer of `response` (an endpoint's response schema): a list of threads' whole rows
 * become the lean form above; any other answer is returned as it is. The server sends what this gives.
 */
export function encodeListAnswer(response: z.ZodType, answer: unknown): unknown {
  const encode = encoders.get(response);
  return encode && answer !== undefined ? encode(answer as { data: unknown[] }) : answer;
}

/** Whether `response` is the schema of a lean list answer (its handler answers whole rows). */
export function isListAnswerSchema(response: z.ZodType): boolean {
  return encoders.has(response);
}

/**
 * What a server handler answers for a response schema: the whole rows for a list of threads (the server
 * sends them through `encodeListAnswer`), the schema's input for any other call.
 */
export type HandlerAnswer<TResponse extends z.ZodType> =
  TResponse extends z.ZodPipe<z.ZodType, z.ZodTransform> ? z.output<TResponse> : z.input<TResponse>;
