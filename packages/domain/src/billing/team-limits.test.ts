import { describe, expect, it } from 'vitest';
import {
  computeTeamLimits,
  daysToUpgrade,
  FREE_TEAM_LIMIT,
  remainingSeats,
  shouldOpenTeamLimitModal,
  shouldShowTeamLimitCard,
  teamLimitCardTone,
} from './team-limits.js';

const now = new Date('2024-05-10T12:00:00Z');

describe('team limit', () => {
  it('free team 6 members (remaining seats = 6 minus current)', () => {
    expect(FREE_TEAM_LIMIT).toBe(6);
    expect(remainingSeats(4)).toBe(2);
    expect(remainingSeats(6)).toBe(0);
    expect(remainingSeats(9)).toBe(0);
  });
  it("upgrade window 7 days from newest user's creation", () => {
    expect(daysToUpgrade('2024-05-10T12:00:00Z', now)).toBe(7);
    expect(daysToUpgrade('2024-05-05T12:00:00Z', now)).toBe(2);
    expect(daysToUpgrade('2024-05-05T11:00:00Z', now)).toBe(2);
    expect(daysToUpgrade('2024-04-01T00:00:00Z', now)).toBe(0);
  });
  it('sidebar card colours change at 7 and 3 days left', () => {
    expect(teamLimitCardTone(8)).toBe('info');
    expect(teamLimitCardTone(7)).toBe('warning');
    expect(teamLimitCardTone(4)).toBe('warning');
    expect(teamLimitCardTone(3)).toBe('critical');
    expect(teamLimitCardTone(0)).toBe('critical');
  });
  it('computes the team limits (unlimited when subscribed)', () => {
    expect(
      computeTeamLimits({
        currentTeamSize: 6,
        isSubscribed: false,
        newestMemberCreation: '2024-05-08T12:00:00Z',
        now,
      }),
    ).toEqual({ currentTeamSize: 6, remainingSeats: 0, isSubscribed: false, daysToUpgrade: 5 });
    expect(
      computeTeamLimits({
        currentTeamSize: 12,
        isSubscribed: true,
        newestMemberCreation: '2024-05-08T12:00:00Z',
        now,
      }),
    ).toEqual({ currentTeamSize: 12, remainingSeats: null, isSubscribed: true, daysToUpgrade: null });
  });
  it('sidebar card when remainingSeats is 0, not subscribed and modal closed once', () => {
    const full = { currentTeamSize: 6, remainingSeats: 0, isSubscribed: false, daysToUpgrade: 3 };
    expect(shouldShowTeamLimitCard(full, true)).toBe(true);
    expect(shouldShowTeamLimitCard(full, false)).toBe(false);
    expect(shouldShowTeamLimitCard({ ...full, remainingSeats: 1 }, true)).toBe(false);
    expect(shouldShowTeamLimitCard({ ...full, isSubscribed: true }, true)).toBe(false);
    expect(shouldOpenTeamLimitModal(full, false)).toBe(true);
    expect(shouldOpenTeamLimitModal(full, true)).toBe(false);
  });
});
