export * from './events/index.js';
export * from './model/index.js';
export * from './scheduling/index.js';
export * from './search/index.js';
