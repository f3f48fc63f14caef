/**
 * Public API of the scheduling rules (scheduled send and snooze). Re-exported from the package root.
 */
export * from './format-schedule-label.js';
export * from './is-schedule-time-valid.js';
export * from './parse-schedule-text.js';
export * from './quick-schedule-options.js';
export * from './schedule-context.js';
export * from './snooze.js';
export * from './snooze-end.js';
