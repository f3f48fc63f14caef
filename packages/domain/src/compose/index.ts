export * from './branded-signature.js';
export * from './draft-storage.js';
export * from './forwarded-attachments.js';
export * from './forwarded-message.js';
export * from './pending-send.js';
export * from './recipients.js';
export * from './send-recipients.js';
export * from './teammate-replies.js';
