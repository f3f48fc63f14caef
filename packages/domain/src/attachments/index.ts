export * from './attachments.js';
