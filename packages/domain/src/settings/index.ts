export * from './invite-candidates.js';
export * from './settings.js';
export * from './signature.js';
