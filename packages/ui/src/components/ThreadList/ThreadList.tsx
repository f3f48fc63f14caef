import type { FolderSlug, PageMeta } from '@switchboard/domain';
import { messages } from '@switchboard/domain';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { CircleAlert } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { GridList, type Key, type Selection, useDragAndDrop } from 'react-aria-components';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { Spinner } from '../../primitives/Spinner/Spinner';
import { isBeingTypedIn, isTextField, watchTyping } from '../../primitives/typing';
import { EmptyState } from '../Feedback/EmptyState';
import { HistoryLimitNotice } from '../HistoryLimitNotice/HistoryLimitNotice';
import { hasPages, Pagination } from '../Pagination/Pagination';
import { SelectionBar } from '../SelectionBar/SelectionBar';
import { ThreadRowItem } from '../ThreadRow/ThreadRow';
import { threadActionIcons } from '../ThreadRow/thread-action-icons';
import type { ThreadListAction, ThreadRowData } from '../ThreadRow/thread-row-data';
import {
  initialListNavigation,
  type ListCommand,
  type ListNavigationState,
  listNavigationReducer,
  reconcileListNavigation,
} from './list-navigation';
import { createListShortcutMatcher, type ListIntent, type ListShortcutId } from './list-shortcuts';
import { useSameItems } from './same-items';
import * as styles from './ThreadList.css';
import { THREAD_DRAG_TYPE } from './thread-drag';

/** Which list this is: decides the empty state's text. */
export type ThreadListView =
  | { kind: 'folder'; folder: FolderSlug }
  /**
   * `isCrafting`: a custom split being built (status 'reindexing', after it was created or its query
   * changed): 'Crafting your new Inbox' shows in place of its list until it is.
   */
  | { kind: 'split'; name: string | null; isCrafting?: boolean }
  | { kind: 'label'; name: string }
  | { kind: 'channel' }
  | { kind: 'search' };

export interface ThreadListPagination {
  meta: PageMeta;
  onPrevious?: () => void;
  onNext?: () => void;
}

/** A button of the selection bar: which action, its name, its key hint in the spec's syntax ('shift+i'). */
export interface ThreadSelectionAction {
  id: ThreadListAction;
  label: string;
  shortcut?: string;
}

export interface ThreadListProps {
  /** Accessible name of the list (the folder, split, channel or search it shows). */
  'aria-label': string;
  threads: readonly ThreadRowData[];
  /** The current time, for relative dates. */
  now: Date;
  /** IANA time zone the dates are shown in. */
  timeZone: string;
  view: ThreadListView;
  /** Shows skeleton rows instead of the list. */
  isLoading?: boolean;
  /** The server's error message; replaces the list when set. */
  error?: string | null;
  pagination?: ThreadListPagination;
  /** Opens a thread (click, Enter, o). */
  onOpen?: (threadId: string) => void;
  /** A quick action on one row (hover) or a button of the selection bar on the selection. */
  onAction?: (action: ThreadListAction, threadIds: readonly string[]) => void;
  /**
   * What the selection bar offers, in order, for the rows selected now (the app decides which
   * actions apply to them); without it the bar holds only the count and 'Clear selection'.
   */
  selectionActions?: readonly ThreadSelectionAction[];
  /**
   * The list's action keys (e, s, #, shift+i, b, r, !, l, h...) on the selection or the row under the cursor.
   * Answers true when the rows leave the list at once (the app hides them in the key's frame): the row that
   * takes the cursor's place then takes the focus in the same handler.
   */
  onShortcut?: (shortcut: ListShortcutId, threadIds: readonly string[]) => boolean | undefined;
  /** Told whenever the selection changes. */
  onSelectionChange?: (threadIds: ReadonlySet<string>) => void;
  /** Puts the keyboard cursor on the first row when the list mounts. */
  autoFocus?: boolean;
  /** With autoFocus: the row the cursor starts on instead (a place restored after a reload); the first if it is gone. */
  initialCursor?: string | null;
  /** The upgrade path of the free plan's history notice (shown when the page's meta says threads are hidden). */
  onUpgrade?: () => void;
  /** Rows can be dragged (the selection, or the row under the pointer) onto split tabs and channels. */
  isDraggable?: boolean;
}

