import { describe, expect, it } from 'vitest';
import { formatKeySequence, SHORTCUTS, shortcutsOf } from './shortcuts.js';

const keysOf = (id: string) => SHORTCUTS.find((s) => s.id === id)?.keys;

describe('keyboard shortcuts as data', () => {
  it('global: mod+k command menu; g then i, s, b, t, d, a', () => {
    expect(keysOf('command_menu')).toEqual([['mod+k']]);
    expect(keysOf('go_inbox')).toEqual([['g', 'i']]);
    expect(keysOf('go_starred')).toEqual([['g', 's']]);
    expect(keysOf('go_snoozed')).toEqual([['g', 'b']]);
    expect(keysOf('go_sent')).toEqual([['g', 't']]);
    expect(keysOf('go_drafts')).toEqual([['g', 'd']]);
    expect(keysOf('go_all')).toEqual([['g', 'a']]);
    expect(keysOf('undo')).toEqual([['mod+z'], ['z']]);
    expect(keysOf('send_now')).toEqual([['mod+shift+z']]);
  });
  it('lists: # or Backspace or Delete trash; pagination g p and g n', () => {
    expect(keysOf('trash')).toEqual([['#'], ['backspace'], ['delete']]);
    expect(keysOf('previous_page')).toEqual([['g', 'p']]);
    expect(keysOf('next_page')).toEqual([['g', 'n']]);
  });
  it('thread: d or mod+. toggles the discussion panel; mod+enter sends', () => {
    expect(keysOf('toggle_discussion')).toEqual([['d'], ['mod+.']]);
    expect(keysOf('send')).toEqual([['mod+enter']]);
  });
  it('ids are unique', () => {
    expect(new Set(SHORTCUTS.map((s) => s.id)).size).toBe(SHORTCUTS.length);
  });
  it('selects groups', () => {
    expect(shortcutsOf('suggestions').map((s) => s.id)).toEqual(['accept_suggestion', 'close_suggestions']);
  });
  it('formats sequences per platform', () => {
    expect(formatKeySequence(['mod+k'], 'mac')).toEqual(['⌘ K']);
    expect(formatKeySequence(['mod+shift+z'], 'other')).toEqual(['Ctrl Shift Z']);
    expect(formatKeySequence(['mod+alt+arrowup'], 'other')).toEqual(['Ctrl Alt ↑']);
    expect(formatKeySequence(['shift+alt+comma'], 'mac')).toEqual(['⇧ ⌥ ,']);
    expect(formatKeySequence(['g', 'i'], 'mac')).toEqual(['G', 'I']);
  });
});
