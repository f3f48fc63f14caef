import {
  AVATARS_THREAD_ROW_MAX,
  formatRelativeDate,
  messages,
  statusLabel,
  truncateDisplayName,
  visibleAttachmentChips,
} from '@switchboard/domain';
import {
  CalendarClock,
  Circle,
  CircleCheck,
  CircleDashed,
  CircleDot,
  CloudUpload,
  Eye,
  Paperclip,
  Star,
} from 'lucide-react';
import { memo, type ReactNode, useMemo } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import { AvatarStack } from '../../primitives/Avatar/Avatar';
import { useAfterNextPaint } from '../../primitives/after-next-paint';
import { Badge } from '../../primitives/Badge/Badge';
import { SelectionCheckbox } from '../../primitives/Checkbox/Checkbox';
import { Chip } from '../../primitives/Chip/Chip';
import { DragHandle } from '../../primitives/DragHandle/DragHandle';
import { IconButton } from '../../primitives/IconButton/IconButton';
import * as styles from './ThreadRow.css';
import { threadActionIcons, threadActionLabels } from './thread-action-icons';
import type { ThreadRowAction, ThreadRowData } from './thread-row-data';

/** A row's action icon: the theme's size; unstar shows the filled star. */
function actionIcon(action: ThreadRowAction): ReactNode {
  const Icon = action === 'unstar' ? Star : threadActionIcons[action];
  return <Icon aria-hidden className={action === 'unstar' ? styles.starIcon : styles.icon} />;
}

const statusIcons = {
  open: Circle,
  in_progress: CircleDashed,
  review: Eye,
  resolved: CircleCheck,
  closed: CircleDot,
} as const;

/** The quick actions a row offers, in order: the app's choice, else from the row's state. */
export function rowActions(thread: ThreadRowData): readonly ThreadRowAction[] {
  if (thread.actions) return thread.actions;
  if (thread.isTrashed) return ['restore', 'deletePermanently'];
  return [
    thread.isInInbox ? 'archive' : 'moveToInbox',
    thread.isStarred ? 'unstar' : 'star',
    thread.isUnread ? 'markRead' : 'markUnread',
    'snooze',
    'trash',
  ];
}

/**
 * Relative dates already formatted, by time zone, now and date. A virtual list mounts a row again each
 * time it scrolls back into view (a fast scroll mounts a fresh set of rows every frame), and formatting in
 * a time zone is most of a row's own script; the text depends only on the three, so each is made once per
 * `now` (the app's clock ticks once a minute). Bounded: emptied when full.
 */
const formattedDates = new Map<string, string>();
const FORMATTED_DATES_MAX = 5000;

