import { type Category, CategorySchema } from '../model/enums.js';
import type { InboxSplit, InboxSplitSetting } from '../model/inbox-split.js';

/** A split as the Split Inboxes dialog lists it: a category or a custom split, enabled or not. */
export type SplitSettingRow =
  | { type: 'category'; category: Exclude<Category, 'primary'>; enabled: boolean }
  | {
      type: 'custom';
      id: string;
      name: string;
      query: string;
      showInCategorySplit: boolean;
      enabled: boolean;
      isReindexing: boolean;
    };

/** The key of one split in the user's `inbox_splits` setting. */
export type SplitKey = { type: 'category'; category: Category } | { type: 'custom'; id: string };

const sameKey = (setting: InboxSplitSetting, key: SplitKey) =>
  setting.type === 'category'
    ? key.type === 'category' && setting.category === key.category
    : key.type === 'custom' && setting.inbox_split_id === key.id;

/**
 * The dialog's list: every category but Primary (in the spec's order), then every custom split the user
 * defined (in creation order). A split is enabled when its entry in the setting says so; a custom split
 * with no entry yet reads as enabled (the server enables a split it creates).
 */
export function splitSettingRows(
  settings: readonly InboxSplitSetting[],
  definitions: readonly InboxSplit[],
): SplitSettingRow[] {
  const entry = (key: SplitKey) => settings.find((setting) => sameKey(setting, key));
  const categories = CategorySchema.options.filter(
    (category): category is Exclude<Category, 'primary'> => category !== 'primary',
  );
  return [
    ...categories.map((category) => ({
      type: 'category' as const,
      category,
      enabled: entry({ type: 'category', category })?.enabled ?? false,
    })),
    ...definitions
      .filter((split) => split.type === 'custom')
      .map((split) => ({
        type: 'custom' as const,
        id: split.id,
        name: split.name,
        query: split.query,
        showInCategorySplit: split.show_in_category_split,
        enabled: entry({ type: 'custom', id: split.id })?.enabled ?? true,
        isReindexing: split.status === 'reindexing',
      })),
  ];
}

/**
 * The `inbox_splits` setting with one split switched on or off: its entry changes in place, or is
 * appended at the end (the strip's order is the setting's order).
 */
export function setSplitEnabled(
  settings: readonly InboxSplitSetting[],
  key: SplitKey,
  enabled: boolean,
): InboxSplitSetting[] {
  if (settings.some((setting) => sameKey(setting, key)))
    return settings.map((setting) => (sameKey(setting, key) ? { ...setting, enabled } : setting));
  const added: InboxSplitSetting =
    key.type === 'category'
      ? { type: 'category', category: key.category, enabled }
      : { type: 'custom', inbox_split_id: key.id, enabled };
  return [...settings, added];
}
