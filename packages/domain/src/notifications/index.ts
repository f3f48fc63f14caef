export * from './push-payload.js';
export * from './push-recipients.js';
