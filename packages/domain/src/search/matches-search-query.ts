import { TZDate } from '@date-fns/tz';
import { subDays, subMonths, subYears } from 'date-fns';
import type { Address, Category } from '../model/index.js';
import type { SearchAge, SearchDate, SearchFilter, SearchQuery } from './search-query.js';

/**
 * A flat, denormalised view of a thread: everything search looks at, nothing else. The server builds the
 * same columns for its SQL search; tests and rules build it in memory.
 */
export type SearchableThread = {
  /** Senders of the thread's messages. */
  from: Address[];
  to: Address[];
  cc: Address[];
  bcc: Address[];
  subject: string;
  /** Plain text of the messages, concatenated. */
  text: string;
  /** The shared note (thread description) as plain text; '' when none. */
  shared_note: string;
  /** Label names. */
  labels: string[];
  /** Channel names. */
  channels: string[];
  /**
   * Mailing lists of the thread's messages: the List-Id header (RFC 2919) of each, as received (e.g.
   * `Team news <news.example.com>` or `info@example.com`). Absent or empty when no message came from a list.
   */
  lists?: string[];
  category: Category;
  attachments: { name: string; mime_type: string }[];
  is_unread: boolean;
  is_starred: boolean;
  /** Sent by self. */
  is_sent: boolean;
  in_inbox: boolean;
  is_snoozed: boolean;
  is_trashed: boolean;
  is_spam: boolean;
  is_scheduled: boolean;
  /** Has private comments (discussion messages). */
  has_comment: boolean;
  /** ISO 8601 date-time of the last activity. */
  date: string;
  assignee?: Address | null;
  /** Thread status (`in_progress`, `review`, `closed`, legacy `open`/`resolved`), or null. */
  status?: string | null;
  /** Due date, `yyyy-MM-dd`, or null. */
  due_date?: string | null;
};

/**
 * Context of a match. `now` anchors relative ages and `due:`; `selfEmail` is what `me` means; `timeZone`
 * (IANA, default `UTC`) decides where a calendar day starts for `before:`/`after:`/`due:`.
 */
export type SearchMatchContext = { now: Date; selfEmail: string; timeZone?: string };

/**
 * The reference semantics of a search query; the server's SQL and the rules engine must agree with it.
 * All text comparisons are case-insensitive.
 *
 * - Plain word: substring of the subject, message text, shared note, a sender/recipient name or address,
 *   or an attachment name. Quoted phrase: the same fields, but the phrase (runs of whitespace collapsed) must
 *   stand as whole words (`"art"` does not match "party").
 * - `from:`/`to:`/`cc:`/`bcc:`: substring of a name or address in that list; `me` means exactly `selfEmail`.
 *   `assignee:` likewise on the assignee.
 * - `+word`: parsed as the one-word phrase, so the whole word only ("exact word match", Gmail).
 * - `a AROUND n b`: some field holds the whole words `a` and `b` (either order) at most n words apart
 *   (Gmail, support.google.com/mail/answer/7190); words are runs of letters and digits.
 * - `list:`: substring of a message's List-Id (Gmail: "messages from a mailing list").
 * - `deliveredto:`: substring of a To/Cc/Bcc address or name, `me` exactly `selfEmail` (Gmail's Delivered-To
 *   header names the recipient mailbox; in a shared team mailbox every recipient is one, so any of them counts).
 * - `subject:`, `shared-note:`: substring. `label:`, `channel:`: equal to a label/channel name.
 *   `filename:`: substring of an attachment name (so `filename:pdf` matches the extension or the name).
 * - `is:`/`in:` (equivalent): read, unread, starred, sent (sent by self), inbox, snoozed, trash, spam,
 *   scheduled; `is:assigned`/`is:unassigned` test the assignee. `category:` is equality.
 * - `has:`: attachment (any), image (a `image/*` mime type), shared-note (non-blank), channel (any),
 *   comment (private comments).
 * - `older_than:Nu` = last activity strictly before now minus N days/months/years (calendar arithmetic in
 *   `timeZone`); `newer_than:Nu` = at or after it (the complement).
 * - `before:`/`older:` day = last activity strictly before that day's start in `timeZone`;
 *   `after:`/`newer:` day = at or after that day's start (so the day itself is included).
 * - `status:none` = no status; `status:x` = status x. `due:overdue` = due before today, `due:today`,
 *   `due:week` = today to today + 6 days inclusive, `due:yyyy/mm/dd` = that day ("today" in `timeZone`).
 *   A thread without a due date matches none of them.
 * - An unparseable `date` matches no date filter.
 */
