export * from './history-limits.js';
export * from './plans.js';
export * from './subscription-period.js';
export * from './team-limits.js';
