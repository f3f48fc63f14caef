import { type FolderSlug, messages, type NotificationLevel, teamLimitCardTone } from '@switchboard/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  Archive,
  Bell,
  BellMinus,
  CalendarClock,
  ChevronRight,
  Clock,
  FileText,
  GripVertical,
  Hash,
  Inbox,
  Lock,
  type LucideIcon,
  MoreHorizontal,
  OctagonAlert,
  PenLine,
  Plus,
  Send,
  Star,
  Tag,
  Trash2,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import {
  Disclosure,
  DisclosurePanel,
  DropIndicator,
  type DroppableCollectionOnItemDropEvent,
  GridList,
  GridListItem,
  Heading,
  type Key,
  Button as RACButton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useDragAndDrop,
} from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Kbd } from '../../primitives/Kbd/Kbd';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/Menu';
import { carriesThreads, threadIdsOfDrop } from '../ThreadList/thread-drag';
import * as styles from './Sidebar.css';

/** Where the user is (or goes): the sidebar marks it as current. */
export type SidebarLocation =
  | { kind: 'inbox' }
  | { kind: 'folder'; folder: Exclude<FolderSlug, 'inbox'> }
  | { kind: 'channel'; id: string }
  | { kind: 'label'; id: string };

export interface SidebarChannel {
  readonly id: string;
  readonly name: string;
  /** `#rrggbb`. */
  readonly color: string;
  readonly isPrivate: boolean;
  readonly unreadCount: number;
  /** The user's notification level on the channel; the default (new and followed) shows no mark. */
  readonly notificationLevel?: NotificationLevel;
}

export interface SidebarLabel {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  readonly unreadCount?: number;
}

export interface SidebarProps {
  /** Names the navigation landmark. */
  'aria-label': string;
  /** Names of the two tabs: inbox and channels, then folders and labels (default: the catalogue's). */
  tabLabels?: { inbox: string; folders: string };
  current: SidebarLocation;
  onNavigate: (location: SidebarLocation) => void;
  inboxUnreadCount: number;
  channels: readonly SidebarChannel[];
  /** Premium: channels can be dragged into a new order. */
  canReorderChannels: boolean;
  /** The channel ids in their new order (a drag, or alt+up / alt+down on a focused channel). */
  onReorderChannels?: (orderedIds: string[]) => void;
  /** Thread rows dropped on a channel (the app adds the threads to it). */
  onDropThreads?: (channelId: string, threadIds: string[]) => void;
  /** The free plan tried to reorder (alt+up / alt+down, or dragging a channel): the app shows the upsell. */
  onReorderUpsell?: () => void;
  onAddChannels: () => void;
  /** The channels section's '+': opens the channel creation wizard; hidden without it. */
  onNewChannel?: () => void;
  /** 'Compose' at the top (the app's new message, as `c` does); hidden without it. */
  onCompose?: () => void;
  /** The invite card; hidden without it. */
  invite?: { workspaceName: string; onInvite: () => void };
  /** The team-limit card (the app decides when it shows); colours change at 7 and 3 days left. */
  teamLimit?: { daysLeft: number; onUpgrade: () => void } | null;
  /** Unread counts of the folders of tab 2. */
  folderCounts?: Partial<Record<Exclude<FolderSlug, 'inbox'>, number>>;
  /** Hides Spam (the organisation hides email features). */
  emailFeaturesHidden?: boolean;
  labels: readonly SidebarLabel[];
  /** Which tab shows; uncontrolled (starts on the inbox tab) without it. */
  tab?: 'inbox' | 'folders';
  onTabChange?: (tab: 'inbox' | 'folders') => void;
  /** Whether the Labels section is open; uncontrolled (starts open) without it. */
  isLabelsExpanded?: boolean;
  onLabelsExpandedChange?: (isExpanded: boolean) => void;
  /** An entry is pointed at or focused: the app warms its list (prefetch on hover). */
  onPrefetch?: (location: SidebarLocation) => void;
  /** 'Create label' under the labels; hidden without it. */
  onCreateLabel?: () => void;
  /** Edit label, from a label's menu (the menu shows with this or `onDeleteLabel`). */
  onEditLabel?: (id: string) => void;
  /** Delete label, from a label's menu. */
  onDeleteLabel?: (id: string) => void;
}

