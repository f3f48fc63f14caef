/** A wait for the gate that ran out: the caller answers 503 with a retry hint. */
export class GateTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`The database was busy for ${waitedMs} ms`);
    this.name = 'GateTimeoutError';
  }
}

interface Waiter {
  grant: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * A first-come-first-served lock: one holder at a time, waiters served in arrival order, each wait
 * optionally bounded (then it rejects with GateTimeoutError and leaves the line).
 */
export class FairGate {
  private held = false;
  private readonly line: Waiter[] = [];

  /** How many wait now (the holder not counted). */
  get waiting(): number {
    return this.line.length;
  }

  get isHeld(): boolean {
    return this.held;
  }

  /** Resolves with the release function once it is this caller's turn. */
  acquire(maxWaitMs?: number): Promise<() => void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          if (waiter.timer) clearTimeout(waiter.timer);
          resolve(this.releaser());
        },
        timer: undefined,
      };
      if (maxWaitMs !== undefined) {
        waiter.timer = setTimeout(() => {
          const index = this.line.indexOf(waiter);
          if (index >= 0) this.line.splice(index, 1);
          reject(new GateTimeoutError(maxWaitMs));
        }, maxWaitMs);
      }
      this.line.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.line.shift();
      if (next) next.grant();
      else this.held = false;
    };
  }
}
