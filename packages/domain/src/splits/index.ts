export * from './split-indicator.js';
export * from './split-settings.js';