const folderIcons: Record<Exclude<FolderSlug, 'inbox'>, LucideIcon> = {
  starred: Star,
  snoozed: Clock,
  sent: Send,
  drafts: FileText,
  scheduled: CalendarClock,
  all: Archive,
  spam: OctagonAlert,
  trash: Trash2,
};

const folderOrder: Exclude<FolderSlug, 'inbox'>[] = [
  'starred',
  'snoozed',
  'sent',
  'drafts',
  'scheduled',
  'all',
  'spam',
  'trash',
];

const SWIPE_DISTANCE = 48;
/** Pixels a pressed channel must travel to count as a drag (the free plan's reorder upsell), not a click. */
const DRAG_ATTEMPT_DISTANCE = 8;

function keyOf(location: SidebarLocation): string {
  switch (location.kind) {
    case 'inbox':
      return 'inbox';
    case 'folder':
      return `folder:${location.folder}`;
    case 'channel':
      return `channel:${location.id}`;
    case 'label':
      return `label:${location.id}`;
  }
}

function locationOfKey(value: string): SidebarLocation | null {
  if (value === 'inbox') return { kind: 'inbox' };
  const [kind, id = ''] = value.split(/:(.*)/s);
  if (kind === 'folder') return { kind: 'folder', folder: id as Exclude<FolderSlug, 'inbox'> };
  if (kind === 'channel') return { kind: 'channel', id };
  if (kind === 'label') return { kind: 'label', id };
  return null;
}

function Count({ value }: { value: number | undefined }) {
  return value ? <span className={styles.count}>{value}</span> : null;
}

function NotificationMark({ level }: { level: 'all' | 'followed' }) {
  const c = messages.channel;
  const Icon = level === 'all' ? Bell : BellMinus;
  return (
    <Icon
      role="img"
      aria-label={`${c.notificationLevelLabel}: ${c.notificationLevels[level]}`}
      className={styles.icon}
      data-notification-level={level}
    />
  );
}

function NavItem({
  id,
  textValue,
  unread,
  currentKey,
  children,
}: {
  id: string;
  textValue: string;
  unread?: boolean;
  currentKey: string;
  children: ReactNode;
}) {
  const isCurrent = id === currentKey;
  return (
    <GridListItem
      id={id}
      textValue={textValue}
      className={`${styles.item} ${unread ? styles.itemUnread : ''}`}
      aria-current={isCurrent ? 'page' : undefined}
      data-current={isCurrent || undefined}
    >
      {children}
    </GridListItem>
  );
}

/**
 * The app's sidebar: two swipeable tabs. Tab 1: Inbox, the channels (drag to reorder on premium),
 * 'Add channels', the invite card and the team-limit card. Tab 2: Starred, Snoozed, Sent, Drafts,
 * Scheduled, All messages, Spam (hidden when email features are hidden), Trash, collapsible Labels.
 */
