export * from './polling.js';
