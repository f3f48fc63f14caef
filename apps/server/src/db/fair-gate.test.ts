import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { FairGate, GateTimeoutError } from './fair-gate.js';
import { runUnitOfWork, UNIT_SLICE_MS } from './unit-of-work.js';

describe('FairGate', () => {
  it('serves waiters in the order they came', async () => {
    const gate = new FairGate();
    const release = await gate.acquire();
    const served: number[] = [];
    const waiters = [1, 2, 3].map((n) =>
      gate.acquire().then((done) => {
        served.push(n);
        done();
      }),
    );
    expect(gate.waiting).toBe(3);
    release();
    await Promise.all(waiters);
    expect(served).toEqual([1, 2, 3]);
    expect(gate.isHeld).toBe(false);
  });

  it('refuses a bounded wait that runs out, and serves the next waiter in its place', async () => {
    const gate = new FairGate();
    const release = await gate.acquire();
    const impatient = gate.acquire(10);
    const patient = gate.acquire();
    await expect(impatient).rejects.toBeInstanceOf(GateTimeoutError);
    release();
    const done = await patient;
    done();
    expect(gate.isHeld).toBe(false);
  });
});

describe('FairGate under a busy event loop', () => {
  it('refuses a waiter whose bound passed while the holder kept the loop busy, instead of serving it late', async () => {
    const gate = new FairGate({ yieldBetweenHolders: true });
    const release = await gate.acquire();
    const late = gate.acquire(10);
    const patient = gate.acquire();
    // The holder works synchronously past the waiter's bound: its timer cannot fire meanwhile.
    const until = performance.now() + 30;
    while (performance.now() < until) {}
    release();
    await expect(late).rejects.toBeInstanceOf(GateTimeoutError);
    const done = await patient;
    done();
    expect(gate.isHeld).toBe(false);
  });

  it('lets timers run between one holder and the next', async () => {
    const gate = new FairGate({ yieldBetweenHolders: true });
    const events: string[] = [];
    const release = await gate.acquire();
    const next = gate.acquire().then((done) => {
      events.push('next holder');
      done();
    });
    setTimeout(() => events.push('timer'), 0);
    const until = performance.now() + 5;
    while (performance.now() < until) {}
    release();
    await next;
    expect(events).toEqual(['timer', 'next holder']);
  });
});

describe('units of work on PGlite', () => {
  it('gives one request the session for all its queries; the next waits its turn, then is refused', async () => {
    const db = await openDatabase({ kind: 'memory' });
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = runUnitOfWork(db, async () => {
      await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
      order.push('first: query 1');
      await new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
      // Its later queries need no new turn, even with others waiting.
      await db.selectNoFrom((eb) => eb.val(2).as('two')).execute();
      order.push('first: query 2');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = runUnitOfWork(
      db,
      async () => {
        await db.selectNoFrom((eb) => eb.val(3).as('three')).execute();
        order.push('second');
      },
      5_000,
    );
    const refused = runUnitOfWork(db, async () => order.push('never'), 10);
    await expect(refused).rejects.toBeInstanceOf(GateTimeoutError);
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first: query 1', 'first: query 2', 'second']);
    await db.destroy();
  });

  it('lets the event loop turn between the queries of a unit that has run past its slice', async () => {
    const db = await openDatabase({ kind: 'memory' });
    const events: string[] = [];
    await runUnitOfWork(db, async () => {
      await db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
      // Queued now, it can run only once the event loop turns.
      setImmediate(() => events.push('other work'));
      // The unit keeps the thread past its slice (its views, its JSON): its next query waits one turn.
      const until = performance.now() + 2 * UNIT_SLICE_MS;
      while (performance.now() < until) {}
      await db.selectNoFrom((eb) => eb.val(2).as('two')).execute();
      events.push('query 2');
    });
    expect(events).toEqual(['other work', 'query 2']);
    await db.destroy();
  });
});
