import { InboxItemSchema, ThreadListRowSchema } from '@switchboard/domain';
import type { z } from 'zod';

/** Each field of an object schema that has a default, with that default as JSON. */
function defaultsOf(schema: z.ZodObject): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, field] of Object.entries(schema.shape)) {
    const parsed = (field as z.ZodType).safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) out.set(key, JSON.stringify(parsed.data));
  }
  return out;
}

const ROW_DEFAULTS = defaultsOf(ThreadListRowSchema);
const ITEM_DEFAULTS = defaultsOf(InboxItemSchema);

function withoutDefaults(
  value: Record<string, unknown>,
  defaults: Map<string, string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const usual = defaults.get(key);
    if (usual !== undefined && JSON.stringify(field) === usual) continue;
    out[key] = field;
  }
  return out;
}

/**
 * A list answer as it goes on the wire: each row (`ThreadListRow`, or an inbox item and its row) without
 * the fields that hold their schema's default (null, false, 0, an empty list). Parsing the answer with the
 * contract's schema, as the api-client does, gives the whole rows back. Answers of other schemas pass
 * through unchanged.
 */
export function leanListAnswer(response: z.ZodType, answer: unknown): unknown {
  const element = (response as { shape?: { data?: { element?: unknown } } }).shape?.data?.element;
  if (element !== ThreadListRowSchema && element !== InboxItemSchema) return answer;
  const page = answer as { data: Record<string, unknown>[] };
  return {
    ...page,
    data: page.data.map((row) =>
      element === InboxItemSchema
        ? {
            ...withoutDefaults(row, ITEM_DEFAULTS),
            thread: withoutDefaults(row.thread as Record<string, unknown>, ROW_DEFAULTS),
          }
        : withoutDefaults(row, ROW_DEFAULTS),
    ),
  };
}
