export * from './notified-splits.js';
export * from './push-payload.js';
export * from './push-recipients.js';