type State = ListNavigationState & {
  ids: readonly string[];
  /** Move the DOM focus to the cursor's row (the keyboard moved it). */
  fromKeyboard: boolean;
  /** The cursor's row went away (a new page, an archived row): refocus if the focus was lost with it. */
  cursorReplaced: boolean;
};

function reducer(state: State, event: ListCommand | { type: 'sync'; ids: readonly string[] }): State {
  if (event.type === 'sync') {
    const next = reconcileListNavigation(state, event.ids, state.ids);
    if (next === state && state.ids === event.ids) return state;
    const cursorReplaced = state.cursor !== null && next.cursor !== state.cursor;
    return { ...next, ids: event.ids, fromKeyboard: false, cursorReplaced };
  }
  const next = listNavigationReducer(state, event, state.ids);
  if (next === state) return state;
  return {
    ...next,
    ids: state.ids,
    fromKeyboard: event.type !== 'focus' && event.type !== 'setSelection',
    cursorReplaced: false,
  };
}

/** The row element of a thread in the grid, if it is rendered. */
function rowElement(grid: HTMLElement | null, id: string): HTMLElement | null {
  return grid?.querySelector<HTMLElement>(`[data-thread-id="${CSS.escape(id)}"]`) ?? null;
}

/**
 * Whether the focus went with the cursor's row: it is nowhere in particular (the body) or still in the
 * list (react-aria may have put it on the grid or a row of its choosing).
 */
function focusIsLost(list: HTMLElement | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || list?.contains(active) === true;
}

/** Whether the focus is in a dialog above the list (the command menu, a picker): the list never takes it from there. */
function focusIsInDialog(list: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!active || list?.contains(active)) return false;
  return active.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

const ESTIMATED_ROW_HEIGHT = 64;
/** Lists up to this many rows render every row (see the virtualizer's overscan). */
const RENDER_ALL_MAX = 60;
/** How long a keyboard move waits for its row to be committed before giving up on focusing it. */
const ROW_COMMIT_WAIT_MS = 2000;
const NO_ACTIONS: readonly ThreadSelectionAction[] = [];
const SKELETON_ROWS = 8;

function emptyText(view: ThreadListView): { title?: string; text: string; hint?: string } {
  const empty = messages.emptyStates;
  switch (view.kind) {
    case 'search':
      return { title: empty.noResults, text: empty.search, hint: empty.tryAdjustingFilters };
    case 'split':
      return { text: view.name ? empty.split(view.name) : empty.splitUnnamed };
    case 'label':
      return { text: empty.label(view.name) };
    case 'channel':
      return { title: empty.channelReadyTitle, text: empty.channelReadyText };
    case 'folder':
      return { text: empty[view.folder] };
  }
}

/**
 * The thread list: a virtualized react-aria GridList with the spec's keyboard (j/k, arrows,
 * shift+arrows, x/space, mod+a, g g, shift+g, Enter/o, Escape, g p/g n), multi-selection with a
 * floating selection bar, and its loading, empty and error states.
 */
