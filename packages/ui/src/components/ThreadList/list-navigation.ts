/**
 * Cursor and multi-selection of a thread list, as a pure reducer over the
 * ordered ids of the rows. Keys are mapped to these commands elsewhere (the
 * shortcut table lives in `@switchboard/domain`); this file only knows what
 * each command does to the cursor and the selection.
 */

export type ListCommand =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'extendNext' }
  | { type: 'extendPrevious' }
  | { type: 'toggle' }
  | { type: 'selectAll' }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'clear' }
  | { type: 'focus'; id: string }
  /** Puts the cursor on a row by id (a restored place), or on the first row when it is gone. */
  | { type: 'moveTo'; id: string }
  | { type: 'setSelection'; ids: ReadonlySet<string> };

export interface ListNavigationState {
  /** Id of the row under the cursor (the focused row), or null before any row is focused. */
  readonly cursor: string | null;
  /** Where a shift+arrow range starts; null when no range is being extended. */
  readonly anchor: string | null;
  /** Selection outside the range being extended (restored when the range shrinks). */
  readonly base: ReadonlySet<string>;
  readonly selected: ReadonlySet<string>;
}

export const initialListNavigation: ListNavigationState = {
  cursor: null,
  anchor: null,
  base: new Set(),
  selected: new Set(),
};

const EMPTY: ReadonlySet<string> = new Set();

function indexOf(ids: readonly string[], id: string | null): number {
  return id === null ? -1 : ids.indexOf(id);
}

function moveTo(state: ListNavigationState, ids: readonly string[], index: number): ListNavigationState {
  const id = ids[Math.max(0, Math.min(ids.length - 1, index))] ?? null;
  if (id === state.cursor && state.anchor === null) return state;
  return { ...state, cursor: id, anchor: null };
}

function extend(state: ListNavigationState, ids: readonly string[], step: 1 | -1): ListNavigationState {
  const cursorIndex = indexOf(ids, state.cursor);
  if (cursorIndex === -1) return moveTo(state, ids, step === 1 ? 0 : ids.length - 1);
  const anchor = state.anchor ?? state.cursor;
  const anchorIndex = indexOf(ids, anchor);
  const base = state.anchor === null ? state.selected : state.base;
  const nextIndex = Math.max(0, Math.min(ids.length - 1, cursorIndex + step));
  const [from, to] = anchorIndex <= nextIndex ? [anchorIndex, nextIndex] : [nextIndex, anchorIndex];
  const selected = new Set(base);
  for (let i = from; i <= to; i++) selected.add(ids[i]!);
  return { cursor: ids[nextIndex]!, anchor, base, selected };
}

/**
 * Where the cursor goes when its row left the list: to the row that takes its place, the first of the rows
 * after it (in the list before) that are still there, as Gmail's list does after an archive, so e, e, e
 * goes on down the inbox; else the nearest still there before it (the last rows left); else, as on a new
 * page where none of the old rows is, the first row.
 */
function cursorAfterLoss(
  cursor: string,
  previous: readonly string[],
  present: ReadonlySet<string>,
  ids: readonly string[],
): string | null {
  const at = previous.indexOf(cursor);
  if (at !== -1) {
    for (let i = at + 1; i < previous.length; i++) if (present.has(previous[i]!)) return previous[i]!;
    for (let i = at - 1; i >= 0; i--) if (present.has(previous[i]!)) return previous[i]!;
  }
  return ids[0] ?? null;
}

/**
 * Drops cursor, anchor and selected ids that are no longer rows of the list. A cursor whose row left goes to
 * the row that took its place (`previous`: the rows before the change; without them, the first row).
 */
export function reconcileListNavigation(
  state: ListNavigationState,
  ids: readonly string[],
  previous: readonly string[] = [],
): ListNavigationState {
  const present = new Set(ids);
  const cursorGone = state.cursor !== null && !present.has(state.cursor);
  const anchorGone = state.anchor !== null && !present.has(state.anchor);
  let selectedChanged = false;
  for (const id of state.selected) {
    if (!present.has(id)) {
      selectedChanged = true;
      break;
    }
  }
  if (!cursorGone && !anchorGone && !selectedChanged) return state;
  return {
    cursor:
      cursorGone && state.cursor !== null
        ? cursorAfterLoss(state.cursor, previous, present, ids)
        : state.cursor,
    anchor: anchorGone ? null : state.anchor,
    base: new Set([...state.base].filter((id) => present.has(id))),
    selected: selectedChanged ? new Set([...state.selected].filter((id) => present.has(id))) : state.selected,
  };
}

export function listNavigationReducer(
  state: ListNavigationState,
  command: ListCommand,
  ids: readonly string[],
): ListNavigationState {
  if (ids.length === 0) {
    return state.cursor === null && state.selected.size === 0 ? state : initialListNavigation;
  }
  const cursorIndex = indexOf(ids, state.cursor);
  switch (command.type) {
    case 'next':
      return moveTo(state, ids, cursorIndex === -1 ? 0 : cursorIndex + 1);
    case 'previous':
      return moveTo(state, ids, cursorIndex === -1 ? 0 : cursorIndex - 1);
    case 'first':
      return moveTo(state, ids, 0);
    case 'last':
      return moveTo(state, ids, ids.length - 1);
    case 'extendNext':
      return extend(state, ids, 1);
    case 'extendPrevious':
      return extend(state, ids, -1);
    case 'toggle': {
      const id = state.cursor !== null && cursorIndex !== -1 ? state.cursor : ids[0]!;
      const selected = new Set(state.selected);
      if (selected.has(id)) selected.delete(id);
      else selected.add(id);
      return { cursor: id, anchor: null, base: EMPTY, selected };
    }
    case 'selectAll':
      return { ...state, anchor: null, base: EMPTY, selected: new Set(ids) };
    case 'clear':
      return state.selected.size === 0 && state.anchor === null
        ? state
        : { ...state, anchor: null, base: EMPTY, selected: EMPTY };
    case 'focus':
      return ids.includes(command.id) && command.id !== state.cursor
        ? { ...state, cursor: command.id, anchor: null }
        : state;
    case 'setSelection':
      return { ...state, anchor: null, base: EMPTY, selected: new Set(command.ids) };
    case 'moveTo':
      return moveTo(state, ids, Math.max(0, ids.indexOf(command.id)));
  }
}
