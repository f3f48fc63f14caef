/**
 * Public API of the search rules. Re-exported from the package root.
 */
export * from './complete-search-input.js';
export * from './format-search-query.js';
export * from './get-search-navigation.js';
export * from './matches-search-query.js';
export * from './parse-search-query.js';
export * from './search-query.js';
export * from './validate-search-input.js';
