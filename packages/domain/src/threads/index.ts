export * from './folder-membership.js';
export * from './status.js';
export * from './unread.js';