export function matchesSearchQuery(
  query: SearchQuery,
  thread: SearchableThread,
  ctx: SearchMatchContext,
): boolean {
  switch (query.type) {
    case 'and':
      return query.terms.every((term) => matchesSearchQuery(term, thread, ctx));
    case 'or':
      return query.terms.some((term) => matchesSearchQuery(term, thread, ctx));
    case 'not':
      return !matchesSearchQuery(query.term, thread, ctx);
    case 'text':
      return query.exact ? matchesPhrase(query.value, thread) : matchesWord(query.value, thread);
    case 'around':
      return someTextField(thread, (field) => wordsNear(field, query.left, query.right, query.distance));
    case 'filter':
      return matchesFilter(query, thread, ctx);
  }
}

/** Whether `test` holds for one of the fields plain text searches: subject, text, note, people, file names. */
function someTextField(thread: SearchableThread, test: (field: string) => boolean): boolean {
  if (test(thread.subject) || test(thread.text) || test(thread.shared_note)) return true;
  for (const list of [thread.from, thread.to, thread.cc, thread.bcc]) {
    for (const address of list) {
      if (test(address.email) || (address.name !== undefined && test(address.name))) return true;
    }
  }
  return thread.attachments.some((attachment) => test(attachment.name));
}

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

function matchesWord(word: string, thread: SearchableThread): boolean {
  const needle = word.toLowerCase();
  return someTextField(thread, (field) => field.toLowerCase().includes(needle));
}

const phraseCache = new Map<string, RegExp | null>();
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** The whole-word regular expression of a phrase, or null for a blank phrase (which matches everything). */
function phrasePattern(phrase: string): RegExp | null {
  const cached = phraseCache.get(phrase);
  if (cached !== undefined) return cached;
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  let pattern: RegExp | null = null;
  if (words.length > 0) {
    const body = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
    const first = phrase.trim()[0]!;
    const last = phrase.trim().at(-1)!;
    const before = WORD_CHAR.test(first) ? '(?<![\\p{L}\\p{N}])' : '';
    const after = WORD_CHAR.test(last) ? '(?![\\p{L}\\p{N}])' : '';
    pattern = new RegExp(`${before}${body}${after}`, 'iu');
  }
  if (phraseCache.size > 500) phraseCache.clear();
  phraseCache.set(phrase, pattern);
  return pattern;
}

function matchesPhrase(phrase: string, thread: SearchableThread): boolean {
  const pattern = phrasePattern(phrase);
  return pattern === null || someTextField(thread, (field) => pattern.test(field));
}

const WORDS = /[\p{L}\p{N}]+/gu;

/** Whether `field` has the whole words `left` and `right` (lower case) at most `distance` words apart. */
function wordsNear(field: string, left: string, right: string, distance: number): boolean {
  const lefts: number[] = [];
  const rights: number[] = [];
  let position = 0;
  for (const [word] of field.toLowerCase().matchAll(WORDS)) {
    if (word === left) lefts.push(position);
    if (word === right) rights.push(position);
    position += 1;
  }
  return lefts.some((l) => rights.some((r) => r !== l && Math.abs(l - r) <= distance));
}

function matchesAddress(addresses: readonly Address[], value: string, selfEmail: string): boolean {
  if (value.toLowerCase() === 'me') {
    return addresses.some((a) => a.email.toLowerCase() === selfEmail.toLowerCase());
  }
  return addresses.some((a) => contains(a.email, value) || (a.name !== undefined && contains(a.name, value)));
}

const equalsIgnoringCase = (names: readonly string[], value: string) =>
  names.some((name) => name.trim().toLowerCase() === value.trim().toLowerCase());

function threadTime(thread: SearchableThread): number {
  return Date.parse(thread.date);
}

/**
 * Date arithmetic in a time zone is costly (Intl), and a query is matched against many threads with the same
 * context, so the cutoffs are memoised by their inputs.
 */
const cutoffCache = new Map<string, number | string>();
function memo<T extends number | string>(key: string, compute: () => T): T {
  const cached = cutoffCache.get(key);
  if (cached !== undefined) return cached as T;
  const value = compute();
  if (cutoffCache.size > 1000) cutoffCache.clear();
  cutoffCache.set(key, value);
  return value;
}

function ageCutoff(age: SearchAge, ctx: SearchMatchContext): number {
  const timeZone = ctx.timeZone ?? 'UTC';
  return memo(`age|${ctx.now.getTime()}|${timeZone}|${age.n}${age.unit}`, () => {
    const now = new TZDate(ctx.now.getTime(), timeZone);
    const subtract = age.unit === 'd' ? subDays : age.unit === 'm' ? subMonths : subYears;
    return subtract(now, age.n).getTime();
  });
}

