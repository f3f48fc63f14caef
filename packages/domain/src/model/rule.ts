import { z } from 'zod';
import { IsoDateTimeSchema } from './common.js';

/** A rule action (spec doc 2 section 3). */
export const RuleActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ADD_TO_CHANNEL'), channel_id: z.string().max(128) }),
  z.object({ type: z.literal('MARK_AS_SPAM') }),
  z.object({ type: z.literal('ADD_LABEL'), label_id: z.string().max(128) }),
  z.object({ type: z.literal('STAR') }),
]);
export type RuleAction = z.infer<typeof RuleActionSchema>;
export type RuleActionType = RuleAction['type'];

/** A rule (filter): a search query and what to do with matching mail. */
export const RuleSchema = z.object({
  id: z.string(),
  query: z.string(),
  actions: z.array(RuleActionSchema),
  apply_to_incoming: z.boolean(),
  bulk_application: z.boolean(),
  created_at: IsoDateTimeSchema,
});
export type Rule = z.infer<typeof RuleSchema>;
