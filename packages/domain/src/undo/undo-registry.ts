import {
  UNDO_REGISTRY_CLEANUP_AT,
  UNDO_REGISTRY_MAX_AGE_MS,
  UNDO_WINDOW_MS,
  UNDO_WINDOW_SCHEDULED_MS,
} from '../constants/constants.js';

/**
 * State of an undoable operation (spec doc 1 section 4): in_progress, then cancel_requested, then
 * cancelled; or in_progress, then completed. A completed operation can still be cancelled inside the
 * undo window (it goes through cancel_requested again).
 */
export type UndoStatus = 'in_progress' | 'cancel_requested' | 'cancelled' | 'completed';

export type UndoEntry = {
  id: string;
  status: UndoStatus;
  /** When the operation started (ms since epoch); the undo window counts from here. */
  startedAt: number;
  /** Undo window in ms: 10 000, or 0 for a scheduled send. */
  windowMs: number;
  /** The cancel token from the server's reply header, once it replied. */
  cancelToken: string | null;
  /** Whether the server has replied to the operation. */
  replied: boolean;
};

/** The registry: entries by id, in start order. */
export type UndoRegistry = { entries: UndoEntry[] };

/** What the caller must do after a transition. */
export type UndoEffect =
  | { type: 'none' }
  | { type: 'wait_for_reply' }
  | { type: 'send_cancel'; cancelToken: string }
  | { type: 'cancel_impossible' };

export type UndoStep = { registry: UndoRegistry; effect: UndoEffect };

/** A registry with no entries. */
export const emptyUndoRegistry: UndoRegistry = { entries: [] };

/** The undo window: 10 s, 0 when the action is a scheduled send. */
export function undoWindowMs(ctx: { scheduled: boolean }): number {
  return ctx.scheduled ? UNDO_WINDOW_SCHEDULED_MS : UNDO_WINDOW_MS;
}

function update(registry: UndoRegistry, id: string, patch: Partial<UndoEntry>): UndoRegistry {
  return { entries: registry.entries.map((e) => (e.id === id ? { ...e, ...patch } : e)) };
}

/** Finds an entry. */
export function getUndoEntry(registry: UndoRegistry, id: string): UndoEntry | undefined {
  return registry.entries.find((e) => e.id === id);
}

/**
 * Cleans the registry once it holds 100 entries: drops those older than 2 minutes.
 */
export function cleanUndoRegistry(registry: UndoRegistry, now: number): UndoRegistry {
  if (registry.entries.length < UNDO_REGISTRY_CLEANUP_AT) return registry;
  return { entries: registry.entries.filter((e) => now - e.startedAt <= UNDO_REGISTRY_MAX_AGE_MS) };
}

/** Registers a new operation in progress (cleaning the registry first when it is full). */
export function startUndoable(
  registry: UndoRegistry,
  op: { id: string; now: number; scheduled: boolean },
): UndoRegistry {
  const cleaned = cleanUndoRegistry(registry, op.now);
  const entry: UndoEntry = {
    id: op.id,
    status: 'in_progress',
    startedAt: op.now,
    windowMs: undoWindowMs({ scheduled: op.scheduled }),
    cancelToken: null,
    replied: false,
  };
  return { entries: [...cleaned.entries.filter((e) => e.id !== op.id), entry] };
}

/** Whether Undo can still be pressed: not cancelled and inside the window. */
export function canUndo(registry: UndoRegistry, id: string, now: number): boolean {
  const entry = getUndoEntry(registry, id);
  if (!entry || entry.status === 'cancelled' || entry.status === 'cancel_requested') return false;
  return now - entry.startedAt < entry.windowMs;
}

/**
 * The user pressed Undo. Before the server replied: cancel_requested, wait for the reply (and revert the
 * optimistic change now). After the reply: cancel_requested and send the cancel with the token.
 * Outside the window, or without a token, nothing happens.
 */
export function requestUndo(registry: UndoRegistry, id: string, now: number): UndoStep {
  const entry = getUndoEntry(registry, id);
  if (!entry || !canUndo(registry, id, now)) return { registry, effect: { type: 'none' } };
  if (!entry.replied) {
    return {
      registry: update(registry, id, { status: 'cancel_requested' }),
      effect: { type: 'wait_for_reply' },
    };
  }
  if (entry.cancelToken === null) return { registry, effect: { type: 'none' } };
  return {
    registry: update(registry, id, { status: 'cancel_requested' }),
    effect: { type: 'send_cancel', cancelToken: entry.cancelToken },
  };
}

/**
 * The server replied to the operation. In progress: completed. If a cancel was requested meanwhile, the
 * cancel is sent now with the token (without a token it cannot be cancelled: the operation stays completed
 * and the caller re-applies its change, effect `cancel_impossible`).
 */
export function receiveReply(registry: UndoRegistry, id: string, cancelToken: string | null): UndoStep {
  const entry = getUndoEntry(registry, id);
  if (!entry || entry.replied) return { registry, effect: { type: 'none' } };
  if (entry.status === 'cancel_requested') {
    if (cancelToken === null) {
      return {
        registry: update(registry, id, { replied: true, status: 'completed' }),
        effect: { type: 'cancel_impossible' },
      };
    }
    return {
      registry: update(registry, id, { replied: true, cancelToken }),
      effect: { type: 'send_cancel', cancelToken },
    };
  }
  return {
    registry: update(registry, id, { replied: true, cancelToken, status: 'completed' }),
    effect: { type: 'none' },
  };
}

/** The cancel call succeeded: cancelled. */
export function confirmCancelled(registry: UndoRegistry, id: string): UndoRegistry {
  if (getUndoEntry(registry, id)?.status !== 'cancel_requested') return registry;
  return update(registry, id, { status: 'cancelled' });
}

/** The operation failed: the entry is dropped (the caller reverts optimistic changes, except for sends). */
export function failUndoable(registry: UndoRegistry, id: string): UndoRegistry {
  return { entries: registry.entries.filter((e) => e.id !== id) };
}