function relativeDate(date: string, now: Date, timeZone: string): string {
  const key = `${timeZone} ${now.getTime()} ${date}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    if (formattedDates.size >= FORMATTED_DATES_MAX) formattedDates.clear();
    text = formatRelativeDate(date, { now, timeZone });
    formattedDates.set(key, text);
  }
  return text;
}

function DateSlot({ thread, now, timeZone }: { thread: ThreadRowData; now: Date; timeZone: string }) {
  const { kind, date } = thread.dateSlot;
  const when = relativeDate(date, now, timeZone);
  if (kind === 'snoozed') {
    return (
      <time dateTime={date} className={`${styles.date} ${styles.dateSnoozed}`}>
        {messages.threadList.snoozedUntil(when)}
      </time>
    );
  }
  if (kind === 'scheduled') {
    return (
      <time dateTime={date} className={`${styles.date} ${styles.dateScheduled}`}>
        <CalendarClock aria-hidden className={styles.icon} /> {when}
      </time>
    );
  }
  return (
    <time dateTime={date} className={styles.date}>
      {when}
    </time>
  );
}

function Attachments({ names }: { names: readonly string[] }) {
  const { visible, more } = visibleAttachmentChips(names);
  if (visible.length === 0 && more === 0) return null;
  return (
    <span className={styles.attachments}>
      {visible.map((name, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two attachments may share a file name.
        <Chip key={`${index}-${name}`} icon={<Paperclip />}>
          {name}
        </Chip>
      ))}
      {more > 0 ? (
        <span className={styles.attachmentMore}>{messages.threadList.moreAttachments(more)}</span>
      ) : null}
    </span>
  );
}

/**
 * A row's quick actions, shown while the pointer is on the row or the focus is in it. Under the pointer
 * they appear at once; following the keyboard cursor they appear (and leave the row the cursor left)
 * just after the key's frame: mounting five buttons with their tooltips on every j / k would otherwise
 * be most of that frame's work. Memoized: react-aria renders every row again on each focus, selection or
 * collection change, and the focused row's five buttons and tooltips (about 40 components) rendered with it.
 */
const RowActions = memo(function RowActions({
  thread,
  onAction,
  isHovered,
  isFocused,
}: {
  thread: ThreadRowData;
  onAction: (action: ThreadRowAction, threadId: string) => void;
  isHovered: boolean;
  isFocused: boolean;
}) {
  const shownForFocus = useAfterNextPaint(isFocused);
  if (!isHovered && !shownForFocus) return null;
  return <RowActionButtons thread={thread} onAction={onAction} />;
});

/**
 * The buttons themselves, apart from when they show: the row the cursor left keeps them until just after the
 * key's frame, and its focus change rendered its five buttons and tooltips again in that frame (about 20
 * components of a j / k's 190 in the app bench).
 */
const RowActionButtons = memo(function RowActionButtons({
  thread,
  onAction,
}: {
  thread: ThreadRowData;
  onAction: (action: ThreadRowAction, threadId: string) => void;
}) {
  return (
    <span className={styles.actions}>
      {rowActions(thread).map((action) => (
        <IconButton
          key={action}
          aria-label={threadActionLabels[action]}
          icon={actionIcon(action)}
          size="sm"
          onPress={() => onAction(action, thread.id)}
        />
      ))}
    </span>
  );
});

export interface ThreadRowItemProps {
  thread: ThreadRowData;
  /** The current time, for relative dates (components never read the clock). */
  now: Date;
  /** IANA time zone the dates are shown in (e.g. 'Europe/Paris'). */
  timeZone: string;
  /** Called with a quick action picked on the row (hover actions). */
  onAction?: (action: ThreadRowAction, threadId: string) => void;
  /** @internal Vertical offset inside ThreadList's virtual canvas, in pixels. */
  virtualOffset?: number;
  /** @internal Position of the row in the whole list (for measuring). */
  virtualIndex?: number;
}

/** One row as an item of a react-aria GridList (ThreadList's, or ThreadRow's own). */
export const ThreadRowItem = memo(function ThreadRowItem({
  thread,
  now,
  timeZone,
  onAction,
  virtualOffset,
  virtualIndex,
}: ThreadRowItemProps) {
  const title = thread.title?.trim() ? thread.title : messages.threadList.emptyTitle;
  const names = thread.participants.map((person) => truncateDisplayName(person.name)).join(', ');
  const StatusIcon = thread.status ? statusIcons[thread.status] : null;
  const isVirtual = virtualOffset !== undefined;
  // The row's content depends only on the data: react-aria re-renders every item when the focus or
  // selection moves, and an identical element lets React skip the whole content.
  const content = useMemo(
    () => (
      <>
        <SelectionCheckbox aria-label={messages.threadList.selectThread} />
        <span className={styles.avatars}>
          <AvatarStack
            people={thread.participants.map((person) => ({ name: person.name, src: person.pictureUrl }))}
            max={AVATARS_THREAD_ROW_MAX}
            size="md"
            decorative
          />
        </span>
        <span className={styles.main}>
          <span className={styles.line}>
            <span className={styles.names}>{names}</span>
            {thread.isUnread ? <Badge tone="accent">{messages.threadList.newBadge}</Badge> : null}
            {thread.isDraft ? <span className={styles.draft}>{messages.threadList.draft}</span> : null}
            {thread.channels.length > 0 ? (
              <span className={styles.channels}>
                {thread.channels.map((channel) => (
                  <Chip key={channel.id} color={channel.color}>
                    {channel.name}
                  </Chip>
                ))}
              </span>
            ) : null}
          </span>
          <span className={styles.line}>
            <span className={styles.subject}>
              <span className={styles.title}>{title}</span>
              {thread.snippet ? <span className={styles.snippet}> — {thread.snippet}</span> : null}
            </span>
            <Attachments names={thread.attachments} />
          </span>
        </span>
        <span className={styles.meta}>
          <DateSlot thread={thread} now={now} timeZone={timeZone} />
          <span className={styles.indicators}>
            {thread.isPending ? (
              <span role="img" aria-label={messages.threadList.pendingChange} className={styles.pending}>
                <CloudUpload aria-hidden className={styles.icon} />
              </span>
            ) : null}
            {thread.isStarred ? (
              <span role="img" aria-label={messages.shell.sidebar.starred} className={styles.indicator}>
                <Star aria-hidden className={styles.starIcon} />
              </span>
            ) : null}
            {StatusIcon && thread.status ? (
              <span role="img" aria-label={statusLabel(thread.status)} className={styles.indicator}>
                <StatusIcon aria-hidden className={styles.icon} />
              </span>
            ) : null}
          </span>
        </span>
      </>
    ),
    [thread, now, timeZone, names, title, StatusIcon],
  );
  return (
    <GridListItem
      id={thread.id}
      textValue={`${names}, ${title}`}
      className={isVirtual ? `${styles.row} ${styles.virtualRow}` : styles.row}
      style={isVirtual ? { transform: `translateY(${virtualOffset}px)` } : undefined}
      data-thread-id={thread.id}
      data-index={virtualIndex}
      data-unread={thread.isUnread || undefined}
      data-draft={thread.isDraft || undefined}
      data-pending={thread.isPending || undefined}
    >
      {({ isHovered, isFocused, isFocusVisibleWithin, allowsDragging, isDragging }) => (
        <>
          {allowsDragging ? (
            // Kept while its drag goes on: the focus is then on the drop targets, and the drag returns to it.
            <DragHandle
              className={styles.dragHandle}
              isShown={isFocused || isFocusVisibleWithin || isDragging === true}
            />
          ) : null}
          {content}
          {onAction ? (
            <RowActions
              thread={thread}
              onAction={onAction}
              isHovered={isHovered}
              isFocused={isFocused || isFocusVisibleWithin}
            />
          ) : null}
        </>
      )}
    </GridListItem>
  );
});

export interface ThreadRowProps {
  thread: ThreadRowData;
  now: Date;
  /** IANA time zone the dates are shown in. */
  timeZone: string;
  /** Accessible name of the one-row list (e.g. the folder's name). */
  'aria-label': string;
  isSelected?: boolean;
  onSelectedChange?: (isSelected: boolean) => void;
  /** Opens the thread (click, Enter). */
  onOpen?: (threadId: string) => void;
  onAction?: (action: ThreadRowAction, threadId: string) => void;
}

/** A thread row on its own, in a one-item GridList (stories, previews). ThreadList renders many. */
export function ThreadRow({
  thread,
  now,
  timeZone,
  'aria-label': ariaLabel,
  isSelected = false,
  onSelectedChange,
  onOpen,
  onAction,
}: ThreadRowProps) {
  return (
    <GridList
      aria-label={ariaLabel}
      className={styles.standaloneList}
      selectionMode="multiple"
      selectedKeys={isSelected ? [thread.id] : []}
      onSelectionChange={(keys) => onSelectedChange?.(keys === 'all' || keys.has(thread.id))}
      onAction={onOpen ? (key) => onOpen(String(key)) : undefined}
      disallowTypeAhead
    >
      <ThreadRowItem thread={thread} now={now} timeZone={timeZone} onAction={onAction} />
    </GridList>
  );
}
