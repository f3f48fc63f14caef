export * from './pending-send.js';
export * from './recipients.js';
