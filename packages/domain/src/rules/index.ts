export * from './filter-value.js';