export function ThreadList({
  'aria-label': ariaLabel,
  threads: threadsGiven,
  now,
  timeZone,
  view,
  isLoading = false,
  error = null,
  pagination,
  onOpen,
  onAction,
  selectionActions = NO_ACTIONS,
  onShortcut,
  onSelectionChange,
  autoFocus = false,
  initialCursor = null,
  onUpgrade,
  isDraggable = false,
}: ThreadListProps) {
  // The same array while the same rows come (see useSameItems): nothing of the list is built again for them.
  const threads = useSameItems(threadsGiven);
  const ids = useMemo(() => threads.map((thread) => thread.id), [threads]);
  const indexById = useMemo(() => new Map(ids.map((id, index) => [id, index])), [ids]);
  const [state, dispatch] = useReducer(reducer, {
    ...initialListNavigation,
    ids,
    fromKeyboard: false,
    cursorReplaced: false,
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const [matcher] = useState(createListShortcutMatcher);
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);

  if (state.ids !== ids) dispatch({ type: 'sync', ids });

  const cursorIndex = state.cursor === null ? -1 : (indexById.get(state.cursor) ?? -1);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (cursorIndex === -1 || indexes.includes(cursorIndex)) return indexes;
      return [...indexes, cursorIndex].sort((a, b) => a - b);
    },
    [cursorIndex],
  );
  // Stable callbacks: the virtualizer recomputes its 10,000 measurements when they change.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getItemKey = useCallback((index: number) => ids[index] ?? index, [ids]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  // Rows drag as threads (their ids), onto the split tabs and the sidebar's channels. The options stay
  // the same object: react-aria rebuilds its drag hooks, and every row's, whenever they change.
  const latestThreads = useRef(threads);
  latestThreads.current = threads;
  const dragOptions = useMemo(
    () => ({
      getItems: (keys: Set<Key>) =>
        [...keys].map((key) => {
          const id = String(key);
          const thread = latestThreads.current.find((candidate) => candidate.id === id);
          return { [THREAD_DRAG_TYPE]: id, 'text/plain': thread?.title || id };
        }),
    }),
    [],
  );
  const { dragAndDropHooks } = useDragAndDrop(dragOptions);

  // How far the view moved since the last render: a jump of more than its height (a fast scroll, a
  // scrollbar drag) shows a fresh set of rows, and rows beyond the view would be gone again before they
  // are seen, so none are rendered then (about a fifth of what such a frame mounts).
  const lastVirtualizer = useRef<{ scrollOffset: number | null; scrollRect: { height: number } | null }>(
    null,
  );
  const renderedOffset = useRef(0);
  const offsetNow = lastVirtualizer.current?.scrollOffset ?? 0;
  const viewHeight = lastVirtualizer.current?.scrollRect?.height ?? 0;
  const jumped = viewHeight > 0 && Math.abs(offsetNow - renderedOffset.current) > viewHeight;
  renderedOffset.current = offsetNow;

  const virtualizer = useVirtualizer({
    count: threads.length,
    getScrollElement,
    estimateSize,
    // A page of the app (25 rows) is rendered whole: scrolling it then never changes the rendered rows,
    // and react-aria re-renders every row of the grid when they change. Long lists render the rows in
    // view and two beyond (none while the view jumps, above).
    overscan: threads.length <= RENDER_ALL_MAX ? threads.length : jumped ? 0 : 2,
    rangeExtractor,
    getItemKey,
  });
  lastVirtualizer.current = virtualizer;

  // Every row has the same height (set by the theme's type scale): measure the first row once.
  const measured = useRef(false);
  useLayoutEffect(() => {
    if (measured.current) return;
    const height = gridRef.current?.querySelector<HTMLElement>('[data-thread-id]')?.offsetHeight;
    if (!height) return;
    measured.current = true;
    if (height !== rowHeight) {
      setRowHeight(height);
      virtualizer.measure();
    }
  });

  // Keyboard moves the cursor: focus its row (always rendered thanks to the range extractor). On the
  // first render react-aria commits the rows a frame or more later (many on a loaded machine), so a
  // missing row is retried once per frame for up to two seconds.
  useLayoutEffect(() => {
    const refocus = state.cursorReplaced && focusIsLost(scrollRef.current);
    if ((!state.fromKeyboard && !refocus) || state.cursor === null || cursorIndex === -1) return;
    const id = state.cursor;
    let frame = 0;
    const started = performance.now();
    // Scroll only when the row is out of view, judged from the virtualizer's cached geometry (no
    // layout read on every keypress).
    const scrollToCursor = () => {
      const top = cursorIndex * rowHeight;
      const viewTop = virtualizer.scrollOffset ?? 0;
      const viewHeight = virtualizer.scrollRect?.height ?? 0;
      if (top < viewTop || top + rowHeight > viewTop + viewHeight) {
        virtualizer.scrollToIndex(cursorIndex, { align: 'auto' });
      }
    };
    // Focus first, then scroll: scrolling first would unmount the focused row (far from the cursor, as
    // after shift+G), and react-aria would move the focus to a row of its choosing.
    const focusRow = () => {
      const row = rowElement(gridRef.current, id);
      if (row) {
        const active = document.activeElement;
        // Never from a dialog above the list, nor from a field the user is typing in (a search box typed
        // in again while the screen its last search opened was arriving).
        if (active !== row && !focusIsInDialog(scrollRef.current) && !isBeingTypedIn(active)) {
          row.focus({ preventScroll: true });
        }
        scrollToCursor();
      } else if (performance.now() - started < ROW_COMMIT_WAIT_MS) {
        frame = requestAnimationFrame(focusRow);
      } else {
        scrollToCursor();
      }
    };
    focusRow();
    return () => cancelAnimationFrame(frame);
  }, [state.cursor, state.fromKeyboard, state.cursorReplaced, cursorIndex, virtualizer, rowHeight]);

  // On arrival (the first rows, or rows again after the list was empty) the cursor goes to the restored
  // place or the first row, once: a later change in the number of rows (a refetch, an archive) leaves the
  // cursor and the focus where the user is.
  useEffect(watchTyping, []);
  const startCursor = useRef(initialCursor);
  const placed = useRef(false);
  useEffect(() => {
    if (ids.length === 0) placed.current = false;
    if (!autoFocus || ids.length === 0 || placed.current) return;
    placed.current = true;
    const start = startCursor.current;
    startCursor.current = null;
    dispatch(start ? { type: 'moveTo', id: start } : { type: 'first' });
  }, [autoFocus, ids.length]);

  const selectionCallback = useRef(onSelectionChange);
  selectionCallback.current = onSelectionChange;
  const reportedSelection = useRef(state.selected);
  useEffect(() => {
    if (reportedSelection.current === state.selected) return;
    reportedSelection.current = state.selected;
    selectionCallback.current?.(state.selected);
  }, [state.selected]);

  const targetIds = useCallback(
    (): string[] => (state.selected.size > 0 ? [...state.selected] : state.cursor ? [state.cursor] : []),
    [state.selected, state.cursor],
  );

  const runIntent = (intent: ListIntent) => {
    switch (intent.type) {
      case 'open':
        if (state.cursor) onOpen?.(state.cursor);
        return;
      case 'pagePrevious':
        if (pagination?.meta.previous_page_token) pagination.onPrevious?.();
        return;
      case 'pageNext':
        if (pagination?.meta.next_page_token) pagination.onNext?.();
        return;
      case 'shortcut': {
        const targets = targetIds();
        if (targets.length > 0 && onShortcut?.(intent.id, targets) === true) focusPastLeaving(targets);
        return;
      }
      case 'next':
      case 'previous':
        if (!moveFocusAtOnce(intent)) dispatch(intent);
        return;
      default:
        dispatch(intent);
    }
  };

  /**
   * j / k (and the arrows) when the next row is already rendered: focus it here, in the key's handler.
   * react-aria's focus update and the cursor's (through onFocusCapture) then render the list once; going
   * through the reducer and a layout effect rendered it twice before the frame (the cursor, then
   * react-aria's answer to the focus). Off-screen, the list scrolls just enough to show the row.
   */
  const moveFocusAtOnce = (intent: { type: 'next' | 'previous' }): boolean => {
    if (state.cursor === null || state.anchor !== null) return false;
    const next = listNavigationReducer(state, intent, ids).cursor;
    if (next === null || next === state.cursor) return next === state.cursor;
    const row = rowElement(gridRef.current, next);
    const index = indexById.get(next);
    if (!row || index === undefined) return false;
    row.focus({ preventScroll: true });
    const top = index * rowHeight;
    const viewTop = virtualizer.scrollOffset ?? 0;
    const viewHeight = virtualizer.scrollRect?.height ?? 0;
    if (top < viewTop || top + rowHeight > viewTop + viewHeight) {
      virtualizer.scrollToIndex(index, { align: 'auto' });
    }
    return true;
  };

  /**
   * The cursor's row leaves the list at once (onShortcut answered true: e archives it from the inbox):
   * the row that takes its place takes the focus here, in the key's handler, as {@link moveFocusAtOnce}
   * does for j / k. The row's going and react-aria's answer to the focus then render the list once; left
   * to the reconciliation after the rows change, the focus moved in a second render before the frame.
   */
  const focusPastLeaving = (leaving: readonly string[]) => {
    if (state.cursor === null || state.anchor !== null || !leaving.includes(state.cursor)) return;
    const gone = new Set(leaving);
    const next = reconcileListNavigation(
      state,
      ids.filter((id) => !gone.has(id)),
      ids,
    ).cursor;
    if (next === null || next === state.cursor) return;
    rowElement(gridRef.current, next)?.focus({ preventScroll: true });
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTextField(event.target)) return;
    const onRow = event.target instanceof HTMLElement && event.target.hasAttribute('data-thread-id');
    const intent = matcher(event.nativeEvent, { onRow, hasSelection: state.selected.size > 0 });
    if (!intent) return;
    event.preventDefault();
    event.stopPropagation();
    runIntent(intent);
  };

  const onFocusCapture = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === gridRef.current) {
      // The grid itself took the focus (react-aria puts it there when the row it knew went away, as when
      // a list arrives from the cache): it goes on to the cursor's row once react-aria is done.
      const id = state.cursor;
      requestAnimationFrame(() => {
        const grid = gridRef.current;
        if (!id || !grid || document.activeElement !== grid) return;
        rowElement(grid, id)?.focus({ preventScroll: true });
      });
      return;
    }
    const row = (event.target as HTMLElement).closest?.('[data-thread-id]');
    const id = row?.getAttribute('data-thread-id');
    if (id && id !== state.cursor) dispatch({ type: 'focus', id });
  };

  const onGridSelectionChange = useCallback((keys: Selection) => {
    if (keys === 'all') dispatch({ type: 'selectAll' });
    else dispatch({ type: 'setSelection', ids: new Set([...keys].map(String)) });
  }, []);
  const latestOnOpen = useRef(onOpen);
  latestOnOpen.current = onOpen;
  const hasOnOpen = onOpen !== undefined;
  const onGridAction = useMemo(
    () => (hasOnOpen ? (key: Key) => latestOnOpen.current?.(String(key)) : undefined),
    [hasOnOpen],
  );

  // The rows get one callback for the list's lifetime: an app re-rendering around the list (its own
  // cursor or selection state, inline handlers) must not re-render every row, which are memoized.
  const latestOnAction = useRef(onAction);
  latestOnAction.current = onAction;
  const onRowAction = useCallback(
    (action: ThreadListAction, threadId: string) => latestOnAction.current?.(action, [threadId]),
    [],
  );

  // The grid as an element that stays the same while the rows it shows do: the virtualizer re-renders the
  // list whenever the visible range moves (every row height scrolled), and with few rows, or the rows of
  // the overscan, the rendered rows are often the same. React then skips the grid, whose every row
  // (react-aria item, checkbox, drag hooks) would otherwise render again on each such frame.
  const items = virtualizer.getVirtualItems();
  const itemsKey = items.map((item) => `${String(item.key)}@${item.start}`).join(' ');
  const totalSize = virtualizer.getTotalSize();
  const hasOnAction = onAction !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `items` is read through `itemsKey` (its rows and offsets).
  const grid = useMemo(
    () => (
      <GridList
        ref={gridRef}
        aria-label={ariaLabel}
        className={styles.canvas}
        style={{ height: totalSize }}
        selectionMode="multiple"
        selectedKeys={state.selected}
        onSelectionChange={onGridSelectionChange}
        onAction={onGridAction}
        disallowTypeAhead
        escapeKeyBehavior="none"
        dragAndDropHooks={isDraggable ? dragAndDropHooks : undefined}
      >
        {items.map((item) => {
          const thread = threads[item.index]!;
          return (
            <ThreadRowItem
              key={thread.id}
              thread={thread}
              now={now}
              timeZone={timeZone}
              onAction={hasOnAction ? onRowAction : undefined}
              virtualOffset={item.start}
              virtualIndex={item.index}
            />
          );
        })}
      </GridList>
    ),
    [
      itemsKey,
      totalSize,
      threads,
      now,
      timeZone,
      ariaLabel,
      state.selected,
      onGridSelectionChange,
      onGridAction,
      isDraggable,
      dragAndDropHooks,
      hasOnAction,
      onRowAction,
    ],
  );

  // An empty first page has nothing to page through: no '0 - 0 of 0'. The toolbar and the selection bar
  // are elements that stay the same while their inputs do: the virtualizer renders the list again on
  // every row height scrolled, and they (buttons, tooltips) rendered with it.
  const toolbar = useMemo(
    () =>
      pagination && hasPages(pagination.meta) ? (
        <Pagination meta={pagination.meta} onPrevious={pagination.onPrevious} onNext={pagination.onNext} />
      ) : null,
    [pagination],
  );
  const selectedCount = state.selected.size;
  const latestSelected = useRef(state.selected);
  latestSelected.current = state.selected;
  const onBarAction = useCallback(
    (action: ThreadListAction) => latestOnAction.current?.(action, [...latestSelected.current]),
    [],
  );
  const onBarClear = useCallback(() => dispatch({ type: 'clear' }), []);
  const selectionBar = useMemo(
    () => (
      <SelectionBar
        count={selectedCount}
        actions={selectionActions.map((action) => {
          const Icon = threadActionIcons[action.id];
          return { ...action, icon: <Icon aria-hidden className={styles.icon} /> };
        })}
        onAction={onBarAction}
        onClear={onBarClear}
      />
    ),
    [selectedCount, selectionActions, onBarAction, onBarClear],
  );

  if (error) {
    return (
      <div className={styles.root}>
        <div className={styles.state}>
          <EmptyState tone="error" icon={<CircleAlert />} description={error} />
        </div>
      </div>
    );
  }

  if (view.kind === 'split' && view.isCrafting) {
    return (
      <div className={styles.root} aria-busy="true" aria-label={ariaLabel} role="status">
        <div className={styles.state}>
          <EmptyState icon={<Spinner size="lg" />} description={messages.wizard.busy.inbox} />
        </div>
      </div>
    );
  }

  if (isLoading) {
    return (
      <div className={styles.root} aria-busy="true" aria-label={ariaLabel} role="status">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <div key={index} className={styles.skeletonRow}>
            <Skeleton shape="rect" size="sm" />
            <Skeleton shape="circle" size="sm" />
            <div className={styles.skeletonLines}>
              <Skeleton shape="text" width={index % 2 ? '35%' : '45%'} />
              <Skeleton shape="text" width={index % 3 ? '80%' : '65%'} />
            </div>
            <Skeleton shape="text" />
          </div>
        ))}
      </div>
    );
  }

  const historyLimit = pagination?.meta.history_limit;
  const historyNotice = historyLimit ? (
    <HistoryLimitNotice
      days={historyLimit.days}
      hiddenCount={historyLimit.hidden_count}
      onUpgrade={onUpgrade}
    />
  ) : null;

  // Nothing in the window but older threads hidden: those are the results, behind the banner.
  if (threads.length === 0 && historyNotice) {
    return (
      <div className={styles.root}>
        {toolbar}
        {historyNotice}
      </div>
    );
  }

  if (threads.length === 0) {
    const empty = emptyText(view);
    return (
      <div className={styles.root}>
        {toolbar}
        <div className={styles.state}>
          <EmptyState
            title={empty.title}
            description={
              empty.hint ? (
                <>
                  {empty.text} <span className={styles.stateHint}>{empty.hint}</span>
                </>
              ) : (
                empty.text
              )
            }
          />
        </div>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      {toolbar}
      <div
        ref={scrollRef}
        className={styles.scroller}
        onKeyDownCapture={onKeyDownCapture}
        onFocusCapture={onFocusCapture}
      >
        {grid}
        {historyNotice}
      </div>
      {selectionBar}
    </div>
  );
}
