export * from './onboarding-steps.js';
export * from './settings.js';
