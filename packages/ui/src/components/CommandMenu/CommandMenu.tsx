import {
  buildCommandMenu,
  createShortcutMatcher,
  filterCommandMenu,
  type Command as MenuCommand,
  messages,
  SHORTCUTS,
  type ThemeName,
} from '@switchboard/domain';
import { Command } from 'cmdk';
import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from 'react-aria-components';
import { Modal } from '../../primitives/Dialog/Dialog';
import { Kbd } from '../../primitives/Kbd/Kbd';
import { detectPlatform, shortcutKeyOf } from '../../primitives/Kbd/shortcut-keys';
import * as styles from './CommandMenu.css';

export type { MenuCommand as CommandMenuCommand };

interface Named {
  readonly id: string;
  readonly name: string;
}

export interface CommandMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Runs a command (the menu closes itself). */
  onSelect: (command: MenuCommand) => void;
  channels: readonly Named[];
  labels: readonly Named[];
  splits: readonly Named[];
  /** Leaves out the category inboxes and Spam. */
  emailFeaturesHidden?: boolean;
  /** The actions the current screen offers now (CommandAction ids); every action when left out. */
  availableActions?: readonly string[];
  /** Adds the Theme group (each theme, then light / dark / match system). */
  themes?: readonly ThemeName[];
  /** Listens for mod+k on the document to open and close the menu (default true). */
  listenForShortcut?: boolean;
}

const commandMenuShortcut = SHORTCUTS.filter((shortcut) => shortcut.id === 'command_menu');

/**
 * The command menu (mod+k): cmdk in a react-aria modal dialog, with the spec's groups (Actions, Go to
 * with shortcut hints, Go to channel, label, inbox split, Go to settings).
 */
export function CommandMenu({
  isOpen,
  onOpenChange,
  onSelect,
  channels,
  labels,
  splits,
  emailFeaturesHidden = false,
  availableActions,
  themes,
  listenForShortcut = true,
}: CommandMenuProps) {
  const [query, setQuery] = useState('');
  const groups = useMemo(
    () => buildCommandMenu({ channels, labels, splits, emailFeaturesHidden, availableActions, themes }),
    [channels, labels, splits, emailFeaturesHidden, availableActions, themes],
  );
  const visible = useMemo(() => filterCommandMenu(groups, query), [groups, query]);
  const latest = useRef({ isOpen, onOpenChange });
  latest.current = { isOpen, onOpenChange };

  useEffect(() => {
    if (!listenForShortcut) return;
    const matcher = createShortcutMatcher(commandMenuShortcut, { platform: detectPlatform() });
    const onKeyDown = (event: KeyboardEvent) => {
      const id = matcher.handle(shortcutKeyOf(event));
      if (id !== 'command_menu') return;
      event.preventDefault();
      latest.current.onOpenChange(!latest.current.isOpen);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [listenForShortcut]);

  useEffect(() => {
    if (!isOpen) setQuery('');
  }, [isOpen]);

  const placeholder = messages.commandMenu.placeholder;

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Dialog aria-label={placeholder} className={styles.dialog}>
        {({ close }) => (
          <Command label={placeholder} shouldFilter={false} loop className={styles.command}>
            <div className={styles.inputRow}>
              <Search aria-hidden className={styles.inputIcon} />
              <Command.Input
                value={query}
                onValueChange={setQuery}
                placeholder={placeholder}
                aria-label={placeholder}
                className={styles.input}
                autoFocus
              />
            </div>
            <Command.List className={styles.list}>
              {visible.map((group) => (
                <Command.Group key={group.id} heading={group.label} className={styles.group}>
                  {group.commands.map((command) => (
                    <Command.Item
                      key={command.id}
                      value={`${group.id}/${command.id}`}
                      onSelect={() => {
                        close();
                        onSelect(command);
                      }}
                      className={styles.item}
                    >
                      <span>{command.label}</span>
                      {command.keys ? <Kbd shortcut={command.keys.join(' ')} tone="subtle" /> : null}
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
            </Command.List>
            {visible.length === 0 ? (
              <p className={styles.empty} role="status">
                {messages.commandMenu.empty}
              </p>
            ) : null}
          </Command>
        )}
      </Dialog>
    </Modal>
  );
}
