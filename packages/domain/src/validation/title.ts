/**
 * Reply title: prefix 'Re: ' unless it already starts with 're:' (case-insensitive). A null title reads
 * as empty, giving 'Re: '.
 */
export function replyTitle(title: string | null): string {
  const text = title ?? '';
  return text.trimStart().toLowerCase().startsWith('re:') ? text : `Re: ${text}`;
}

/**
 * Forward title: prefix 'Fwd: ' once, unless it already starts with 'fwd:' (case-insensitive), so a forward
 * of a forward never reads 'Fwd: Fwd:' (the reply rule's twin; docs/DECISIONS.md). A null title reads as
 * empty, giving 'Fwd: '.
 */
export function forwardTitle(title: string | null): string {
  const text = title ?? '';
  return text.trimStart().toLowerCase().startsWith('fwd:') ? text : `Fwd: ${text}`;
}

/** A blank title becomes null; otherwise the title trimmed. */
export function normalizeTitle(title: string | null | undefined): string | null {
  const trimmed = (title ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
