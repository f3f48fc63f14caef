import { z } from 'zod';
import { CategorySchema } from './enums.js';

/** An inbox split (spec doc 1 section 3). `status` is 'reindexing' while its results are rebuilt. */
export const InboxSplitSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  show_in_category_split: z.boolean(),
  enabled: z.boolean(),
  type: z.enum(['custom', 'category']),
  status: z.literal('reindexing').nullable(),
});
export type InboxSplit = z.infer<typeof InboxSplitSchema>;

/** One entry of the user's `inbox_splits` setting: a category split or a custom split, each enabled or not. */
export const InboxSplitSettingSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('category'), category: CategorySchema, enabled: z.boolean() }),
  z.object({ type: z.literal('custom'), inbox_split_id: z.string().max(128), enabled: z.boolean() }),
]);
export type InboxSplitSetting = z.infer<typeof InboxSplitSettingSchema>;
