/** What a free plan's history limit applies to. */
export type HistoryKind = 'search' | 'channel' | 'private_comments';

/** Free plan history: 90 days of search, 30 days of channel lists, 30 days of private comments. */
export const FREE_HISTORY_LIMIT_DAYS: Readonly<Record<HistoryKind, number>> = {
  search: 90,
  channel: 30,
  private_comments: 30,
};

const DAY_MS = 86_400_000;

/** The oldest date visible on the free plan (older items are blurred); null on premium (no limit). */
export function historyCutoff(kind: HistoryKind, ctx: { now: Date; isPaying: boolean }): Date | null {
  if (ctx.isPaying) return null;
  return new Date(ctx.now.getTime() - FREE_HISTORY_LIMIT_DAYS[kind] * DAY_MS);
}

/** Whether an item dated `date` is hidden behind the upgrade banner. */
export function isBeyondHistoryLimit(
  date: string | Date,
  kind: HistoryKind,
  ctx: { now: Date; isPaying: boolean },
): boolean {
  const cutoff = historyCutoff(kind, ctx);
  return cutoff !== null && new Date(date).getTime() < cutoff.getTime();
}
