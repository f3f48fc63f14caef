import type { TeamLimits } from '@switchboard/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchTeamLimitModal } from './team-limit-modal';

const full: TeamLimits = { currentTeamSize: 6, remainingSeats: 0, isSubscribed: false, daysToUpgrade: 5 };
const roomLeft: TeamLimits = { ...full, currentTeamSize: 4, remainingSeats: 2 };
const subscribed: TeamLimits = {
  currentTeamSize: 9,
  remainingSeats: null,
  isSubscribed: true,
  daysToUpgrade: null,
};

/** A real QueryClient whose team-limits query answers what the "server" says now. */
function setup(first: TeamLimits, { closedOnce = false } = {}) {
  let answer = first;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const query = { queryKey: ['organizations', 'org_1', 'teamLimits'], queryFn: async () => answer };
  const open = vi.fn();
  const stop = watchTeamLimitModal({ queryClient, query, closedOnce: () => closedOnce, open });
  return {
    open,
    stop,
    serverSays: (next: TeamLimits) => {
      answer = next;
      return queryClient.refetchQueries({ queryKey: query.queryKey });
    },
  };
}

describe('watchTeamLimitModal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the modal 2 s after a full free team is known, not before, and only once', async () => {
    const { open, stop, serverSays } = setup(full);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith(full);
    // The same answer again (a refetch) or days changing does not open a second one.
    await serverSays({ ...full, daysToUpgrade: 4 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never opens while seats remain, for a subscribed team, or once the user closed it', async () => {
    for (const [limits, closedOnce] of [
      [roomLeft, false],
      [subscribed, false],
      [full, true],
    ] as const) {
      const { open, stop } = setup(limits, { closedOnce });
      await vi.advanceTimersByTimeAsync(5_000);
      expect(open).not.toHaveBeenCalled();
      stop();
    }
  });

  it('opens 2 s after the team fills up, when that comes later', async () => {
    const { open, stop, serverSays } = setup(roomLeft);
    await vi.advanceTimersByTimeAsync(5_000);
    await serverSays(full);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(open).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays shut when the workspace subscribes within the 2 s, and after it stops watching', async () => {
    const subscribing = setup(full);
    await vi.advanceTimersByTimeAsync(500);
    await subscribing.serverSays(subscribed);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(subscribing.open).not.toHaveBeenCalled();
    subscribing.stop();

    const leaving = setup(full);
    await vi.advanceTimersByTimeAsync(500);
    leaving.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(leaving.open).not.toHaveBeenCalled();
  });
});
