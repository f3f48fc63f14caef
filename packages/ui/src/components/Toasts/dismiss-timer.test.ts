import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDismissTimer } from './dismiss-timer';

const options = { idleMs: 10_000, maxMs: 60_000 };

describe('undo toast closing rule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes 10 s after it appears when nobody touches it', () => {
    const onDismiss = vi.fn();
    createDismissTimer({ ...options, onDismiss });
    vi.advanceTimersByTime(9_999);
    expect(onDismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('stays open while hovered and closes 10 s after the pointer leaves', () => {
    const onDismiss = vi.fn();
    const timer = createDismissTimer({ ...options, onDismiss });
    vi.advanceTimersByTime(5_000);
    timer.hold();
    vi.advanceTimersByTime(20_000);
    expect(onDismiss).not.toHaveBeenCalled();
    timer.release();
    vi.advanceTimersByTime(9_999);
    expect(onDismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('closes 60 s after it appears at most, even while hovered', () => {
    const onDismiss = vi.fn();
    const timer = createDismissTimer({ ...options, onDismiss });
    timer.hold();
    vi.advanceTimersByTime(59_999);
    expect(onDismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('does not let a late leave push the close past 60 s', () => {
    const onDismiss = vi.fn();
    const timer = createDismissTimer({ ...options, onDismiss });
    timer.hold();
    vi.advanceTimersByTime(55_000);
    timer.release();
    vi.advanceTimersByTime(5_000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('never fires after dispose', () => {
    const onDismiss = vi.fn();
    const timer = createDismissTimer({ ...options, onDismiss });
    timer.dispose();
    timer.release();
    vi.advanceTimersByTime(120_000);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
