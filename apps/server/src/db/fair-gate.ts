/** A wait for the gate that ran out: the caller answers 503 with a retry hint. */
export class GateTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`The database was busy for ${waitedMs} ms`);
    this.name = 'GateTimeoutError';
  }
}

interface Waiter {
  grant: () => void;
  refuse: () => void;
  /** performance.now() after which this waiter is refused rather than served. */
  deadline: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

export interface FairGateOptions {
  /**
   * Hand the gate to the next waiter on a later turn of the event loop (setImmediate), not at once. The
   * embedded database runs on the main thread and settles its queries without I/O: without this, a line
   * of waiting requests is served back to back in one stretch of promise callbacks while no timer fires
   * and no socket is read, so a bounded wait is not enforced and new requests cannot even be refused.
   */
  yieldBetweenHolders?: boolean;
}

/**
 * A first-come-first-served lock: one holder at a time, waiters served in arrival order, each wait
 * optionally bounded (then it rejects with GateTimeoutError and leaves the line; a waiter whose bound has
 * passed when its turn comes, because its timer could not fire yet, is refused too, never served late).
 */
export class FairGate {
  private held = false;
  private readonly line: Waiter[] = [];

  constructor(private readonly options: FairGateOptions = {}) {}

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
        refuse: () => {
          if (waiter.timer) clearTimeout(waiter.timer);
          reject(new GateTimeoutError(maxWaitMs ?? 0));
        },
        deadline: maxWaitMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + maxWaitMs,
        timer: undefined,
      };
      if (maxWaitMs !== undefined) {
        waiter.timer = setTimeout(() => {
          const index = this.line.indexOf(waiter);
          if (index >= 0) this.line.splice(index, 1);
          waiter.refuse();
        }, maxWaitMs);
      }
      this.line.push(waiter);
    });
  }

  private handOver(): void {
    for (;;) {
      const next = this.line.shift();
      if (!next) {
        this.held = false;
        return;
      }
      if (performance.now() > next.deadline) {
        next.refuse();
        continue;
      }
      next.grant();
      return;
    }
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (this.options.yieldBetweenHolders && this.line.length > 0) setImmediate(() => this.handOver());
      else this.handOver();
    };
  }
}
