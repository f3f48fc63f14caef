import { describe, expect, it } from 'vitest';
import {
  canUndo,
  cleanUndoRegistry,
  confirmCancelled,
  emptyUndoRegistry,
  failUndoable,
  getUndoEntry,
  receiveReply,
  requestUndo,
  startUndoable,
  type UndoRegistry,
  undoWindowMs,
} from './undo-registry.js';

const T0 = 1_000_000;
const start = (registry: UndoRegistry = emptyUndoRegistry, id = 'op1', scheduled = false) =>
  startUndoable(registry, { id, now: T0, scheduled });

describe('undo window', () => {
  it('undo window 10 s, 0 if scheduled', () => {
    expect(undoWindowMs({ scheduled: false })).toBe(10_000);
    expect(undoWindowMs({ scheduled: true })).toBe(0);
  });
  it('undo can be pressed inside the window only', () => {
    const r = start();
    expect(canUndo(r, 'op1', T0 + 9_999)).toBe(true);
    expect(canUndo(r, 'op1', T0 + 10_000)).toBe(false);
    expect(canUndo(start(emptyUndoRegistry, 'op1', true), 'op1', T0)).toBe(false);
    expect(canUndo(r, 'missing', T0)).toBe(false);
  });
});

describe('undoable action states', () => {
  it('in progress, then completed', () => {
    const r = start();
    expect(getUndoEntry(r, 'op1')?.status).toBe('in_progress');
    const step = receiveReply(r, 'op1', 'tok');
    expect(getUndoEntry(step.registry, 'op1')).toMatchObject({ status: 'completed', cancelToken: 'tok' });
    expect(step.effect).toEqual({ type: 'none' });
  });

  it('a cancel issued before the server has replied waits for the reply and then sends a cancel carrying the cancel token', () => {
    const requested = requestUndo(start(), 'op1', T0 + 1_000);
    expect(requested.effect).toEqual({ type: 'wait_for_reply' });
    expect(getUndoEntry(requested.registry, 'op1')?.status).toBe('cancel_requested');
    const replied = receiveReply(requested.registry, 'op1', 'tok');
    expect(replied.effect).toEqual({ type: 'send_cancel', cancelToken: 'tok' });
    const cancelled = confirmCancelled(replied.registry, 'op1');
    expect(getUndoEntry(cancelled, 'op1')?.status).toBe('cancelled');
  });

  it('a cancel after the reply sends the cancel at once', () => {
    const completed = receiveReply(start(), 'op1', 'tok').registry;
    const step = requestUndo(completed, 'op1', T0 + 2_000);
    expect(step.effect).toEqual({ type: 'send_cancel', cancelToken: 'tok' });
    expect(getUndoEntry(step.registry, 'op1')?.status).toBe('cancel_requested');
  });

  it('a reply without a cancel token cannot be cancelled', () => {
    const completed = receiveReply(start(), 'op1', null).registry;
    expect(requestUndo(completed, 'op1', T0 + 1).effect).toEqual({ type: 'none' });
    const waiting = requestUndo(start(), 'op1', T0 + 1).registry;
    const step = receiveReply(waiting, 'op1', null);
    expect(step.effect).toEqual({ type: 'cancel_impossible' });
    expect(getUndoEntry(step.registry, 'op1')?.status).toBe('completed');
  });

  it('ignores undo outside the window, a second undo, and a duplicate reply', () => {
    const r = start();
    expect(requestUndo(r, 'op1', T0 + 10_001)).toEqual({ registry: r, effect: { type: 'none' } });
    const once = requestUndo(r, 'op1', T0 + 1).registry;
    expect(requestUndo(once, 'op1', T0 + 2).effect).toEqual({ type: 'none' });
    const replied = receiveReply(r, 'op1', 'tok').registry;
    expect(receiveReply(replied, 'op1', 'other').registry).toBe(replied);
    expect(receiveReply(r, 'missing', 'tok').effect).toEqual({ type: 'none' });
  });

  it('confirmCancelled only moves a cancel_requested entry', () => {
    const r = start();
    expect(confirmCancelled(r, 'op1')).toBe(r);
  });

  it('a failed operation is dropped', () => {
    expect(failUndoable(start(), 'op1').entries).toEqual([]);
  });

  it('restarting an id replaces its entry', () => {
    const r = start(start());
    expect(r.entries).toHaveLength(1);
  });
});

describe('undo registry cleanup', () => {
  it('cleaned at 100 entries, dropping those older than 2 min', () => {
    let r: UndoRegistry = emptyUndoRegistry;
    for (let i = 0; i < 99; i++) r = startUndoable(r, { id: `old${i}`, now: T0, scheduled: false });
    r = startUndoable(r, { id: 'recent', now: T0 + 60_000, scheduled: false });
    expect(r.entries).toHaveLength(100);
    expect(cleanUndoRegistry(r, T0 + 120_000).entries).toHaveLength(100);
    const next = startUndoable(r, { id: 'new', now: T0 + 120_001, scheduled: false });
    expect(next.entries.map((e) => e.id)).toEqual(['recent', 'new']);
  });
  it('is not cleaned below 100 entries', () => {
    const r = start();
    expect(cleanUndoRegistry(r, T0 + 10_000_000)).toBe(r);
  });
});
