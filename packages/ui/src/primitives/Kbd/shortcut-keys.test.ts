import { createShortcutMatcher, SHORTCUTS } from '@switchboard/domain';
import { describe, expect, it } from 'vitest';
import { keyLabel, shortcutKeyOf, shortcutSteps } from './shortcut-keys';

describe('shortcutSteps', () => {
  it('shows mod as ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(shortcutSteps('mod+k', 'mac')).toEqual([['⌘', 'K']]);
    expect(shortcutSteps('mod+k', 'other')).toEqual([['Ctrl', 'K']]);
  });

  it('keeps every key of a chord: send now is mod+shift+z', () => {
    expect(shortcutSteps('mod+shift+z', 'other')).toEqual([['Ctrl', 'Shift', 'Z']]);
  });

  it('splits sequences written with a space or a comma (g i, g,i)', () => {
    expect(shortcutSteps('g i', 'mac')).toEqual([['G'], ['I']]);
    expect(shortcutSteps('g,i', 'mac')).toEqual([['G'], ['I']]);
  });

  it('treats lone punctuation as keys: ?, #, !, mod+comma, mod+.', () => {
    expect(shortcutSteps('?', 'mac')).toEqual([['?']]);
    expect(shortcutSteps('#', 'mac')).toEqual([['#']]);
    expect(shortcutSteps('mod+comma', 'other')).toEqual([['Ctrl', ',']]);
    expect(shortcutSteps('mod+.', 'mac')).toEqual([['⌘', '.']]);
    expect(shortcutSteps('shift++', 'other')).toEqual([['Shift', '+']]);
  });

  it('names arrows and special keys', () => {
    expect(shortcutSteps('mod+ArrowUp', 'mac')).toEqual([['⌘', '↑']]);
    expect(keyLabel('Escape', 'other')).toBe('Esc');
    expect(keyLabel('Backspace', 'other')).toBe('Backspace');
  });
});

describe('shortcutKeyOf', () => {
  /** A keydown as the browser reports it (only the fields a keyboard event has). */
  const keydown = (key: string, timeStamp: number, ctrlKey = false) => ({
    key,
    metaKey: false,
    ctrlKey,
    altKey: false,
    shiftKey: false,
    timeStamp,
    repeat: false,
  });

  it('hands the matcher the key, its modifiers and the event time, so sequences and chords match', () => {
    const matcher = createShortcutMatcher(SHORTCUTS, { platform: 'other' });
    expect(matcher.handle(shortcutKeyOf(keydown('g', 100)))).toBeNull();
    expect(matcher.handle(shortcutKeyOf(keydown('i', 300)))).toBe('go_inbox');
    // The event time is what the sequence timeout reads: 'g' then 'i' 2 s later is no sequence.
    matcher.handle(shortcutKeyOf(keydown('g', 1_000)));
    expect(matcher.handle(shortcutKeyOf(keydown('i', 3_000)))).not.toBe('go_inbox');
    expect(matcher.handle(shortcutKeyOf(keydown('k', 4_000, true)))).toBe('command_menu');
  });
});
