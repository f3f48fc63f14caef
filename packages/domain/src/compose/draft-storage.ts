import { z } from 'zod';
import { DRAFTS_STORAGE_VERSION } from '../constants/constants.js';
import { type Draft, DraftSchema } from '../model/draft.js';
import { isDraftEmpty } from '../validation/draft.js';

/** The stored value: the version and the drafts by id. */
export const StoredDraftsSchema = z.object({
  version: z.literal(DRAFTS_STORAGE_VERSION),
  drafts: z.record(z.string(), z.unknown()),
});

/**
 * Reads the stored drafts (the JSON text of local storage, or null when nothing is stored). Anything that
 * is not version 1 JSON reads as no drafts; a draft that does not match the schema, or is empty, is dropped
 * ("empty drafts are dropped on restore").
 */
export function parseStoredDrafts(text: string | null): Record<string, Draft> {
  if (text === null) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const stored = StoredDraftsSchema.safeParse(json);
  if (!stored.success) return {};
  const drafts: Record<string, Draft> = {};
  for (const [id, value] of Object.entries(stored.data.drafts)) {
    const draft = DraftSchema.safeParse(value);
    if (draft.success && draft.data.id === id && !isDraftEmpty(draft.data)) drafts[id] = draft.data;
  }
  return drafts;
}

/** The JSON text stored for a set of drafts (version 1). */
export function serializeDrafts(drafts: Readonly<Record<string, Draft>>): string {
  return JSON.stringify({ version: DRAFTS_STORAGE_VERSION, drafts });
}
