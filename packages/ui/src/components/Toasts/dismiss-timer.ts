export interface DismissTimerOptions {
  /** Called once, when the toast should close. */
  onDismiss: () => void;
  /** Closes this long after it appears, and this long after the pointer (or focus) leaves it. */
  idleMs: number;
  /** Closes at the latest this long after it appears, hovered or not. */
  maxMs: number;
  /** Injected clock, so the rule can be tested without waiting. */
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface DismissTimer {
  /** The pointer entered (or focus moved into) the toast: hold the idle countdown. */
  hold(): void;
  /** The pointer left (or focus moved out): close `idleMs` from now, never after the max. */
  release(): void;
  /** Stop both countdowns (the toast closed some other way). */
  dispose(): void;
}

/**
 * The undo toast's closing rule (spec: "undo toast closes 10 s after pointer leaves and 60 s at most").
 * It starts counting `idleMs` at once; hovering holds that count; leaving restarts it; `maxMs` caps all.
 */
export function createDismissTimer({
  onDismiss,
  idleMs,
  maxMs,
  now = Date.now,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: DismissTimerOptions): DismissTimer {
  const startedAt = now();
  let done = false;
  let idle: unknown = null;
  const fire = () => {
    if (done) return;
    done = true;
    if (idle !== null) clearTimer(idle);
    clearTimer(max);
    onDismiss();
  };
  const max = setTimer(fire, maxMs);
  const startIdle = () => {
    if (idle !== null) clearTimer(idle);
    const left = maxMs - (now() - startedAt);
    idle = setTimer(fire, Math.max(0, Math.min(idleMs, left)));
  };
  startIdle();
  return {
    hold() {
      if (done || idle === null) return;
      clearTimer(idle);
      idle = null;
    },
    release() {
      if (done) return;
      startIdle();
    },
    dispose() {
      done = true;
      if (idle !== null) clearTimer(idle);
      clearTimer(max);
    },
  };
}
