export * from './rank-suggestions.js';
