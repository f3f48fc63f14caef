export * from './split-indicator.js';
