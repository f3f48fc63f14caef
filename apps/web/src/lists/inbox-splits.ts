import {
  type Account,
  type Category,
  type InboxSplit,
  messages,
  type UserSettings,
} from '@switchboard/domain';
import type { SplitTabData } from '@switchboard/ui';

/** The id of the Primary split: always first, it is `/inbox` itself. */
export const PRIMARY_SPLIT = 'primary';

/**
 * The inbox's split strip: Primary first, then the splits the user enabled, in the user's order
 * (categories by name, custom splits by the name of their definition; a custom split whose definition
 * is gone is left out). Unread counts come from the account; without it they read 0.
 */
export function splitTabs(
  settings: Pick<UserSettings, 'inbox_splits'> | undefined,
  account: Pick<Account, 'unread_event_counts'> | undefined,
  definitions: readonly Pick<InboxSplit, 'id' | 'name'>[],
): SplitTabData[] {
  const counts = account?.unread_event_counts;
  const byCategory = (category: Category) => counts?.by_category[category] ?? 0;
  const tabs: SplitTabData[] = [
    {
      id: PRIMARY_SPLIT,
      name: messages.categories.primary,
      unreadCount: byCategory('primary'),
      hasNew: false,
    },
  ];
  for (const setting of settings?.inbox_splits ?? []) {
    if (!setting.enabled) continue;
    if (setting.type === 'category') {
      if (setting.category === 'primary') continue;
      tabs.push({
        id: setting.category,
        name: messages.categories[setting.category],
        unreadCount: byCategory(setting.category),
        hasNew: false,
      });
    } else {
      const definition = definitions.find((split) => split.id === setting.inbox_split_id);
      if (!definition) continue;
      tabs.push({
        id: definition.id,
        name: definition.name,
        unreadCount: counts?.by_inbox_split[definition.id] ?? 0,
        hasNew: false,
      });
    }
  }
  return tabs;
}

/**
 * What Primary lists: the primary category when the user splits the inbox by category, else the
 * whole inbox (nothing is filed elsewhere).
 */
export function primaryCategory(
  settings: Pick<UserSettings, 'inbox_splits'> | undefined,
): 'primary' | undefined {
  const splitsByCategory = settings?.inbox_splits.some(
    (setting) => setting.type === 'category' && setting.category !== 'primary' && setting.enabled,
  );
  return splitsByCategory ? 'primary' : undefined;
}
