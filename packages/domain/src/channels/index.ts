export * from './channel-rules.js';
export * from './filter-channels.js';
export * from './rank.js';
