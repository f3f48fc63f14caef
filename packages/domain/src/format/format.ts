import { TZDate } from '@date-fns/tz';
import { differenceInMinutes, format, isSameDay, isSameYear } from 'date-fns';
import { graphemeLength, sliceGraphemes, truncateGraphemes } from '../characters/graphemes.js';
import {
  DESCRIPTION_SNIPPET_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_TRUNCATED_LENGTH,
  DRAFT_SNIPPET_LENGTH,
  EMAIL_LOCAL_PART_MAX_LENGTH,
  SEARCH_TITLE_MAX_LENGTH,
} from '../constants/constants.js';
import { coreMessages } from '../texts/messages.js';

const ELLIPSIS = '…';

/** File size: bytes as 'B', kilobytes without decimals, megabytes and gigabytes with 2 decimals. */
export function formatFileSize(bytes: number): string {
  const size = Math.max(0, bytes);
  if (size < 1024) return `${Math.round(size)} B`;
  if (size < 1024 ** 2) return `${Math.round(size / 1024)} KB`;
  if (size < 1024 ** 3) return `${(size / 1024 ** 2).toFixed(2)} MB`;
  return `${(size / 1024 ** 3).toFixed(2)} GB`;
}

/** Displayed names over 50 characters are cut to 30 plus an ellipsis (characters as a person counts them). */
export function truncateDisplayName(name: string): string {
  return truncateGraphemes(name, DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_TRUNCATED_LENGTH);
}

/** The local part of an address (before '@') is cut at 30 characters plus an ellipsis. */
export function truncateEmailLocalPart(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at);
  if (graphemeLength(local) <= EMAIL_LOCAL_PART_MAX_LENGTH) return email;
  return `${sliceGraphemes(local, EMAIL_LOCAL_PART_MAX_LENGTH)}${ELLIPSIS}${domain}`;
}

/** The search title shown for a query, cut at 50 characters. */
export function truncateSearchTitle(query: string): string {
  return truncateGraphemes(query, SEARCH_TITLE_MAX_LENGTH);
}

/** Pagination label: 'start - end of total', or 'start - end of many' when the total is unknown. */
export function paginationLabel(p: { start: number; end: number; total: number | null }): string {
  return p.total === null
    ? coreMessages.pagination.rangeOfMany(p.start, p.end)
    : coreMessages.pagination.range(p.start, p.end, p.total);
}

/** Plain text of HTML: tags removed, common entities decoded, whitespace collapsed. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A draft's snippet: its plain text, at most 50 characters. */
export function draftSnippet(content: string): string {
  return sliceGraphemes(htmlToPlainText(content), DRAFT_SNIPPET_LENGTH);
}

/** A shared note's snippet: its plain text, at most 100 characters. */
export function descriptionSnippet(description: string): string {
  return sliceGraphemes(htmlToPlainText(description), DESCRIPTION_SNIPPET_LENGTH);
}

/**
 * A date relative to now in the given time zone: minutes under 2 hours ('just now', '12 min ago', 'in 5 min'),
 * the time on the same day ('3:45 PM'), 'MMM d' in the same year, else 'MMM d, yyyy'.
 */
export function formatRelativeDate(date: string | Date, ctx: { now: Date; timeZone: string }): string {
  const when = new TZDate(new Date(date).getTime(), ctx.timeZone);
  const now = new TZDate(ctx.now.getTime(), ctx.timeZone);
  const minutes = differenceInMinutes(now, when);
  const r = coreMessages.relativeDate;
  if (Math.abs(minutes) < 120) {
    if (minutes === 0) return r.justNow;
    return minutes > 0 ? r.minutesAgo(minutes) : r.inMinutes(-minutes);
  }
  if (isSameDay(when, now)) return format(when, 'h:mm a');
  if (isSameYear(when, now)) return format(when, 'MMM d');
  return format(when, 'MMM d, yyyy');
}