function dayStart(date: SearchDate, ctx: SearchMatchContext): number {
  const timeZone = ctx.timeZone ?? 'UTC';
  return memo(`day|${timeZone}|${date.y}-${date.m}-${date.d}`, () =>
    new TZDate(date.y, date.m - 1, date.d, timeZone).getTime(),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd` of the calendar day `offsetDays` after today in the context's time zone. */
function isoDay(ctx: SearchMatchContext, offsetDays: number): string {
  const timeZone = ctx.timeZone ?? 'UTC';
  return memo(`iso|${ctx.now.getTime()}|${timeZone}|${offsetDays}`, () => {
    const today = new TZDate(ctx.now.getTime(), timeZone);
    const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offsetDays));
    return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  });
}

function matchesDue(
  value: Extract<SearchFilter, { name: 'due' }>['value'],
  due: string,
  ctx: SearchMatchContext,
) {
  const today = isoDay(ctx, 0);
  if (value === 'overdue') return due < today;
  if (value === 'today') return due === today;
  if (value === 'week') return due >= today && due <= isoDay(ctx, 6);
  return due === `${String(value.y).padStart(4, '0')}-${pad(value.m)}-${pad(value.d)}`;
}

function matchesFilter(filter: SearchFilter, thread: SearchableThread, ctx: SearchMatchContext): boolean {
  switch (filter.name) {
    case 'from':
    case 'to':
    case 'cc':
    case 'bcc':
      return matchesAddress(thread[filter.name], filter.value, ctx.selfEmail);
    case 'deliveredto':
      return matchesAddress([...thread.to, ...thread.cc, ...thread.bcc], filter.value, ctx.selfEmail);
    case 'list':
      return (thread.lists ?? []).some((list) => contains(list, filter.value));
    case 'assignee':
      return thread.assignee ? matchesAddress([thread.assignee], filter.value, ctx.selfEmail) : false;
    case 'subject':
      return contains(thread.subject, filter.value);
    case 'shared-note':
      return contains(thread.shared_note, filter.value);
    case 'label':
      return equalsIgnoringCase(thread.labels, filter.value);
    case 'channel':
      return equalsIgnoringCase(thread.channels, filter.value);
    case 'filename':
      return thread.attachments.some((a) => contains(a.name, filter.value));
    case 'category':
      return thread.category === filter.value;
    case 'is':
    case 'in':
      return matchesState(filter.value, thread);
    case 'has':
      return matchesHas(filter.value, thread);
    case 'older_than':
      return threadTime(thread) < ageCutoff(filter.value, ctx);
    case 'newer_than':
      return threadTime(thread) >= ageCutoff(filter.value, ctx);
    case 'before':
    case 'older':
      return threadTime(thread) < dayStart(filter.value, ctx);
    case 'after':
    case 'newer':
      return threadTime(thread) >= dayStart(filter.value, ctx);
    case 'status':
      return filter.value === 'none' ? !thread.status : thread.status === filter.value;
    case 'due': {
      const due = thread.due_date?.slice(0, 10);
      return due ? matchesDue(filter.value, due, ctx) : false;
    }
  }
}

function matchesState(
  value: Extract<SearchFilter, { name: 'is' }>['value'],
  thread: SearchableThread,
): boolean {
  switch (value) {
    case 'read':
      return !thread.is_unread;
    case 'unread':
      return thread.is_unread;
    case 'starred':
      return thread.is_starred;
    case 'sent':
      return thread.is_sent;
    case 'inbox':
      return thread.in_inbox;
    case 'snoozed':
      return thread.is_snoozed;
    case 'trash':
      return thread.is_trashed;
    case 'spam':
      return thread.is_spam;
    case 'scheduled':
      return thread.is_scheduled;
    case 'assigned':
      return Boolean(thread.assignee);
    case 'unassigned':
      return !thread.assignee;
  }
}

function matchesHas(
  value: Extract<SearchFilter, { name: 'has' }>['value'],
  thread: SearchableThread,
): boolean {
  switch (value) {
    case 'attachment':
      return thread.attachments.length > 0;
    case 'image':
      return thread.attachments.some((a) => a.mime_type.toLowerCase().startsWith('image/'));
    case 'shared-note':
      return thread.shared_note.trim() !== '';
    case 'channel':
      return thread.channels.length > 0;
    case 'comment':
      return thread.has_comment;
  }
}
