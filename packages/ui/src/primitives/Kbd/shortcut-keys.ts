import type { ShortcutKeyEvent } from '@switchboard/domain';

export type Platform = 'mac' | 'other';

/**
 * Splits a shortcut in the spec's syntax into the keys to show. `mod` is the platform modifier.
 * Steps of a sequence are separated by spaces or commas (`g i`, `g,i`); keys of one chord by `+`
 * (`mod+shift+z`). A lone `+` or `,` is a key of its own.
 */
export function shortcutSteps(shortcut: string, platform: Platform): string[][] {
  const steps = shortcut
    .trim()
    .split(/\s+|(?<=[^,]),(?=[^,])/)
    .filter(Boolean);
  return steps.map((step) => splitChord(step).map((key) => keyLabel(key, platform)));
}

function splitChord(step: string): string[] {
  if (step === '+') return ['+'];
  const keys: string[] = [];
  for (const part of step.split('+')) {
    if (part === '' && keys.at(-1) !== '+') keys.push('+');
    else if (part !== '') keys.push(part);
  }
  return keys;
}

const mac: Record<string, string> = { mod: '⌘', shift: '⇧', alt: '⌥', option: '⌥', ctrl: '⌃', meta: '⌘' };
const other: Record<string, string> = {
  mod: 'Ctrl',
  shift: 'Shift',
  alt: 'Alt',
  option: 'Alt',
  ctrl: 'Ctrl',
  meta: 'Win',
};
const named: Record<string, string> = {
  up: '↑',
  arrowup: '↑',
  down: '↓',
  arrowdown: '↓',
  left: '←',
  arrowleft: '←',
  right: '→',
  arrowright: '→',
  enter: 'Enter',
  escape: 'Esc',
  esc: 'Esc',
  space: 'Space',
  tab: 'Tab',
  backspace: 'Backspace',
  delete: 'Delete',
  comma: ',',
  period: '.',
};

export function keyLabel(key: string, platform: Platform): string {
  const lower = key.toLowerCase();
  const modifier = (platform === 'mac' ? mac : other)[lower];
  if (modifier) return modifier;
  const name = named[lower];
  if (name) return name;
  return key.length === 1 ? key.toUpperCase() : key.charAt(0).toUpperCase() + key.slice(1);
}

/** The user's platform, from the browser; `other` outside a browser. */
export function detectPlatform(): Platform {
  if (typeof navigator === 'undefined') return 'other';
  const uaData = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  const name = uaData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(name) ? 'mac' : 'other';
}

/** The parts of a keyboard event (DOM or React) that the domain's shortcut matcher reads. */
export interface KeyboardEventLike {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  timeStamp: number;
}

/** A keyboard event as the domain's shortcut matcher takes it: its key, modifiers and time. */
export function shortcutKeyOf(event: KeyboardEventLike): ShortcutKeyEvent {
  return {
    key: event.key,
    metaKey: event.metaKey,
    ctrlKey: event.ctrlKey,
    altKey: event.altKey,
    shiftKey: event.shiftKey,
    time: event.timeStamp,
  };
}
