import { describe, expect, it } from 'vitest';
import {
  initialListNavigation,
  type ListCommand,
  type ListNavigationState,
  listNavigationReducer,
  reconcileListNavigation,
} from './list-navigation';

const ids = ['a', 'b', 'c', 'd', 'e'];

function run(commands: ListCommand[], start: ListNavigationState = initialListNavigation) {
  return commands.reduce((state, command) => listNavigationReducer(state, command, ids), start);
}

const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('listNavigationReducer', () => {
  it('puts the cursor on the first row on the first next or previous', () => {
    expect(run([{ type: 'next' }]).cursor).toBe('a');
    expect(run([{ type: 'previous' }]).cursor).toBe('a');
  });

  it('moves the cursor one row per next/previous and stops at both ends', () => {
    expect(run([{ type: 'next' }, { type: 'next' }, { type: 'next' }]).cursor).toBe('c');
    expect(run([{ type: 'last' }, { type: 'next' }]).cursor).toBe('e');
    expect(run([{ type: 'first' }, { type: 'previous' }]).cursor).toBe('a');
  });

  it('puts the cursor on a restored row, or on the first row when that row is gone', () => {
    expect(run([{ type: 'moveTo', id: 'd' }]).cursor).toBe('d');
    expect(run([{ type: 'moveTo', id: 'd' }, { type: 'next' }]).cursor).toBe('e');
    expect(run([{ type: 'moveTo', id: 'zz' }]).cursor).toBe('a');
  });

  it('jumps to the top (g g) and to the bottom (shift+g)', () => {
    expect(run([{ type: 'last' }]).cursor).toBe('e');
    expect(run([{ type: 'last' }, { type: 'first' }]).cursor).toBe('a');
  });

  it('toggles the row under the cursor (x or space) without moving', () => {
    const once = run([{ type: 'next' }, { type: 'next' }, { type: 'toggle' }]);
    expect(sorted(once.selected)).toEqual(['b']);
    expect(once.cursor).toBe('b');
    expect(sorted(listNavigationReducer(once, { type: 'toggle' }, ids).selected)).toEqual([]);
  });

  it('extends the selection from the cursor with shift+arrows and shrinks it when going back', () => {
    const down = run([{ type: 'next' }, { type: 'extendNext' }, { type: 'extendNext' }]);
    expect(sorted(down.selected)).toEqual(['a', 'b', 'c']);
    expect(down.cursor).toBe('c');
    const back = listNavigationReducer(down, { type: 'extendPrevious' }, ids);
    expect(sorted(back.selected)).toEqual(['a', 'b']);
  });

  it('keeps rows selected before a shift range when the range shrinks past them', () => {
    const state = run([
      { type: 'last' },
      { type: 'toggle' },
      { type: 'first' },
      { type: 'extendNext' },
      { type: 'extendPrevious' },
    ]);
    expect(sorted(state.selected)).toEqual(['a', 'e']);
  });

  it('extends upwards past the anchor', () => {
    const state = run([
      { type: 'next' },
      { type: 'next' },
      { type: 'extendPrevious' },
      { type: 'extendPrevious' },
    ]);
    expect(sorted(state.selected)).toEqual(['a', 'b']);
    expect(state.cursor).toBe('a');
  });

  it('selects every row with mod+a and clears the selection with Escape, keeping the cursor', () => {
    const all = run([{ type: 'next' }, { type: 'selectAll' }]);
    expect(sorted(all.selected)).toEqual(ids);
    const cleared = listNavigationReducer(all, { type: 'clear' }, ids);
    expect(cleared.selected.size).toBe(0);
    expect(cleared.cursor).toBe('a');
  });

  it('follows a row focused by pointer or tab, and ignores ids that are not rows', () => {
    expect(run([{ type: 'focus', id: 'd' }]).cursor).toBe('d');
    expect(run([{ type: 'focus', id: 'zz' }]).cursor).toBeNull();
  });

  it('takes the selection given by the checkboxes as is', () => {
    const state = run([{ type: 'setSelection', ids: new Set(['b', 'd']) }]);
    expect(sorted(state.selected)).toEqual(['b', 'd']);
  });

  it('returns the same state object when nothing changes (no re-render)', () => {
    const at = run([{ type: 'first' }]);
    expect(listNavigationReducer(at, { type: 'previous' }, ids)).toBe(at);
    expect(listNavigationReducer(at, { type: 'clear' }, ids)).toBe(at);
  });

  it('does nothing on an empty list', () => {
    expect(listNavigationReducer(initialListNavigation, { type: 'next' }, [])).toBe(initialListNavigation);
  });
});

describe('reconcileListNavigation', () => {
  it('drops selected rows that left the list and moves a lost cursor to the first row', () => {
    const state = run([
      { type: 'last' },
      { type: 'toggle' },
      { type: 'first' },
      { type: 'toggle' },
      { type: 'last' },
    ]);
    const next = reconcileListNavigation(state, ['a', 'b', 'c']);
    expect(sorted(next.selected)).toEqual(['a']);
    expect(next.cursor).toBe('a');
  });

  it('moves a cursor whose row left to the row that took its place (e, e, e goes on down the list)', () => {
    const onC = run([{ type: 'moveTo', id: 'c' }]);
    expect(reconcileListNavigation(onC, ['a', 'b', 'd', 'e'], ids).cursor).toBe('d');
    // Several rows left with it: the first of the later rows still there.
    expect(reconcileListNavigation(onC, ['a', 'b', 'e'], ids).cursor).toBe('e');
    // The last rows left: the nearest row before it.
    const onE = run([{ type: 'last' }]);
    expect(reconcileListNavigation(onE, ['a', 'b', 'c'], ids).cursor).toBe('c');
    // A new page, none of the old rows on it: the first row.
    expect(reconcileListNavigation(onC, ['x', 'y'], ids).cursor).toBe('x');
    expect(reconcileListNavigation(onC, [], ids).cursor).toBeNull();
  });

  it('keeps the same state when every id is still present', () => {
    const state = run([{ type: 'next' }, { type: 'toggle' }]);
    expect(reconcileListNavigation(state, ids)).toBe(state);
  });
});
