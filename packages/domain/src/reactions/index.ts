export * from './reactions.js';
