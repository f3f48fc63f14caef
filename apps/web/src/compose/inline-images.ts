import type { StagedAttachment } from '@switchboard/domain';

const IMG = /<img\b[^>]*>/gi;
const INLINE_ID = /\sdata-inline-id\s*=\s*(["'])([^"']*)\1/i;
const SRC = /\ssrc\s*=\s*(["'])[^"']*\1/i;

/** The `data-inline-id`s of the images a body shows (its images that are uploads of this draft). */
export function inlineIdsOf(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [tag] of html.matchAll(IMG)) {
    const id = INLINE_ID.exec(tag)?.[2];
    if (id) ids.add(id);
  }
  return ids;
}

/**
 * The body as it is sent: each image that is an upload of the draft shows `cid:{staged id}` (the server
 * makes it an inline part and shows it to readers from its own link) instead of its local address, and
 * loses its `data-inline-id`. An image whose upload is not staged keeps no address at all: nothing local
 * (a `blob:` or a signed staging link) ever leaves in a message.
 */
export function bodyForSend(html: string, staged: readonly StagedAttachment[]): string {
  const stagedIdOf = new Map(
    staged.flatMap((a) => (a.inline_id && a.upload_status === 'complete' ? [[a.inline_id, a.id]] : [])),
  );
  return html.replace(IMG, (tag) => {
    const inlineId = INLINE_ID.exec(tag)?.[2];
    if (!inlineId) return tag;
    const stagedId = stagedIdOf.get(inlineId);
    const bare = tag.replace(INLINE_ID, '').replace(SRC, '');
    return stagedId ? bare.replace(/^<img\b/i, `<img src="cid:${stagedId}"`) : bare;
  });
}
