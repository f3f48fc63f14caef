import type { FolderSlug, ThemeName } from '../model/enums.js';
import { coreMessages } from '../texts/messages.js';
import type { KeySequence } from './shortcuts.js';

/** What a command does when chosen. */
export type CommandTarget =
  | { type: 'action'; action: CommandAction }
  | { type: 'folder'; folder: FolderSlug }
  | { type: 'category'; category: 'primary' | 'promotions' | 'social' | 'updates' | 'forums' }
  | { type: 'channel'; channelId: string }
  | { type: 'label'; labelId: string }
  | { type: 'split'; splitId: string }
  | { type: 'settings'; view: 'settings' | 'split_settings' | 'new_split' }
  | { type: 'theme'; theme: ThemeName }
  | { type: 'mode'; mode: 'system' | 'light' | 'dark' };

/** The Actions group's commands (spec doc 1 "Command menu"). */
export type CommandAction =
  | 'remove_from_inbox'
  | 'move_to_inbox'
  | 'mark_read'
  | 'mark_unread'
  | 'star'
  | 'channels'
  | 'participants'
  | 'labels'
  | 'attach'
  | 'spam'
  | 'snooze'
  | 'trash'
  | 'shortcuts'
  | 'edit_custom_split'
  | 'reply'
  | 'reply_all'
  | 'forward'
  | 'thread_summary'
  | 'create_label'
  | 'create_channel';

export type Command = { id: string; label: string; target: CommandTarget; keys?: KeySequence };

export type CommandGroupId =
  | 'actions'
  | 'go_to'
  | 'go_to_channel'
  | 'go_to_label'
  | 'go_to_split'
  | 'go_to_settings'
  | 'theme';

export type CommandGroup = { id: CommandGroupId; label: string; commands: Command[] };

const ACTIONS: readonly [CommandAction, string, KeySequence?][] = [
  ['remove_from_inbox', 'Remove from inbox', ['e']],
  ['move_to_inbox', 'Move to inbox'],
  ['mark_read', 'Mark as read', ['shift+i']],
  ['mark_unread', 'Mark as unread', ['shift+u']],
  ['star', 'Star', ['s']],
  ['channels', 'Channels', ['shift+c']],
  ['participants', 'Participants'],
  ['labels', 'Labels', ['l']],
  ['attach', 'Attach files'],
  ['spam', 'Spam', ['!']],
  ['snooze', 'Snooze', ['b']],
  ['trash', 'Trash', ['#']],
  ['shortcuts', 'Shortcuts', ['?']],
  ['edit_custom_split', 'Edit custom split'],
  ['reply', 'Reply', ['r']],
  ['reply_all', 'Reply all', ['a']],
  ['forward', 'Forward', ['f']],
  ['thread_summary', 'Thread summary'],
  ['create_label', 'Create label'],
  ['create_channel', coreMessages.commandMenu.createChannel],
];

const GO_TO: readonly Command[] = [
  {
    id: 'go_primary',
    label: 'Primary Inbox',
    target: { type: 'category', category: 'primary' },
    keys: ['g', 'i'],
  },
  { id: 'go_promotions', label: 'Promotions Inbox', target: { type: 'category', category: 'promotions' } },
  { id: 'go_social', label: 'Social Inbox', target: { type: 'category', category: 'social' } },
  { id: 'go_updates', label: 'Updates Inbox', target: { type: 'category', category: 'updates' } },
  { id: 'go_forums', label: 'Forums Inbox', target: { type: 'category', category: 'forums' } },
  { id: 'go_starred', label: 'Starred', target: { type: 'folder', folder: 'starred' }, keys: ['g', 's'] },
  { id: 'go_snoozed', label: 'Snoozed', target: { type: 'folder', folder: 'snoozed' }, keys: ['g', 'b'] },
  { id: 'go_all', label: 'All Messages', target: { type: 'folder', folder: 'all' }, keys: ['g', 'a'] },
  { id: 'go_sent', label: 'Sent', target: { type: 'folder', folder: 'sent' }, keys: ['g', 't'] },
  { id: 'go_drafts', label: 'Drafts', target: { type: 'folder', folder: 'drafts' }, keys: ['g', 'd'] },
  { id: 'go_spam', label: 'Spam', target: { type: 'folder', folder: 'spam' } },
  { id: 'go_scheduled', label: 'Scheduled', target: { type: 'folder', folder: 'scheduled' } },
  { id: 'go_trash', label: 'Trash', target: { type: 'folder', folder: 'trash' } },
];

