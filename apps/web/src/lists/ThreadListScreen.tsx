import {
  isPlaceholderThreadId,
  type PageMeta,
  PREFETCH_FRESHNESS_MS,
  PREFETCH_RECENT_THREADS,
  THREAD_LIST_PAGE_SIZE,
  type ThreadListRow,
} from '@switchboard/domain';
import {
  type ListShortcutId,
  SHELL_REGION_ATTRIBUTE,
  ThreadList,
  type ThreadListView,
  type ThreadRowData,
  type ThreadSelectionAction,
  VisuallyHidden,
} from '@switchboard/ui';
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router';
import { Suspense, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  actionForShortcut,
  actionKeys,
  rowActions,
  selectionActions,
  type ThreadActionId,
  threadAction,
} from '../actions/thread-actions';
import { useUndoShortcut } from '../actions/undo';
import { type ThreadActionInput, useThreadActions } from '../actions/use-thread-actions';
import { openPricingDialog } from '../billing/open-pricing-dialog';
import { lazyComponent, preloadWhenIdle } from '../lazy';
import { useWaitingChangeVariables } from '../offline/offline-queue';
import { threadsWithWaitingChanges } from '../offline/waiting-threads';
import { navigationRestore, writeNavigationState } from '../shell/navigation-state';
import { useDocumentTitle } from '../use-document-title';
import { useNow } from '../use-now';
import { currentTimeZone } from '../use-time-zone';
import * as styles from './lists.css';
import { setShownThreads } from './shown-threads';
import type { PickerKind } from './ThreadPickers';
import { useListCommands } from './use-list-commands';

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * Whether an action takes its threads out of the list shown (as its optimistic change does): archive and
 * spam leave the inbox and its splits, trash leaves every list but the trash.
 */
function takesOutOf(id: ThreadActionId, list: string): boolean {
  if (id === 'archive' || id === 'spam') return list === 'split' || list === 'inbox';
  if (id === 'trash') return list !== 'trash';
  return false;
}

// The pickers (snooze with its date parsing, labels, channels) load on the first b / l / v, or on idle after
// the first rows: not on /inbox's startup path (issue 17).
const ThreadPickers = lazyComponent(() => import('./ThreadPickers').then((module) => module.ThreadPickers));

export interface ThreadListScreenProps {
  /** The list's name: its heading, the grid's accessible name and the page title. */
  title: string;
  view: ThreadListView;
  /** The page's threads, in order, and their rows (same order, same ids). */
  threads: readonly ThreadListRow[];
  rows: readonly ThreadRowData[];
  meta: PageMeta;
  /** Goes to another page: a token, or undefined for the first page (plain URL). */
  onPage: (page: string | undefined) => void;
  /**
   * The rows are the ones kept on the device, not yet refreshed by the server (offline/kept-queries.ts):
   * the place restored after a reload waits for the server's rows.
   */
  showsKept?: boolean;
}

/**
 * One page of a thread list with every list action: row hover actions, the selection bar, the keyboard
 * and the command menu all run the same action definitions (`actions/thread-actions`).
 */
