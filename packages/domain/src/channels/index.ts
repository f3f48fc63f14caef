export * from './channel-rules.js';
export * from './rank.js';