const SETTINGS: readonly Command[] = [
  { id: 'settings', label: 'Settings', target: { type: 'settings', view: 'settings' }, keys: ['mod+comma'] },
  {
    id: 'split_settings',
    label: 'Split Inbox Settings',
    target: { type: 'settings', view: 'split_settings' },
  },
  { id: 'new_split', label: 'New Split Inbox', target: { type: 'settings', view: 'new_split' } },
];

/**
 * The command menu's groups in order: Actions, Go to, Go to channel, Go to label, Go to inbox split,
 * Go to settings. Groups without commands are left out. When email features are hidden, the category
 * inboxes and Spam are not offered.
 */
export function buildCommandMenu(input: {
  channels: readonly { id: string; name: string }[];
  labels: readonly { id: string; name: string }[];
  splits: readonly { id: string; name: string }[];
  emailFeaturesHidden?: boolean;
  /** The actions the current screen offers now (ids of `CommandAction`); every one when left out. */
  availableActions?: readonly string[];
  /** Adds the Theme group: these themes (names from the catalogue), then the light / dark modes. */
  themes?: readonly ThemeName[];
}): CommandGroup[] {
  const g = coreMessages.commandMenu.groups;
  const hidden = input.emailFeaturesHidden === true;
  const goTo = GO_TO.filter(
    (c) =>
      !hidden || !(c.id === 'go_spam' || (c.target.type === 'category' && c.target.category !== 'primary')),
  );
  const groups: CommandGroup[] = [
    {
      id: 'actions',
      label: g.actions,
      commands: ACTIONS.filter(
        ([action]) => input.availableActions === undefined || input.availableActions.includes(action),
      ).map(([action, label, keys]) => ({
        id: action,
        label,
        target: { type: 'action', action },
        ...(keys ? { keys } : {}),
      })),
    },
    { id: 'go_to', label: g.goTo, commands: [...goTo] },
    {
      id: 'go_to_channel',
      label: g.goToChannel,
      commands: input.channels.map((c) => ({
        id: `channel:${c.id}`,
        label: c.name,
        target: { type: 'channel', channelId: c.id },
      })),
    },
    {
      id: 'go_to_label',
      label: g.goToLabel,
      commands: input.labels.map((l) => ({
        id: `label:${l.id}`,
        label: l.name,
        target: { type: 'label', labelId: l.id },
      })),
    },
    {
      id: 'go_to_split',
      label: g.goToSplit,
      commands: input.splits.map((s) => ({
        id: `split:${s.id}`,
        label: s.name,
        target: { type: 'split', splitId: s.id },
      })),
    },
    { id: 'go_to_settings', label: g.goToSettings, commands: [...SETTINGS] },
    {
      id: 'theme',
      label: g.theme,
      commands: [
        ...(input.themes ?? []).map(
          (theme): Command => ({
            id: `theme:${theme}`,
            label: coreMessages.commandMenu.themeCommand(coreMessages.settings.theme.names[theme]),
            target: { type: 'theme', theme },
          }),
        ),
        ...(input.themes
          ? (['system', 'light', 'dark'] as const).map(
              (mode): Command => ({
                id: `mode:${mode}`,
                label: coreMessages.commandMenu.mode[mode],
                target: { type: 'mode', mode },
              }),
            )
          : []),
      ],
    },
  ];
  return groups.filter((group) => group.commands.length > 0);
}

/** Filters the menu by what was typed (case-insensitive substring of the label), keeping group order. */
export function filterCommandMenu(groups: readonly CommandGroup[], query: string): CommandGroup[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...groups];
  return groups
    .map((group) => ({ ...group, commands: group.commands.filter((c) => c.label.toLowerCase().includes(q)) }))
    .filter((group) => group.commands.length > 0);
}
