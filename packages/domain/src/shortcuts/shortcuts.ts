/**
 * A key sequence: one chord per step. A chord is modifiers then a key joined by '+': 'mod+k',
 * 'shift+i', 'g'. `mod` is the platform modifier (Meta on Apple platforms, Control elsewhere).
 * Sequences like `g i` are two steps: ['g', 'i'].
 */
export type KeySequence = readonly string[];

export type ShortcutGroup = 'global' | 'lists' | 'thread' | 'suggestions';

export type Shortcut = {
  id: string;
  group: ShortcutGroup;
  label: string;
  /** Alternative sequences, any of which triggers the shortcut. */
  keys: readonly KeySequence[];
};

/** Every keyboard shortcut of spec doc 2 "Keyboard shortcuts", as data. */
export const SHORTCUTS: readonly Shortcut[] = [
  // Global
  { id: 'command_menu', group: 'global', label: 'Open command menu', keys: [['mod+k']] },
  { id: 'compose', group: 'global', label: 'Compose', keys: [['c']] },
  { id: 'search', group: 'global', label: 'Search', keys: [['/']] },
  { id: 'shortcuts', group: 'global', label: 'Show shortcuts', keys: [['?']] },
  { id: 'settings', group: 'global', label: 'Settings', keys: [['mod+comma']] },
  { id: 'undo', group: 'global', label: 'Undo', keys: [['mod+z'], ['z']] },
  { id: 'send_now', group: 'global', label: 'Send now', keys: [['mod+shift+z']] },
  { id: 'go_inbox', group: 'global', label: 'Go to Inbox', keys: [['g', 'i']] },
  { id: 'go_starred', group: 'global', label: 'Go to Starred', keys: [['g', 's']] },
  { id: 'go_snoozed', group: 'global', label: 'Go to Snoozed', keys: [['g', 'b']] },
  { id: 'go_sent', group: 'global', label: 'Go to Sent', keys: [['g', 't']] },
  { id: 'go_drafts', group: 'global', label: 'Go to Drafts', keys: [['g', 'd']] },
  { id: 'go_all', group: 'global', label: 'Go to All messages', keys: [['g', 'a']] },
  // Lists
  { id: 'list_next', group: 'lists', label: 'Next thread', keys: [['j']] },
  { id: 'list_previous', group: 'lists', label: 'Previous thread', keys: [['k']] },
  { id: 'list_down', group: 'lists', label: 'Move down', keys: [['arrowdown']] },
  { id: 'list_up', group: 'lists', label: 'Move up', keys: [['arrowup']] },
  { id: 'extend_down', group: 'lists', label: 'Extend selection down', keys: [['shift+arrowdown']] },
  { id: 'extend_up', group: 'lists', label: 'Extend selection up', keys: [['shift+arrowup']] },
  { id: 'toggle_selection', group: 'lists', label: 'Toggle selection', keys: [['x'], ['space']] },
  { id: 'select_all', group: 'lists', label: 'Select all', keys: [['mod+a']] },
  { id: 'list_top', group: 'lists', label: 'Go to top', keys: [['g', 'g'], ['mod+arrowup']] },
  { id: 'list_bottom', group: 'lists', label: 'Go to bottom', keys: [['shift+g'], ['mod+arrowdown']] },
  { id: 'open', group: 'lists', label: 'Open', keys: [['o'], ['enter']] },
  { id: 'reply_all', group: 'lists', label: 'Reply all', keys: [['a']] },
  { id: 'reply', group: 'lists', label: 'Reply', keys: [['r']] },
  { id: 'forward', group: 'lists', label: 'Forward', keys: [['f']] },
  { id: 'archive', group: 'lists', label: 'Archive', keys: [['e']] },
  { id: 'mark_read', group: 'lists', label: 'Mark as read', keys: [['shift+i']] },
  { id: 'mark_unread', group: 'lists', label: 'Mark as unread', keys: [['shift+u']] },
  { id: 'spam', group: 'lists', label: 'Spam or not spam', keys: [['!']] },
  { id: 'trash', group: 'lists', label: 'Trash', keys: [['#'], ['backspace'], ['delete']] },
  { id: 'star', group: 'lists', label: 'Star', keys: [['s']] },
  { id: 'labels', group: 'lists', label: 'Labels', keys: [['l']] },
  { id: 'channels', group: 'lists', label: 'Channels', keys: [['shift+c'], ['h']] },
  { id: 'snooze', group: 'lists', label: 'Snooze', keys: [['b']] },
  { id: 'clear_selection', group: 'lists', label: 'Clear selection', keys: [['escape']] },
  { id: 'next_split', group: 'lists', label: 'Next split', keys: [['tab']] },
  { id: 'previous_split', group: 'lists', label: 'Previous split', keys: [['shift+tab']] },
  { id: 'previous_page', group: 'lists', label: 'Previous page', keys: [['g', 'p']] },
  { id: 'next_page', group: 'lists', label: 'Next page', keys: [['g', 'n']] },
  // Thread
  { id: 'newer_message', group: 'thread', label: 'Newer message', keys: [['n'], ['arrowdown']] },
  { id: 'older_message', group: 'thread', label: 'Older message', keys: [['p'], ['arrowup']] },
  { id: 'first_message', group: 'thread', label: 'First message', keys: [['mod+arrowup'], ['g', 'g']] },
  { id: 'last_message', group: 'thread', label: 'Last message', keys: [['mod+arrowdown'], ['shift+g']] },
  { id: 'thread_channels', group: 'thread', label: 'Channels', keys: [['shift+c'], ['h']] },
  { id: 'followers', group: 'thread', label: 'Followers', keys: [['shift+f']] },
  { id: 'toggle_discussion', group: 'thread', label: 'Toggle discussion', keys: [['d'], ['mod+.']] },
  { id: 'send', group: 'thread', label: 'Send', keys: [['mod+enter']] },
  // Suggestion dropdown
  {
    id: 'accept_suggestion',
    group: 'suggestions',
    label: 'Accept suggestion',
    keys: [['tab'], ['arrowright']],
  },
  { id: 'close_suggestions', group: 'suggestions', label: 'Close suggestions', keys: [['escape']] },
];

/** The shortcuts of one group (a matcher is usually built per context: global + lists, global + thread). */
export function shortcutsOf(...groups: ShortcutGroup[]): Shortcut[] {
  return SHORTCUTS.filter((s) => groups.includes(s.group));
}

const KEY_LABELS: Readonly<Record<string, string>> = {
  mod: '⌘',
  shift: '⇧',
  alt: '⌥',
  comma: ',',
  space: 'Space',
  enter: 'Enter',
  escape: 'Esc',
  backspace: 'Backspace',
  delete: 'Delete',
  tab: 'Tab',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
};

/**
 * How a sequence is shown: `['g', 'i']` gives ['G', 'I'] steps, 'mod+k' gives '⌘ K' on Apple platforms and
 * 'Ctrl K' elsewhere.
 */
export function formatKeySequence(sequence: KeySequence, platform: 'mac' | 'other'): string[] {
  return sequence.map((chord) =>
    chord
      .split('+')
      .map((part) => {
        if (part === 'mod') return platform === 'mac' ? '⌘' : 'Ctrl';
        if (part === 'alt' && platform !== 'mac') return 'Alt';
        if (part === 'shift' && platform !== 'mac') return 'Shift';
        return KEY_LABELS[part] ?? part.toUpperCase();
      })
      .join(' '),
  );
}