export function Sidebar({
  'aria-label': ariaLabel,
  tabLabels = { inbox: messages.shell.sidebarTabs.main, folders: messages.shell.sidebarTabs.folders },
  current,
  onNavigate,
  inboxUnreadCount,
  channels,
  canReorderChannels,
  onReorderChannels,
  onDropThreads,
  onReorderUpsell,
  onAddChannels,
  onNewChannel,
  onCompose,
  invite,
  teamLimit,
  folderCounts = {},
  emailFeaturesHidden = false,
  labels,
  tab,
  onTabChange,
  isLabelsExpanded,
  onLabelsExpandedChange,
  onPrefetch,
  onCreateLabel,
  onEditLabel,
  onDeleteLabel,
}: SidebarProps) {
  const texts = messages.shell.sidebar;
  const currentKey = keyOf(current);
  const id = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ tab, onTabChange });
  latest.current = { tab, onTabChange };

  const navigate = (key: Key) => {
    const location = locationOfKey(String(key));
    if (location) onNavigate(location);
  };
  const navRef = useRef<HTMLElement>(null);
  const prefetchRef = useRef(onPrefetch);
  prefetchRef.current = onPrefetch;
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    // Pointing at or focusing an entry warms its list (one listener for every entry).
    const prefetch = (event: Event) => {
      if (!prefetchRef.current || !(event.target instanceof Element)) return;
      const key = event.target.closest('[data-key]')?.getAttribute('data-key');
      const location = key ? locationOfKey(key) : null;
      if (location) prefetchRef.current(location);
    };
    nav.addEventListener('pointerover', prefetch);
    nav.addEventListener('focusin', prefetch);
    return () => {
      nav.removeEventListener('pointerover', prefetch);
      nav.removeEventListener('focusin', prefetch);
    };
  }, []);

  // Alt+ArrowUp / Alt+ArrowDown on a focused channel moves it one place (premium; the free plan sees the upsell).
  const channelsRef = useRef<HTMLDivElement>(null);
  const reorderRef = useRef({ channels, canReorderChannels, onReorderChannels, onReorderUpsell });
  reorderRef.current = { channels, canReorderChannels, onReorderChannels, onReorderUpsell };
  useEffect(() => {
    const element = channelsRef.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      const key = (event.target as Element).closest?.('[data-key]')?.getAttribute('data-key') ?? '';
      if (!key.startsWith('channel:')) return;
      event.preventDefault();
      event.stopPropagation();
      const latestReorder = reorderRef.current;
      if (!latestReorder.canReorderChannels) {
        latestReorder.onReorderUpsell?.();
        return;
      }
      const ids = latestReorder.channels.map((channel) => channel.id);
      const from = ids.indexOf(key.slice('channel:'.length));
      const to = event.key === 'ArrowUp' ? from - 1 : from + 1;
      if (from < 0 || to < 0 || to >= ids.length) return;
      const ordered = [...ids];
      ordered.splice(to, 0, ...ordered.splice(from, 1));
      latestReorder.onReorderChannels?.(ordered);
    };
    // The free plan's channels cannot be dragged: pressing one and moving the pointer past a small threshold
    // (a drag attempt, not a click) asks for the upsell once per press.
    let press: { x: number; y: number; asked: boolean } | null = null;
    const onPointerDown = (event: PointerEvent) => {
      press = null;
      if (reorderRef.current.canReorderChannels || event.button !== 0) return;
      const key = (event.target as Element).closest?.('[data-key]')?.getAttribute('data-key') ?? '';
      if (key.startsWith('channel:')) press = { x: event.clientX, y: event.clientY, asked: false };
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!press || press.asked || (event.buttons & 1) === 0) return;
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_ATTEMPT_DISTANCE) return;
      press.asked = true;
      reorderRef.current.onReorderUpsell?.();
    };
    const onPointerEnd = () => {
      press = null;
    };
    element.addEventListener('keydown', onKeyDown, true);
    element.addEventListener('pointerdown', onPointerDown, true);
    const doc = element.ownerDocument;
    doc.addEventListener('pointermove', onPointerMove, true);
    doc.addEventListener('pointerup', onPointerEnd, true);
    doc.addEventListener('pointercancel', onPointerEnd, true);
    return () => {
      element.removeEventListener('keydown', onKeyDown, true);
      element.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('pointermove', onPointerMove, true);
      doc.removeEventListener('pointerup', onPointerEnd, true);
      doc.removeEventListener('pointercancel', onPointerEnd, true);
    };
  }, []);

  // Thread rows dropped on a channel add the threads to it (the row's own data: their ids).
  const dropThreads = {
    onItemDrop: async (event: DroppableCollectionOnItemDropEvent) => {
      const ids = await threadIdsOfDrop(event.items);
      const key = String(event.target.key);
      if (ids.length > 0 && key.startsWith('channel:')) onDropThreads?.(key.slice('channel:'.length), ids);
    },
  };
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder: (event) => {
      const moving = new Set([...event.keys].map(String));
      const rest = channels.map((channel) => `channel:${channel.id}`).filter((key) => !moving.has(key));
      const targetIndex = rest.indexOf(String(event.target.key));
      const insertAt = event.target.dropPosition === 'after' ? targetIndex + 1 : targetIndex;
      const ordered = [...rest.slice(0, insertAt), ...moving, ...rest.slice(insertAt)];
      onReorderChannels?.(ordered.map((key) => key.slice('channel:'.length)));
    },
    ...dropThreads,
    // Threads drop on a channel; a channel (reordered) between two.
    getDropOperation: (target, types) =>
      target.type !== 'item'
        ? 'cancel'
        : carriesThreads(types)
          ? target.dropPosition === 'on'
            ? 'copy'
            : 'cancel'
          : target.dropPosition === 'on'
            ? 'cancel'
            : 'move',
    // The default indicator has no size: a keyboard drag would show no sign of where the channel goes.
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropIndicator} />,
  });
  // Without reordering (the free plan), the channels still take dropped threads.
  const { dragAndDropHooks: dropOnlyHooks } = useDragAndDrop({
    ...dropThreads,
    getDropOperation: (target, types) =>
      target.type === 'item' && target.dropPosition === 'on' && carriesThreads(types) ? 'copy' : 'cancel',
  });

  // Swipe left or right on touch screens switches tabs.
  useEffect(() => {
    const element = tabsRef.current;
    if (!element) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = touch.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      latest.current.onTabChange?.(dx < 0 ? 'folders' : 'inbox');
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
    };
  }, []);

  const tone = teamLimit ? teamLimitCardTone(teamLimit.daysLeft) : null;
  const folders = folderOrder.filter((folder) => !(emailFeaturesHidden && folder === 'spam'));

  return (
    <nav ref={navRef} aria-label={ariaLabel} className={styles.root}>
      {onCompose ? (
        <div className={styles.compose}>
          <Button
            variant="primary"
            fullWidth
            icon={<PenLine aria-hidden size={16} />}
            end={<Kbd shortcut="c" tone="inverse" />}
            onPress={onCompose}
          >
            {messages.shell.compose}
          </Button>
        </div>
      ) : null}
      <Tabs
        ref={tabsRef}
        className={styles.root}
        selectedKey={tab}
        onSelectionChange={(key) => onTabChange?.(key === 'folders' ? 'folders' : 'inbox')}
      >
        <TabList aria-label={ariaLabel} className={styles.tabList}>
          <Tab id="inbox" className={styles.tab}>
            {tabLabels.inbox}
          </Tab>
          <Tab id="folders" className={styles.tab}>
            {tabLabels.folders}
          </Tab>
        </TabList>
        <TabPanel id="inbox" className={styles.panel}>
          <GridList aria-label={texts.inbox} className={styles.list} onAction={navigate}>
            <NavItem currentKey={currentKey} id="inbox" textValue={texts.inbox} unread={inboxUnreadCount > 0}>
              <Inbox aria-hidden className={styles.icon} />
              <span className={styles.itemName}>{texts.inbox}</span>
              <Count value={inboxUnreadCount} />
            </NavItem>
          </GridList>
          <div ref={channelsRef}>
            <div className={styles.sectionTitle}>
              <span id={`${id}-sidebar-channels-title`}>{texts.channels}</span>
              {onNewChannel ? (
                <IconButton
                  aria-label={messages.channel.newTitle}
                  icon={<Plus aria-hidden="true" />}
                  size="sm"
                  onPress={onNewChannel}
                />
              ) : null}
              <span id={`${id}-sidebar-channels-hint`} hidden>
                {messages.channel.reorderHint}
              </span>
            </div>
            <GridList
              // Drag and drop hooks cannot come and go on a mounted list (React's hook order): a plan change remounts it.
              key={canReorderChannels ? 'reorderable' : onDropThreads ? 'droppable' : 'fixed'}
              aria-labelledby={`${id}-sidebar-channels-title`}
              aria-describedby={`${id}-sidebar-channels-hint`}
              className={styles.list}
              items={channels}
              onAction={navigate}
              dragAndDropHooks={
                canReorderChannels ? dragAndDropHooks : onDropThreads ? dropOnlyHooks : undefined
              }
            >
              {(channel) => (
                <NavItem
                  currentKey={currentKey}
                  id={`channel:${channel.id}`}
                  textValue={channel.name}
                  unread={channel.unreadCount > 0}
                >
                  {canReorderChannels ? (
                    <RACButton slot="drag" className={styles.dragHandle}>
                      <GripVertical aria-hidden className={styles.icon} />
                    </RACButton>
                  ) : null}
                  {channel.isPrivate ? (
                    <Lock aria-hidden className={styles.icon} />
                  ) : (
                    <Hash
                      aria-hidden
                      className={styles.coloredIcon}
                      style={assignInlineVars({ [styles.colorVar]: channel.color })}
                    />
                  )}
                  <span className={styles.itemName}>{channel.name}</span>
                  {channel.notificationLevel === 'all' || channel.notificationLevel === 'followed' ? (
                    <NotificationMark level={channel.notificationLevel} />
                  ) : null}
                  <Count value={channel.unreadCount} />
                </NavItem>
              )}
            </GridList>
            <RACButton className={styles.addButton} onPress={onAddChannels}>
              <Plus aria-hidden className={styles.icon} />
              {texts.addChannels}
            </RACButton>
          </div>
          <div className={styles.cards}>
            {invite ? (
              <section className={styles.card} aria-labelledby={`${id}-sidebar-invite-title`}>
                <h2 id={`${id}-sidebar-invite-title`} className={styles.cardTitle}>
                  {messages.settings.myTeam.inviteTitle(invite.workspaceName)}
                </h2>
                <Button size="sm" variant="secondary" onPress={invite.onInvite}>
                  {messages.settings.myTeam.addMembers}
                </Button>
              </section>
            ) : null}
            {teamLimit && tone ? (
              <section
                className={`${styles.card} ${styles.cardTone[tone]}`}
                aria-labelledby={`${id}-sidebar-team-limit-title`}
                data-tone={tone}
              >
                <h2 id={`${id}-sidebar-team-limit-title`} className={styles.cardTitle}>
                  {messages.teamLimit.title}
                </h2>
                <p className={styles.cardText}>{messages.teamLimit.text(teamLimit.daysLeft)}</p>
                <Button size="sm" variant="primary" onPress={teamLimit.onUpgrade}>
                  {messages.teamLimit.upgrade}
                </Button>
              </section>
            ) : null}
          </div>
        </TabPanel>
        <TabPanel id="folders" className={styles.panel}>
          <GridList aria-label={tabLabels.folders} className={styles.list} onAction={navigate}>
            {folders.map((folder) => {
              const Icon = folderIcons[folder];
              const unread = folderCounts[folder];
              return (
                <NavItem
                  currentKey={currentKey}
                  key={folder}
                  id={`folder:${folder}`}
                  textValue={texts[folder]}
                  unread={Boolean(unread)}
                >
                  <Icon aria-hidden className={styles.icon} />
                  <span className={styles.itemName}>{texts[folder]}</span>
                  <Count value={unread} />
                </NavItem>
              );
            })}
          </GridList>
          <Disclosure defaultExpanded isExpanded={isLabelsExpanded} onExpandedChange={onLabelsExpandedChange}>
            <Heading level={2} className={styles.sectionTitle}>
              <RACButton slot="trigger" className={styles.disclosureTrigger}>
                {texts.labels}
                <ChevronRight aria-hidden className={styles.chevron} />
              </RACButton>
            </Heading>
            <DisclosurePanel>
              <GridList aria-label={texts.labels} className={styles.list} items={labels} onAction={navigate}>
                {(label) => (
                  <NavItem
                    currentKey={currentKey}
                    id={`label:${label.id}`}
                    textValue={label.name}
                    unread={Boolean(label.unreadCount)}
                  >
                    <Tag
                      aria-hidden
                      className={styles.coloredIcon}
                      style={assignInlineVars({ [styles.colorVar]: label.color })}
                    />
                    <span className={styles.itemName}>{label.name}</span>
                    <Count value={label.unreadCount} />
                    {onEditLabel || onDeleteLabel ? (
                      <MenuTrigger placement="bottom end">
                        <IconButton
                          aria-label={messages.labels.options(label.name)}
                          icon={<MoreHorizontal aria-hidden />}
                          size="sm"
                          showTooltip={false}
                        />
                        <Menu
                          onAction={(action) =>
                            action === 'edit' ? onEditLabel?.(label.id) : onDeleteLabel?.(label.id)
                          }
                        >
                          {onEditLabel ? <MenuItem id="edit">{messages.labels.editTitle}</MenuItem> : null}
                          {onDeleteLabel ? (
                            <MenuItem id="delete" isDanger>
                              {messages.labels.deleteTitle}
                            </MenuItem>
                          ) : null}
                        </Menu>
                      </MenuTrigger>
                    ) : null}
                  </NavItem>
                )}
              </GridList>
              {onCreateLabel ? (
                <RACButton className={styles.addButton} onPress={onCreateLabel}>
                  <Plus aria-hidden className={styles.icon} />
                  {messages.labels.createTitle}
                </RACButton>
              ) : null}
            </DisclosurePanel>
          </Disclosure>
        </TabPanel>
      </Tabs>
    </nav>
  );
}
