import { describe, expect, it } from 'vitest';
import { keyLabel, shortcutSteps } from './shortcut-keys';

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
