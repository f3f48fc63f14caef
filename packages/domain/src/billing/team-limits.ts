import type { TeamLimits } from '../model/billing.js';

/** Members a free team may have (DECISIONS.md 2: 6 members; remaining seats = 6 - team size). */
export const FREE_TEAM_LIMIT = 6;
/** Days to upgrade, counted from the newest member's creation. */
export const UPGRADE_WINDOW_DAYS = 7;
/** Days left at which the sidebar card turns to its warning colour. */
export const TEAM_LIMIT_WARNING_DAYS = 7;
/** Days left at which the sidebar card turns to its critical colour. */
export const TEAM_LIMIT_CRITICAL_DAYS = 3;

const DAY_MS = 86_400_000;

/** Remaining seats of a free team: 6 minus its size, never below zero. */
export function remainingSeats(currentTeamSize: number): number {
  return Math.max(0, FREE_TEAM_LIMIT - currentTeamSize);
}

/** Whole days left to upgrade: 7 days from the newest member's creation, rounded up, never below zero. */
export function daysToUpgrade(newestMemberCreation: string | Date, now: Date): number {
  const end = new Date(newestMemberCreation).getTime() + UPGRADE_WINDOW_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** Team limits of an organization (null seats/days when subscribed: premium is unlimited). */
export function computeTeamLimits(input: {
  currentTeamSize: number;
  isSubscribed: boolean;
  newestMemberCreation: string | Date;
  now: Date;
}): TeamLimits {
  if (input.isSubscribed) {
    return {
      currentTeamSize: input.currentTeamSize,
      remainingSeats: null,
      isSubscribed: true,
      daysToUpgrade: null,
    };
  }
  return {
    currentTeamSize: input.currentTeamSize,
    remainingSeats: remainingSeats(input.currentTeamSize),
    isSubscribed: false,
    daysToUpgrade: daysToUpgrade(input.newestMemberCreation, input.now),
  };
}

/** Colour of the sidebar card: it changes at 7 and at 3 days left. */
export function teamLimitCardTone(daysLeft: number): 'info' | 'warning' | 'critical' {
  if (daysLeft <= TEAM_LIMIT_CRITICAL_DAYS) return 'critical';
  if (daysLeft <= TEAM_LIMIT_WARNING_DAYS) return 'warning';
  return 'info';
}

/** The team-limit modal opens (after 2 s) when the team is full, not subscribed and it was not closed yet. */
export function shouldOpenTeamLimitModal(limits: TeamLimits, modalClosedOnce: boolean): boolean {
  return limits.remainingSeats === 0 && !limits.isSubscribed && !modalClosedOnce;
}

/** The sidebar card shows when remainingSeats is 0, not subscribed and the modal was closed once. */
export function shouldShowTeamLimitCard(limits: TeamLimits, modalClosedOnce: boolean): boolean {
  return limits.remainingSeats === 0 && !limits.isSubscribed && modalClosedOnce;
}
