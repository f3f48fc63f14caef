import { createShortcutMatcher, shortcutsOf } from '@switchboard/domain';
import { shortcutKeyOf } from '../../primitives/Kbd/shortcut-keys';
import type { ListCommand } from './list-navigation';

/** What a key typed in the list asks for. */
export type ListIntent =
  | ListCommand
  | { type: 'open' }
  | { type: 'pagePrevious' }
  | { type: 'pageNext' }
  /**
   * An action key on the selection, or the row under the cursor: the app decides what it does to
   * those threads (s stars or unstars, # trashes or restores) and whether it applies at all.
   */
  | { type: 'shortcut'; id: ListShortcutId };

/** The domain shortcut ids of the list's action keys. */
export type ListShortcutId =
  | 'archive'
  | 'mark_read'
  | 'mark_unread'
  | 'star'
  | 'snooze'
  | 'trash'
  | 'reply'
  | 'reply_all'
  | 'forward'
  | 'spam'
  | 'labels'
  | 'channels';

export interface ListKeyContext {
  /** The key was typed on a row itself (not on a button or checkbox inside it). */
  onRow: boolean;
  hasSelection: boolean;
}

export interface ListKeyEvent {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  timeStamp: number;
}

const ACTION_SHORTCUTS = new Set<string>([
  'archive',
  'mark_read',
  'mark_unread',
  'star',
  'snooze',
  'trash',
  'reply',
  'reply_all',
  'forward',
  'spam',
  'labels',
  'channels',
] satisfies ListShortcutId[]);

function intentOf(id: string, context: ListKeyContext): ListIntent | null {
  switch (id) {
    case 'list_next':
    case 'list_down':
      return { type: 'next' };
    case 'list_previous':
    case 'list_up':
      return { type: 'previous' };
    case 'extend_down':
      return { type: 'extendNext' };
    case 'extend_up':
      return { type: 'extendPrevious' };
    case 'toggle_selection':
      return { type: 'toggle' };
    case 'select_all':
      return { type: 'selectAll' };
    case 'list_top':
      return { type: 'first' };
    case 'list_bottom':
      return { type: 'last' };
    case 'open':
      return context.onRow ? { type: 'open' } : null;
    case 'clear_selection':
      return context.hasSelection ? { type: 'clear' } : null;
    case 'previous_page':
      return { type: 'pagePrevious' };
    case 'next_page':
      return { type: 'pageNext' };
    default:
      return ACTION_SHORTCUTS.has(id) ? { type: 'shortcut', id: id as ListShortcutId } : null;
  }
}

/** Whether this is an Apple platform, where `mod` is Meta. */
export function detectPlatform(): 'mac' | 'other' {
  if (typeof navigator === 'undefined') return 'other';
  return /mac|iphone|ipad|ipod/i.test(navigator.platform || navigator.userAgent) ? 'mac' : 'other';
}

/**
 * A stateful key handler for the thread list over the domain's list shortcuts (spec doc 2
 * "Keyboard shortcuts", Lists). Sequences (`g g`, `g p`, `g n`) are tracked across calls. Split
 * switching (Tab) is left to SplitTabs; keys that are not list shortcuts return null.
 */
export function createListShortcutMatcher(platform: 'mac' | 'other' = detectPlatform()) {
  // The global g-chords (g s, g b, g a...) are known too, so that their second key is not taken for a
  // list key (b: snooze, s: star, a: reply all): they match as themselves, the list ignores them and
  // the app's global handler goes there.
  const bindings = [
    ...shortcutsOf('lists').filter((s) => s.id !== 'next_split' && s.id !== 'previous_split'),
    ...shortcutsOf('global').filter((s) => s.id.startsWith('go_')),
  ];
  const matcher = createShortcutMatcher(bindings, { platform });
  return (event: ListKeyEvent, context: ListKeyContext): ListIntent | null => {
    // Space and Enter on a button or checkbox inside a row belong to that control.
    const key = event.key.toLowerCase();
    if (!context.onRow && (key === ' ' || key === 'enter')) return null;
    const id = matcher.handle(shortcutKeyOf(event));
    return id === null ? null : intentOf(id, context);
  };
}
