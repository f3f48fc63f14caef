/** Reply and forward prefixes of common mail clients, in several languages (`Re:`, `Fwd:`, `AW:`, `SV:`, ...). */
const PREFIX =
  /^\s*(?:(?:re|fw|fwd|aw|wg|sv|vs|antw|rif|tr|enc|odp|r|res|rv|ynt|atb|vl|回复|答复|转发|回覆|轉寄)\s*(?:\[\d+\]|\(\d+\))?\s*[:：]\s*)+/iu;

/**
 * The subject that threads compare: reply and forward prefixes removed (repeatedly, `Re: Fwd: Re:`),
 * whitespace collapsed, lower case. `normalizeSubject('RE: Fwd:  Launch plan') === 'launch plan'`.
 */
export function normalizeSubject(subject: string | null | undefined): string {
  let s = (subject ?? '').replace(/\s+/g, ' ').trim();
  for (;;) {
    const next = s.replace(PREFIX, '').trim();
    if (next === s) break;
    s = next;
  }
  return s.toLowerCase();
}