export function ThreadListScreen({
  title,
  view,
  threads,
  rows,
  meta,
  onPage,
  showsKept = false,
}: ThreadListScreenProps) {
  const navigate = useNavigate();
  const { queryClient, queries } = useRouteContext({ from: '__root__' });
  const now = useNow();
  const perform = useThreadActions();
  useDocumentTitle(title);
  useUndoShortcut();
  useEffect(() => preloadWhenIdle([ThreadPickers.preload]), []);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [cursor, setCursor] = useState<string | null>(null);
  // The row the cursor is on is saved for a reload of this list (and given back only then).
  const href = useLocation({ select: (location) => `${location.pathname}${location.searchStr}` });
  const [initialCursor] = useState(() => navigationRestore().takeListCursor(href));
  useEffect(() => {
    if (cursor) writeNavigationState({ list: { href, threadId: cursor } });
  }, [href, cursor]);
  const [picker, setPicker] = useState<{ kind: PickerKind; threads: readonly ThreadListRow[] } | null>(null);
  const byId = useMemo(() => new Map(threads.map((thread) => [thread.id, thread])), [threads]);
  // Dragged rows carry their ids; a drop on a split or a channel finds the rows here.
  useEffect(() => setShownThreads(threads), [threads]);
  const threadsOf = useCallback(
    (ids: Iterable<string>) => [...ids].flatMap((id) => byId.get(id) ?? []),
    [byId],
  );

  // Rows an action takes out of this list leave it in the key's own frame: the optimistic change reaches
  // the cache a task later (the query client notifies on a timer), often after that frame was painted.
  // They are hidden here until the list's rows change (that change, or its rollback, has landed).
  const list = view.kind === 'folder' ? view.folder : view.kind;
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(NO_IDS);
  const [leavingFrom, setLeavingFrom] = useState(rows);
  if (leavingFrom !== rows) {
    setLeavingFrom(rows);
    setLeaving(NO_IDS);
  }

  // Whatever asks (a key, a button, the command menu), an action runs only on threads it applies to:
  // a key that does not apply here (e on a row that is not in the inbox) does nothing.
  // Answers whether the threads leave the list at once (hidden in this frame).
  const run = useCallback(
    (id: ThreadActionId, targets: readonly ThreadListRow[], input?: ThreadActionInput): boolean => {
      if (targets.length === 0 || !threadAction(id).appliesTo(targets)) return false;
      const pick = (kind: PickerKind) => {
        setPicker({ kind, threads: targets });
        return false;
      };
      if (id === 'snooze' && !input?.snoozeUntil) return pick('snooze');
      if (id === 'labels' && !input?.labelIds) return pick('labels');
      if (id === 'channels' && !input?.channelIds) return pick('channels');
      if (id === 'deletePermanently' && !input) return pick('delete');
      // (A thread still being added is not archived: useThreadActions says so instead.)
      const placeholder = targets.some((thread) => isPlaceholderThreadId(thread.id));
      const leaves = takesOutOf(id, list) && !placeholder;
      if (leaves) setLeaving(new Set(targets.map((thread) => thread.id)));
      perform(id, targets, input);
      return leaves;
    },
    [perform, list],
  );

  const targets = useMemo(
    () => (selection.size > 0 ? threadsOf(selection) : threadsOf(cursor ? [cursor] : [])),
    [selection, cursor, threadsOf],
  );
  useListCommands(targets, run);

  // The selection bar offers what applies to the selected threads; each row what applies to it.
  const barActions = useMemo<ThreadSelectionAction[]>(
    () =>
      selectionActions(threadsOf(selection)).map((action) => ({
        id: action.id,
        label: action.label,
        shortcut: actionKeys(action)?.join(' '),
      })),
    [selection, threadsOf],
  );
  // A row with a change made offline, not yet sent, shows it as pending (offline/offline-queue.ts).
  const waitingChanges = useWaitingChangeVariables();
  const pending = useMemo(
    () => threadsWithWaitingChanges(waitingChanges, threads),
    [waitingChanges, threads],
  );
  // Each row with its actions and pending mark is the same object while its row, thread and mark are:
  // the list re-renders only the rows whose object changed (an archive changed every row's before).
  const decorated = useRef(
    new WeakMap<
      ThreadRowData,
      { thread: ThreadListRow | undefined; isPending: boolean; row: ThreadRowData }
    >(),
  );
  const shownRows = useMemo(
    () =>
      rows.flatMap((row) => {
        if (leaving.has(row.id)) return [];
        const thread = byId.get(row.id);
        const isPending = pending.has(row.id);
        const made = decorated.current.get(row);
        if (made && made.thread === thread && made.isPending === isPending) return [made.row];
        const shown = isPending ? { ...row, isPending: true } : row;
        const result = thread ? { ...shown, actions: rowActions(thread) } : shown;
        decorated.current.set(row, { thread, isPending, row: result });
        return [result];
      }),
    [rows, byId, leaving, pending],
  );

  // The row under the keyboard cursor is what the command menu acts on when nothing is selected.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      const row = (event.target as HTMLElement).closest?.('[data-thread-id]');
      const id = row?.getAttribute('data-thread-id');
      // A transition: the screen's commands and saved place follow the cursor just after the key's frame,
      // never inside it (the list draws the move itself).
      if (id) startTransition(() => setCursor(id));
    };
    // Prefetch a thread when the pointer rests on its row (spec: hover prefetch, fresh for 600 s).
    const onPointerOver = (event: PointerEvent) => {
      const id = (event.target as HTMLElement).closest?.('[data-thread-id]')?.getAttribute('data-thread-id');
      if (id) void queryClient.prefetchQuery({ ...queries.thread(id), staleTime: PREFETCH_FRESHNESS_MS });
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('pointerover', onPointerOver);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('pointerover', onPointerOver);
    };
  }, [queryClient, queries]);

  // The most recently active threads of the page are prefetched too (spec: 5, fresh for 600 s).
  useEffect(() => {
    const recent = [...threads]
      .sort((a, b) => Date.parse(b.last_activity.date) - Date.parse(a.last_activity.date))
      .slice(0, PREFETCH_RECENT_THREADS);
    for (const thread of recent) {
      void queryClient.prefetchQuery({ ...queries.thread(thread.id), staleTime: PREFETCH_FRESHNESS_MS });
    }
  }, [threads, queryClient, queries]);

  const previous = meta.previous_page_token;
  const next = meta.next_page_token;
  // The page before the second one is the first: its plain URL, not a token.
  const firstPageBefore = meta.start_index <= THREAD_LIST_PAGE_SIZE;
  // The same object while the page is the same: the list's pager renders again only when it changes (this
  // screen renders on every cursor move, for the commands of the row under it).
  const latestOnPage = useRef(onPage);
  latestOnPage.current = onPage;
  const pagination = useMemo(
    () => ({
      meta,
      onNext: next ? () => latestOnPage.current(next) : undefined,
      onPrevious: previous ? () => latestOnPage.current(firstPageBefore ? undefined : previous) : undefined,
    }),
    [meta, next, previous, firstPageBefore],
  );

  return (
    <div ref={root} className={styles.listScreen} {...{ [SHELL_REGION_ATTRIBUTE]: 'list' }}>
      <VisuallyHidden>
        <h1>{title}</h1>
      </VisuallyHidden>
      <ThreadList
        aria-label={title}
        threads={shownRows}
        now={now}
        timeZone={currentTimeZone()}
        view={view}
        // A place to give back is put on the server's rows (the kept ones can differ); the list places
        // its cursor once, when autoFocus turns on.
        autoFocus={!(initialCursor && showsKept)}
        initialCursor={initialCursor}
        pagination={pagination}
        onOpen={(threadId) => void navigate({ to: '/threads/$threadId', params: { threadId } })}
        onUpgrade={openPricingDialog}
        isDraggable
        onAction={(action, ids) => run(action, threadsOf(ids))}
        selectionActions={barActions}
        onShortcut={(shortcut: ListShortcutId, ids) => {
          // The key's action for these threads (s stars or unstars, # trashes or restores), if any applies.
          const targets = threadsOf(ids);
          const id = actionForShortcut(shortcut, targets);
          return id ? run(id, targets) : false;
        }}
        onSelectionChange={setSelection}
      />
      {picker ? (
        <Suspense fallback={null}>
          <ThreadPickers
            kind={picker.kind}
            threads={picker.threads}
            now={now}
            onClose={() => setPicker(null)}
            onDone={(input) => {
              const { kind, threads: chosen } = picker;
              setPicker(null);
              const action: ThreadActionId =
                kind === 'snooze'
                  ? 'snooze'
                  : kind === 'labels'
                    ? 'labels'
                    : kind === 'channels'
                      ? 'channels'
                      : 'deletePermanently';
              perform(action, chosen, input);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
