import { z } from 'zod';
import { FolderSlugSchema } from './enums.js';

/** A label (spec doc 1 section 3). Colour is `#rrggbb`. */
export const LabelSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
});
export type Label = z.infer<typeof LabelSchema>;

/** A folder with its unread thread count. */
export const FolderSchema = z.object({
  id: z.string(),
  folderType: FolderSlugSchema,
  number_of_unread_threads: z.number().int().nonnegative(),
});
export type Folder = z.infer<typeof FolderSchema>;
