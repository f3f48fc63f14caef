import { describe, expect, it } from 'vitest';
import { createListShortcutMatcher, type ListKeyContext } from './list-shortcuts';

const onRow: ListKeyContext = { onRow: true, hasSelection: false };
let time = 0;
function tick() {
  time += 50;
  return time;
}
const key = (k: string, mods: Partial<{ shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key: k,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
  timeStamp: tick(),
});

describe('createListShortcutMatcher', () => {
  it('maps j/k and the arrows to moving the cursor, shift+arrows to extending', () => {
    const match = createListShortcutMatcher('other');
    expect(match(key('j'), onRow)).toEqual({ type: 'next' });
    expect(match(key('k'), onRow)).toEqual({ type: 'previous' });
    expect(match(key('ArrowDown'), onRow)).toEqual({ type: 'next' });
    expect(match(key('ArrowUp', { shiftKey: true }), onRow)).toEqual({ type: 'extendPrevious' });
  });

  it('recognises the g g, g p and g n sequences and shift+g', () => {
    const match = createListShortcutMatcher('other');
    expect(match(key('g'), onRow)).toBeNull();
    expect(match(key('g'), onRow)).toEqual({ type: 'first' });
    expect(match(key('G', { shiftKey: true }), onRow)).toEqual({ type: 'last' });
    match(key('g'), onRow);
    expect(match(key('n'), onRow)).toEqual({ type: 'pageNext' });
    match(key('g'), onRow);
    expect(match(key('p'), onRow)).toEqual({ type: 'pagePrevious' });
  });

  it('leaves the global g-chords alone: g b, g s and g a are not snooze, star or reply all', () => {
    const match = createListShortcutMatcher('other');
    for (const second of ['b', 's', 'a', 'i', 't', 'd']) {
      expect(match(key('g'), onRow)).toBeNull();
      expect(match(key(second), onRow)).toBeNull();
    }
    expect(match(key('b'), onRow)).toEqual({ type: 'shortcut', id: 'snooze' });
  });

  it('uses Control as mod off Apple platforms and Meta on them', () => {
    expect(createListShortcutMatcher('other')(key('a', { ctrlKey: true }), onRow)).toEqual({
      type: 'selectAll',
    });
    expect(createListShortcutMatcher('mac')(key('a', { metaKey: true }), onRow)).toEqual({
      type: 'selectAll',
    });
  });

  it('leaves Space and Enter to a control inside the row', () => {
    const match = createListShortcutMatcher('other');
    const onButton = { onRow: false, hasSelection: false };
    expect(match(key(' '), onButton)).toBeNull();
    expect(match(key('Enter'), onButton)).toBeNull();
    expect(match(key(' '), onRow)).toEqual({ type: 'toggle' });
    expect(match(key('Enter'), onRow)).toEqual({ type: 'open' });
  });

  it('clears the selection with Escape only when there is one', () => {
    const match = createListShortcutMatcher('other');
    expect(match(key('Escape'), onRow)).toBeNull();
    expect(match(key('Escape'), { onRow: true, hasSelection: true })).toEqual({ type: 'clear' });
  });

  it('hands the action keys (e, s, #, Backspace, shift+i, r) to the app by shortcut id; Tab is left to the splits', () => {
    const match = createListShortcutMatcher('other');
    expect(match(key('e'), onRow)).toEqual({ type: 'shortcut', id: 'archive' });
    expect(match(key('s'), onRow)).toEqual({ type: 'shortcut', id: 'star' });
    expect(match(key('#', { shiftKey: true }), onRow)).toEqual({ type: 'shortcut', id: 'trash' });
    expect(match(key('Backspace'), onRow)).toEqual({ type: 'shortcut', id: 'trash' });
    expect(match(key('I', { shiftKey: true }), onRow)).toEqual({ type: 'shortcut', id: 'mark_read' });
    expect(match(key('r'), onRow)).toEqual({ type: 'shortcut', id: 'reply' });
    expect(match(key('Tab'), onRow)).toBeNull();
  });
});
