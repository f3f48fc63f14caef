import { describe, expect, it } from 'vitest';
import {
  chordOfEvent,
  createShortcutMatcher,
  initialShortcutMatcherState,
  normalizeChord,
  type ShortcutKeyEvent,
  stepShortcutMatcher,
} from './shortcut-matcher.js';
import { SHORTCUTS, shortcutsOf } from './shortcuts.js';

const key = (k: string, time: number, mods: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent => ({
  key: k,
  time,
  ...mods,
});

describe('createShortcutMatcher', () => {
  it('recognises g then i (inbox) within the timeout', () => {
    const m = createShortcutMatcher(shortcutsOf('global', 'lists'), { platform: 'mac' });
    expect(m.handle(key('g', 0))).toBeNull();
    expect(m.pending).toBe(true);
    expect(m.handle(key('i', 500))).toBe('go_inbox');
    expect(m.pending).toBe(false);
  });
  it('forgets the g after the timeout', () => {
    const m = createShortcutMatcher(shortcutsOf('global', 'lists'), { platform: 'mac', timeoutMs: 1000 });
    m.handle(key('g', 0));
    expect(m.handle(key('i', 1001))).toBeNull();
  });
  it('g g goes to the top; shift+g to the bottom', () => {
    const m = createShortcutMatcher(shortcutsOf('lists'), { platform: 'other' });
    m.handle(key('g', 0));
    expect(m.handle(key('g', 10))).toBe('list_top');
    expect(m.handle(key('G', 20, { shiftKey: true }))).toBe('list_bottom');
  });
  it('mod is Meta on mac and Control elsewhere', () => {
    const mac = createShortcutMatcher(SHORTCUTS, { platform: 'mac' });
    expect(mac.handle(key('k', 0, { metaKey: true }))).toBe('command_menu');
    expect(mac.handle(key('k', 10, { ctrlKey: true }))).toBeNull();
    const pc = createShortcutMatcher(SHORTCUTS, { platform: 'other' });
    expect(pc.handle(key('k', 0, { ctrlKey: true }))).toBe('command_menu');
  });
  it('mod+shift+z sends now, mod+comma opens settings, shift+i marks read', () => {
    const m = createShortcutMatcher(shortcutsOf('global', 'lists'), { platform: 'mac' });
    expect(m.handle(key('Z', 0, { metaKey: true, shiftKey: true }))).toBe('send_now');
    expect(m.handle(key(',', 10, { metaKey: true }))).toBe('settings');
    expect(m.handle(key('I', 20, { shiftKey: true }))).toBe('mark_read');
  });
  it('symbols typed with shift match without it: ?, !, #', () => {
    const m = createShortcutMatcher(shortcutsOf('global', 'lists'), { platform: 'mac' });
    expect(m.handle(key('?', 0, { shiftKey: true }))).toBe('shortcuts');
    expect(m.handle(key('!', 10, { shiftKey: true }))).toBe('spam');
    expect(m.handle(key('#', 20, { shiftKey: true }))).toBe('trash');
  });
  it('ignores lone modifier keys and starts over on unknown keys', () => {
    const m = createShortcutMatcher(shortcutsOf('global', 'lists'), { platform: 'mac' });
    expect(m.handle(key('Shift', 0, { shiftKey: true }))).toBeNull();
    expect(m.handle(key('q', 1))).toBeNull();
    expect(m.pending).toBe(false);
    m.handle(key('g', 2));
    expect(m.handle(key('s', 3))).toBe('go_starred');
  });
  it('a key that continues no sequence is tried on its own', () => {
    const m = createShortcutMatcher(shortcutsOf('global', 'lists'), { platform: 'mac' });
    m.handle(key('g', 0));
    expect(m.handle(key('e', 10))).toBe('archive');
  });
  it('named keys: space, Escape, ArrowDown, Enter', () => {
    const m = createShortcutMatcher(shortcutsOf('lists', 'thread'), { platform: 'mac' });
    expect(m.handle(key(' ', 0))).toBe('toggle_selection');
    expect(m.handle(key('Escape', 1))).toBe('clear_selection');
    expect(m.handle(key('ArrowDown', 2, { shiftKey: true }))).toBe('extend_down');
    expect(m.handle(key('Enter', 3, { metaKey: true }))).toBe('send');
    expect(m.handle(key('Tab', 4, { shiftKey: true }))).toBe('previous_split');
  });
  it('reset forgets a partial sequence', () => {
    const m = createShortcutMatcher(shortcutsOf('global'), { platform: 'mac' });
    m.handle(key('g', 0));
    m.reset();
    expect(m.handle(key('i', 1))).toBeNull();
  });
});

describe('chords', () => {
  it('normalises binding steps', () => {
    expect(normalizeChord('shift+mod+K')).toBe('mod+shift+k');
    expect(normalizeChord('mod+comma')).toBe('mod+comma');
    expect(normalizeChord('mod++')).toBe('mod++');
    expect(normalizeChord('Esc')).toBe('escape');
  });
  it('builds the chord of an event', () => {
    expect(chordOfEvent(key('k', 0, { altKey: true }), 'other')).toBe('alt+k');
    expect(chordOfEvent(key('Control', 0, { ctrlKey: true }), 'other')).toBeNull();
  });
  it('stepShortcutMatcher is pure', () => {
    const step = stepShortcutMatcher(shortcutsOf('global'), initialShortcutMatcherState, key('g', 5), {
      platform: 'mac',
    });
    expect(step).toEqual({ state: { buffer: ['g'], lastTime: 5 }, match: null });
    expect(initialShortcutMatcherState).toEqual({ buffer: [], lastTime: null });
  });
});

describe('the other modifier', () => {
  it('Control on mac and Meta elsewhere are kept apart from mod', () => {
    expect(chordOfEvent(key('k', 0, { ctrlKey: true }), 'mac')).toBe('ctrl+k');
    expect(chordOfEvent(key('k', 0, { metaKey: true }), 'other')).toBe('meta+k');
  });
});
