/**
 * Whether this tab's live stream is up. While it is, the frequent polls (the inbox every 10 s) slow to the
 * default minute: notices bring changes sooner than polling could. When it goes down, polling is back at
 * the spec's intervals.
 */
let healthy = false;

export const liveHealth = {
  isHealthy: (): boolean => healthy,
  set(value: boolean): void {
    healthy = value;
  },
};
