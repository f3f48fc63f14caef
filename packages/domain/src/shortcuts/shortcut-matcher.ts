import type { KeySequence } from './shortcuts.js';

/** Time allowed between the steps of a sequence like `g i` (ours: the spec does not give it). */
export const SHORTCUT_SEQUENCE_TIMEOUT_MS = 1_000;

/** What the matcher needs from a keyboard event (a DOM KeyboardEvent fits), plus its time in ms. */
export type ShortcutKeyEvent = {
  key: string;
  metaKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
  /** Event time in ms (e.g. `event.timeStamp`); the matcher never reads the clock. */
  time: number;
};

export type ShortcutBinding = { id: string; keys: readonly KeySequence[] };

export type ShortcutMatcherOptions = {
  /** Apple platforms use Meta as `mod`, others Control. */
  platform: 'mac' | 'other';
  timeoutMs?: number;
};

const NAMED_KEYS: Readonly<Record<string, string>> = {
  ',': 'comma',
  ' ': 'space',
  spacebar: 'space',
  esc: 'escape',
  del: 'delete',
  up: 'arrowup',
  down: 'arrowdown',
  left: 'arrowleft',
  right: 'arrowright',
};

/** Order of modifiers in a chord. `ctrl` (on Apple platforms) and `meta` (elsewhere) are the non-`mod` key. */
const MODIFIER_ORDER = ['mod', 'ctrl', 'meta', 'alt', 'shift'];

const MODIFIER_KEYS = new Set(['shift', 'control', 'meta', 'alt', 'altgraph', 'capslock', 'os']);

function normalizeKey(key: string): string {
  const lower = key.toLowerCase();
  return NAMED_KEYS[lower] ?? lower;
}

/** Canonical chord of a binding step: modifiers in the order mod, ctrl, meta, alt, shift, then the key. */
export function normalizeChord(chord: string): string {
  const parts = chord.split('+');
  // A trailing '+' key ('mod++') splits into empty parts.
  const key = chord.endsWith('++') ? '+' : (parts.pop() ?? '');
  const mods = new Set(parts.filter((p) => p !== '').map((p) => p.toLowerCase()));
  return [...MODIFIER_ORDER.filter((m) => mods.has(m)), normalizeKey(key)].join('+');
}

/**
 * The chord of a key event. Shift is part of the chord for letters and named keys ('shift+i', 'shift+tab')
 * but not for symbols it produces ('?', '!', '#').
 */
export function chordOfEvent(event: ShortcutKeyEvent, platform: 'mac' | 'other'): string | null {
  const key = normalizeKey(event.key);
  if (MODIFIER_KEYS.has(key)) return null;
  const mac = platform === 'mac';
  const mod = mac ? event.metaKey : event.ctrlKey;
  const other = mac ? event.ctrlKey : event.metaKey;
  const isSymbol = key.length === 1 && !/[a-z0-9]/.test(key);
  const parts: string[] = [];
  if (mod) parts.push('mod');
  if (other) parts.push(mac ? 'ctrl' : 'meta');
  if (event.altKey) parts.push('alt');
  if (event.shiftKey && !isSymbol) parts.push('shift');
  parts.push(key);
  return parts.join('+');
}

/** The matcher's state: chords typed so far and when the last one came. */
export type ShortcutMatcherState = { buffer: string[]; lastTime: number | null };

/** The matcher's state before any key (nothing typed). */
export const initialShortcutMatcherState: ShortcutMatcherState = { buffer: [], lastTime: null };

type CompiledBinding = { id: string; sequence: string[] };

function compile(bindings: readonly ShortcutBinding[]): CompiledBinding[] {
  return bindings.flatMap((b) => b.keys.map((seq) => ({ id: b.id, sequence: seq.map(normalizeChord) })));
}

function startsWith(sequence: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= sequence.length && prefix.every((chord, i) => sequence[i] === chord);
}

function matchBuffer(
  compiled: readonly CompiledBinding[],
  buffer: string[],
): { match: string | null; pending: boolean } {
  const exact = compiled.find((b) => b.sequence.length === buffer.length && startsWith(b.sequence, buffer));
  if (exact) return { match: exact.id, pending: false };
  return { match: null, pending: compiled.some((b) => startsWith(b.sequence, buffer)) };
}

/**
 * One step of the matcher, pure: the next state and the id of the shortcut completed by this event (or
 * null). Steps of a sequence must come within the timeout; a key that continues no sequence starts over
 * from itself (so `x g i` still recognises `g i`).
 */
export function stepShortcutMatcher(
  bindings: readonly ShortcutBinding[],
  state: ShortcutMatcherState,
  event: ShortcutKeyEvent,
  options: ShortcutMatcherOptions,
): { state: ShortcutMatcherState; match: string | null } {
  const chord = chordOfEvent(event, options.platform);
  if (chord === null) return { state, match: null };
  const timeout = options.timeoutMs ?? SHORTCUT_SEQUENCE_TIMEOUT_MS;
  const compiled = compile(bindings);
  const fresh = state.lastTime === null || event.time - state.lastTime > timeout;
  const candidates = fresh ? [[chord]] : [[...state.buffer, chord], [chord]];
  for (const buffer of candidates) {
    const { match, pending } = matchBuffer(compiled, buffer);
    if (match !== null) return { state: initialShortcutMatcherState, match };
    if (pending) return { state: { buffer, lastTime: event.time }, match: null };
  }
  return { state: initialShortcutMatcherState, match: null };
}

/** A stateful matcher over `stepShortcutMatcher`: feed it key events one by one. */
export type ShortcutMatcher = {
  /** Handles one key event; returns the id of the shortcut it completes, or null. */
  handle(event: ShortcutKeyEvent): string | null;
  /** Forgets a partly typed sequence. */
  reset(): void;
  /** Whether a sequence is partly typed (e.g. after 'g'). */
  readonly pending: boolean;
};

/**
 * Creates a matcher for bindings such as `SHORTCUTS` (ids with key sequences). It recognises chords with
 * modifiers ('mod+k', 'shift+i') and sequences ('g i') typed within the timeout.
 */
export function createShortcutMatcher(
  bindings: readonly ShortcutBinding[],
  options: ShortcutMatcherOptions,
): ShortcutMatcher {
  let state = initialShortcutMatcherState;
  return {
    handle(event) {
      const step = stepShortcutMatcher(bindings, state, event, options);
      state = step.state;
      return step.match;
    },
    reset() {
      state = initialShortcutMatcherState;
    },
    get pending() {
      return state.buffer.length > 0;
    },
  };
}
