export * from './invite-candidates.js';
export * from './onboarding-steps.js';
export * from './settings.js';
export * from './signature.js';
