/**
 * Public API of the thread-event rules. Re-exported from the package root.
 */
export * from './describe-thread-event.js';
export * from './format-name-list.js';
export * from './group-thread-events.js';
export * from './merge-thread-events.js';
