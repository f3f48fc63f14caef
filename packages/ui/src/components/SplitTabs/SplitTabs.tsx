import { messages } from '@switchboard/domain';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useDrop } from 'react-aria';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { isTextField } from '../../primitives/typing';
import { carriesThreads, threadIdsOfDrop } from '../ThreadList/thread-drag';
import * as styles from './SplitTabs.css';
import { stepSplit } from './split-step';

/** One tab of the inbox's split strip. */
export interface SplitTabData {
  /** Category (`primary`, `promotions`...) or custom split id. */
  readonly id: string;
  readonly name: string;
  readonly unreadCount: number;
  /** Activity since the split was last opened: shows the 'new' dot. */
  readonly hasNew: boolean;
}

export interface SplitTabsProps {
  /** Accessible name of the strip. */
  'aria-label': string;
  /** The splits in display order: Primary first, then the enabled splits (the app decides which). */
  splits: readonly SplitTabData[];
  selectedId: string;
  onSelectionChange: (id: string) => void;
  /** Opens split editing; the edit button shows only with it. */
  onEdit?: () => void;
  /** The selected split's content (the thread list). Tab and shift+Tab inside it move between splits. */
  children: ReactNode;
  /** Thread rows dropped on a split's tab (the app moves them to its category, or explains why not). */
  onDropThreads?: (splitId: string, threadIds: string[]) => void;
}

/** A tab's content, a drop target for thread rows when the strip takes drops. */
function TabContent({
  split,
  onDropThreads,
}: {
  split: SplitTabData;
  onDropThreads?: (splitId: string, threadIds: string[]) => void;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    isDisabled: !onDropThreads,
    hasDropButton: false,
    getDropOperation: (types) => (carriesThreads(types) ? 'move' : 'cancel'),
    onDrop: async (event) => {
      const ids = await threadIdsOfDrop(event.items);
      if (ids.length > 0) onDropThreads?.(split.id, ids);
    },
  });
  // While a drag goes on, react-aria describes every drop target (`aria-describedby`). A keyboard drag
  // focuses the target Tab goes to, so the tab's drop area takes the focus then (not otherwise: it sits
  // inside the tab, itself the control).
  const dragging = dropProps['aria-describedby'] !== undefined;
  return (
    <span
      ref={ref}
      {...dropProps}
      tabIndex={dragging ? -1 : undefined}
      className={styles.tabContent}
      data-drop-target={isDropTarget || undefined}
    >
      <span>{split.name}</span>
      {split.unreadCount > 0 ? <span className={styles.count}>{split.unreadCount}</span> : null}
      {split.hasNew ? (
        <span className={styles.dot} role="img" aria-label={messages.threadList.newBadge} />
      ) : null}
    </span>
  );
}

/** The inbox's header strip of splits, with unread counts and the 'new' dot, and the list under it. */
export function SplitTabs({
  'aria-label': ariaLabel,
  splits,
  selectedId,
  onSelectionChange,
  onEdit,
  children,
  onDropThreads,
}: SplitTabsProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ splits, selectedId, onSelectionChange });
  latest.current = { splits, selectedId, onSelectionChange };

  // Tab and shift+Tab inside the panel (the list) move between splits, captured before the list sees them.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target))
        return;
      if (!(event.target instanceof Element) || !event.target.closest('[role="tabpanel"]')) return;
      const { splits: current, selectedId: selected, onSelectionChange: select } = latest.current;
      const next = stepSplit(
        current.map((split) => split.id),
        selected,
        event.shiftKey ? -1 : 1,
      );
      if (next === null || next === selected) return;
      event.preventDefault();
      event.stopPropagation();
      select(next);
    };
    root.addEventListener('keydown', onKeyDown, true);
    return () => root.removeEventListener('keydown', onKeyDown, true);
  }, []);

  return (
    <Tabs
      ref={rootRef}
      className={styles.root}
      selectedKey={selectedId}
      onSelectionChange={(key) => onSelectionChange(String(key))}
    >
      <div className={styles.strip}>
        <TabList aria-label={ariaLabel} className={styles.tabList} items={splits}>
          {(split) => (
            <Tab id={split.id} className={styles.tab}>
              <TabContent split={split} onDropThreads={onDropThreads} />
            </Tab>
          )}
        </TabList>
        {onEdit ? (
          <span className={styles.edit}>
            <IconButton
              aria-label={messages.settings.splits.title}
              icon={<SlidersHorizontal aria-hidden className={styles.icon} />}
              size="sm"
              onPress={onEdit}
            />
          </span>
        ) : null}
      </div>
      {splits.map((split) => (
        <TabPanel key={split.id} id={split.id} className={styles.panel}>
          {split.id === selectedId ? children : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
