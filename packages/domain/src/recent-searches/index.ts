export * from './recent-searches.js';
