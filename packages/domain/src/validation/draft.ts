import type { Draft } from '../model/draft.js';

const ENTITY_SPACE = /&nbsp;|&#160;|\u00a0/g;

/**
 * Whether HTML (or plain text) shows nothing: only tags, line breaks and whitespace. An image or other
 * embedded element counts as content.
 */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video|iframe|hr)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(ENTITY_SPACE, ' ')
      .trim() === ''
  );
}

/** Editor content counts as empty when all inserts are blank (a non-text insert, e.g. an image, is content). */
export function isEditorContentEmpty(ops: readonly { insert?: unknown }[]): boolean {
  return ops.every(
    (op) => op.insert === undefined || (typeof op.insert === 'string' && op.insert.trim() === ''),
  );
}

/** The fields of a draft that decide whether it is empty. */
export type DraftContent = Pick<
  Draft,
  'origin' | 'title' | 'content' | 'recipients' | 'stagedAttachments' | 'committedAttachments'
>;

/**
 * Empty draft: no content, attachments or recipients (spec doc 1 section 5); for replies and forwards the
 * title and recipients are ignored (they are pre-filled). Empty drafts are deleted and dropped on restore.
 */
export function isDraftEmpty(draft: DraftContent): boolean {
  if (!isBlankHtml(draft.content)) return false;
  if (draft.stagedAttachments.length > 0 || draft.committedAttachments.length > 0) return false;
  if (draft.origin === 'reply' || draft.origin === 'forward') return true;
  const { to, cc, bcc } = draft.recipients;
  return draft.title.trim() === '' && to.length + cc.length + bcc.length === 0;
}

/** Trailing empty lines and whitespace are trimmed from composed plain text. */
export function trimTrailingBlankLines(text: string): string {
  return text.replace(/\s+$/u, '');
}

/**
 * The HTML counterpart: drops trailing empty paragraphs (`<p><br></p>`, `<p> </p>`), trailing `<br>`s and
 * whitespace from the editor's HTML.
 */
export function trimTrailingBlankParagraphs(html: string): string {
  const trailing = /(?:\s|&nbsp;|<br\s*\/?>|<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>)+$/i;
  return html.replace(trailing, '');
}
