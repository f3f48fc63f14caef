import { messages, SHORTCUTS } from '@switchboard/domain';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Toolbar } from 'react-aria-components';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from './SelectionBar.css';

export interface SelectionBarAction<Id extends string = string> {
  id: Id;
  /** The button's accessible name and tooltip. */
  label: string;
  /** The icon (decorative). */
  icon: ReactNode;
  /** The shortcut hint for the tooltip, in the spec's syntax ('e', 'shift+i'). */
  shortcut?: string;
}

export interface SelectionBarProps<Id extends string = string> {
  /** How many items are selected: the bar shows from 1 and says '{n} threads'. */
  count: number;
  /** What the selection can do, in order. */
  actions: readonly SelectionBarAction<Id>[];
  onAction: (id: Id) => void;
  /** Clears the selection (the last button, with the Escape hint). */
  onClear: () => void;
  /** The count's text (default '{n} thread(s)'). */
  countLabel?: (count: number) => string;
}

// The spec's 'Clear selection' (Escape), from the shortcut map.
const clearShortcut = SHORTCUTS.find((shortcut) => shortcut.id === 'clear_selection')!;

/**
 * The floating bar over a list while items are selected: the count, the selection's actions and
 * the button that clears it. A react-aria toolbar (arrow keys move between its buttons). Renders
 * nothing when nothing is selected; its parent positions it (position: relative).
 */
export function SelectionBar<Id extends string = string>({
  count,
  actions,
  onAction,
  onClear,
  countLabel = messages.threadList.selection,
}: SelectionBarProps<Id>) {
  if (count <= 0) return null;
  const label = countLabel(count);
  return (
    <Toolbar className={styles.root} aria-label={label}>
      <span className={styles.count} aria-live="polite">
        {label}
      </span>
      {actions.map((action) => (
        <IconButton
          key={action.id}
          aria-label={action.label}
          icon={action.icon}
          shortcut={action.shortcut}
          size="sm"
          onPress={() => onAction(action.id)}
        />
      ))}
      <span className={styles.divider} aria-hidden="true" />
      <IconButton
        aria-label={clearShortcut.label}
        icon={<X aria-hidden className={styles.icon} />}
        shortcut={clearShortcut.keys[0]?.join(' ')}
        size="sm"
        onPress={onClear}
      />
    </Toolbar>
  );
}
